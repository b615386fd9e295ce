// A recording of real traffic (the proxy's `--record` HAR) as a fixture for the mock (`--fixtures`,
// spec/mock-control.yaml Fixtures): each account of the recording with its jobs as the answers last showed
// them, so a partner reproduces a real account's world offline. Accounts are told apart by the entries'
// `_key_fingerprint` (the keys themselves read "$CRONJOBS_API_KEY"), in the order they first appear, and
// given the keys the caller names (`dev-key`, `dev-key-2`, … by default). A job is taken from any 2xx
// answer that shows it — a create, a list page, a read, a change, a pause or resume — and dropped by a
// 2xx DELETE or a 404 to reading it. Its fields are the ones a fixture takes (JobCreate's and FixtureJob's,
// read from the spec); what a fixture derives (`last_run`, `consecutive_failures`) is left out. Runs are
// not taken: the fixture check holds them to what this mock could have made, which a real service's need not be.
//
// A recording of a faulty service still loads, whatever it holds. Left out, each with a note saying why:
// every exchange the proxy judged a server violation (its `_violations`: an answer off the contract is not
// the world the contract describes); a job shown to an account other than its own (the one whose create
// the recording holds, else the first that was shown it), so one account's jobs never join another's; and
// a job the mock's fixture check refuses on its own (a real service's id or field the spec does not allow).
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createSpecWalker, isObject, type Json } from '../../contract/spec-walker.ts';
import { checkFixtures, FixtureError, type Fixtures, type FixtureJob } from '../core/fixtures/fixture-check.ts';

/** The recording is not a HAR document the proxy could have written. */
export class HarFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HarFileError';
  }
}

const propertiesAt = (document: typeof serviceDocument, pointer: string): Record<string, Json> => {
  const value = createSpecWalker(document).at(pointer);
  return isObject(value) ? value : {};
};

/** Fields a fixture job takes: JobCreate's and FixtureJob's, less those FixtureJob refuses (`not: {}`) and its runs. */
const fixtureFields: ReadonlySet<string> = (() => {
  const service = Object.keys(propertiesAt(serviceDocument, '#/components/schemas/JobCreate/properties'));
  const own = Object.entries(propertiesAt(controlDocument, '#/components/schemas/FixtureJob/properties'))
    .filter(([name, schema]) => name !== 'runs' && !(isObject(schema) && 'not' in schema))
    .map(([name]) => name);
  return new Set([...service, ...own]);
})();

const jobPath = /\/v1\/jobs(?:\/([^/?]+)(?:\/(pause|resume))?)?$/;

interface HarEntryView {
  startedDateTime?: string;
  _key_fingerprint?: string;
  _violations?: Array<{ side?: string; rule?: string }>;
  request?: { method?: string; url?: string };
  response?: { status?: number; content?: { text?: string } };
}

export interface FixturesFromHarOptions {
  /** The keys the recording's accounts get, in the order they first appear (`dev-key`, `dev-key-2`, … after). */
  readonly keys?: readonly string[];
  /** Hears of each exchange or job left out, and why, in one line. */
  readonly onLeftOut?: (note: string) => void;
}

const asJob = (value: unknown): FixtureJob | undefined => {
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    typeof (value as { id?: unknown }).id !== 'string'
  )
    return undefined;
  return Object.fromEntries(Object.entries(value).filter(([name]) => fixtureFields.has(name))) as FixtureJob;
};

function parse(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The jobs an answer shows: a list page's `data`, or the one job it is. */
function jobsShown(body: unknown, listing: boolean): FixtureJob[] {
  if (listing && typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data))
    return (body as { data: unknown[] }).data.flatMap((item) => asJob(item) ?? []);
  const job = asJob(body);
  return job ? [job] : [];
}

/** One keyed exchange of the recording, as the world reads it. */
interface Seen {
  /** `entry 4 (GET /v1/jobs/job_…, 200)`, for the notes. */
  readonly label: string;
  readonly fingerprint: string;
  readonly method: string;
  readonly status: number;
  readonly id?: string;
  readonly action?: string;
  readonly jobs: FixtureJob[];
}

const ok = (status: number) => status >= 200 && status < 300;

