// A recording of real traffic (the proxy's `--record` HAR) as a fixture for the mock (`--fixtures`,
// spec/mock-control.yaml Fixtures): each account of the recording with its jobs as the answers last showed
// them, so a partner reproduces a real account's world offline. Accounts are told apart by the entries'
// `_key_fingerprint` (the keys themselves read "$CRONJOBS_API_KEY"), in the order they first appear, and
// given the keys the caller names (`dev-key`, `dev-key-2`, … by default). A job is taken from any 2xx
// answer that shows it — a create, a list page, a read, a change, a pause or resume — and dropped by a
// 2xx DELETE or a 404 to reading it. Its fields are the ones a fixture takes (JobCreate's and FixtureJob's,
// read from the spec); what a fixture derives (`last_run`, `consecutive_failures`) is left out. Runs are
// not taken: the fixture check holds them to what this mock could have made, which a real service's need not be.
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createSpecWalker, isObject, type Json } from '../../contract/spec-walker.ts';
import type { Fixtures, FixtureJob } from '../core/fixtures/fixture-check.ts';

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
  request?: { method?: string; url?: string };
  response?: { status?: number; content?: { text?: string } };
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

export function fixturesFromHar(har: unknown, keys: readonly string[] = []): Fixtures {
  const entries = (har as { log?: { entries?: unknown } })?.log?.entries;
  if (!Array.isArray(entries)) throw new HarFileError('not a HAR document: it has no log.entries list');
  const accounts = new Map<string, Map<string, FixtureJob>>();
  let now: string | undefined;
  for (const entry of entries as HarEntryView[]) {
    const fingerprint = entry._key_fingerprint;
    const method = entry.request?.method?.toUpperCase();
    const status = entry.response?.status ?? 0;
    if (typeof entry.startedDateTime === 'string') now = entry.startedDateTime;
    if (typeof fingerprint !== 'string' || !method || !URL.canParse(entry.request?.url ?? '')) continue;
    const jobs = accounts.get(fingerprint) ?? new Map<string, FixtureJob>();
    accounts.set(fingerprint, jobs);
    const match = jobPath.exec(new URL(entry.request!.url!).pathname);
    if (!match) continue;
    const [, id, action] = match;
    if (
      id !== undefined &&
      action === undefined &&
      ((method === 'DELETE' && status >= 200 && status < 300) || (method === 'GET' && status === 404))
    ) {
      jobs.delete(decodeURIComponent(id));
      continue;
    }
    if (status < 200 || status >= 300 || method === 'DELETE') continue;
    for (const job of jobsShown(parse(entry.response?.content?.text), id === undefined && method === 'GET'))
      jobs.set(job.id!, job);
  }
  if (accounts.size === 0)
    throw new HarFileError(
      "the recording holds no request with an API key (entries need the proxy's _key_fingerprint)",
    );
  return {
    ...(now ? { now: new Date(now).toISOString() } : {}),
    accounts: [...accounts].map(([fingerprint, jobs], i) => ({
      name: `recorded ${fingerprint}`,
      api_key: keys[i] ?? (i === 0 ? 'dev-key' : `dev-key-${i + 1}`),
      jobs: [...jobs.values()],
    })),
  };
}