/** A path segment's id; a malformed escape (`%zz`) names no job a fixture could hold, and stays as sent. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The keyed exchanges the world is made of; those the proxy judged a server violation are left out. */
function readEntries(entries: HarEntryView[], note: (line: string) => void): { seen: Seen[]; accounts: string[] } {
  const seen: Seen[] = [];
  const accounts: string[] = [];
  entries.forEach((entry, i) => {
    const fingerprint = entry._key_fingerprint;
    const method = entry.request?.method?.toUpperCase();
    const status = entry.response?.status ?? 0;
    if (typeof fingerprint !== 'string' || !method || !URL.canParse(entry.request?.url ?? '')) return;
    if (!accounts.includes(fingerprint)) accounts.push(fingerprint);
    const path = new URL(entry.request!.url!).pathname;
    const match = jobPath.exec(path);
    if (!match) return;
    const label = `entry ${i + 1} (${method} ${path}, ${status})`;
    const server = (entry._violations ?? []).filter((v) => v.side === 'server').map((v) => v.rule ?? '?');
    if (server.length > 0) {
      note(`${label}: left out, the proxy judged its answer a server violation (${[...new Set(server)].join(', ')})`);
      return;
    }
    const [, id, action] = match;
    const listing = id === undefined && method === 'GET';
    const jobs = ok(status) && method !== 'DELETE' ? jobsShown(parse(entry.response?.content?.text), listing) : [];
    seen.push({
      label,
      fingerprint,
      method,
      status,
      ...(id !== undefined ? { id: decoded(id) } : {}),
      ...(action !== undefined ? { action } : {}),
      jobs,
    });
  });
  return { seen, accounts };
}

/**
 * Whose each job is: the account whose create the recording holds, else the first account it was shown to.
 * A service that shows one account's job to another (the proxy's `isolation`) cannot move it.
 */
function ownersOf(seen: readonly Seen[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const s of seen)
    if (s.method === 'POST' && s.id === undefined && ok(s.status))
      for (const job of s.jobs) if (!owners.has(job.id!)) owners.set(job.id!, s.fingerprint);
  for (const s of seen) for (const job of s.jobs) if (!owners.has(job.id!)) owners.set(job.id!, s.fingerprint);
  return owners;
}

/** The problems the mock's fixture check finds in one job alone, as `field: what` (empty when it loads). */
function jobProblems(job: FixtureJob): string[] {
  try {
    checkFixtures({ accounts: [{ api_key: 'k', jobs: [job] }] }, { historyLimit: 0 });
    return [];
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error;
    return error.problems.map((p) => p.replace(/^accounts\[0\]\.jobs\[0\]\.?/, '') || p);
  }
}

export function fixturesFromHar(har: unknown, options: FixturesFromHarOptions = {}): Fixtures {
  const entries = (har as { log?: { entries?: unknown } })?.log?.entries;
  if (!Array.isArray(entries)) throw new HarFileError('not a HAR document: it has no log.entries list');
  const note = options.onLeftOut ?? (() => undefined);
  const times = (entries as HarEntryView[]).map((e) => e.startedDateTime).filter((t) => typeof t === 'string');
  const now = times.at(-1);
  const { seen, accounts } = readEntries(entries as HarEntryView[], note);
  if (accounts.length === 0)
    throw new HarFileError(
      "the recording holds no request with an API key (entries need the proxy's _key_fingerprint)",
    );
  const owners = ownersOf(seen);
  const worlds = new Map(accounts.map((fingerprint) => [fingerprint, new Map<string, FixtureJob>()]));
  for (const s of seen) {
    const jobs = worlds.get(s.fingerprint)!;
    if (
      s.id !== undefined &&
      s.action === undefined &&
      ((s.method === 'DELETE' && ok(s.status)) || (s.method === 'GET' && s.status === 404))
    ) {
      jobs.delete(s.id);
      continue;
    }
    for (const job of s.jobs) {
      const owner = owners.get(job.id!)!;
      if (owner === s.fingerprint) jobs.set(job.id!, job);
      else note(`${s.label}: job ${job.id} left out of account ${s.fingerprint}: it is account ${owner}'s`);
    }
  }
  const kept = (fingerprint: string) =>
    [...worlds.get(fingerprint)!.values()].filter((job) => {
      const problems = jobProblems(job);
      if (problems.length > 0)
        note(`job ${job.id} of account ${fingerprint} left out, the mock refuses it: ${problems.join('; ')}`);
      return problems.length === 0;
    });
  const keys = options.keys ?? [];
  return {
    ...(now ? { now: new Date(now).toISOString() } : {}),
    accounts: accounts.map((fingerprint, i) => ({
      name: `recorded ${fingerprint}`,
      api_key: keys[i] ?? (i === 0 ? 'dev-key' : `dev-key-${i + 1}`),
      jobs: kept(fingerprint),
    })),
  };
}
