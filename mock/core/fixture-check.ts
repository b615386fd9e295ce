// Checks a fixture (spec/mock-control.yaml components.schemas.Fixtures) before any of it loads, with the
// validators compiled ahead of time from spec/: the structure and the service's fields of each job against
// `Fixtures`, the rest of each job against the service's own `JobCreate` (defaults filled in), then what a
// schema cannot say — unique keys and ids, runs this mock could have made. Every problem is named by its
// place (`accounts[1].jobs[3].interval_seconds: must be 60 or more`), all of them at once.
import { controlValidator, serviceValidator } from '../../contract/validators.ts';
import type { components as controlComponents } from '../../generated/mock-control.ts';
import type { components as serviceComponents } from '../../generated/openapi.ts';
import { parseRfc3339 } from './rfc3339.ts';
import { parseUlid } from './simulator/ulid.ts';

// The generated FixtureJob has only the service's fields (the schema cannot name JobCreate's, see its
// description); joined here, so a fixture written in TypeScript is checked by the compiler too.
/** A job entry: the service's fields of FixtureJob beside the JobCreate fields (checked against JobCreate). */
export type FixtureJob = controlComponents['schemas']['FixtureJob'] & serviceComponents['schemas']['JobCreate'];
export type FixtureAccount = Omit<controlComponents['schemas']['FixtureAccount'], 'jobs'> & { jobs?: FixtureJob[] };
export type Fixtures = Omit<controlComponents['schemas']['Fixtures'], 'accounts'> & { accounts: FixtureAccount[] };
type Run = serviceComponents['schemas']['Run'];

/** A fixture that cannot load; `problems` are `place: what` lines, the message all of them. */
export class FixtureError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'FixtureError';
    this.problems = problems;
  }
}

/** The fields of a job entry that the service sets (FixtureJob's own); every other one is a JobCreate field. */
const serviceFields: ReadonlySet<string> = new Set(['id', 'status', 'created_at', 'updated_at', 'next_run_at', 'last_run', 'consecutive_failures', 'runs']);

/** `/accounts/1/jobs/3/interval_seconds` → `accounts[1].jobs[3].interval_seconds` (the root is `fixture`). */
export function placeOf(pointer: string): string {
  const tokens = pointer.split('/').slice(1).map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
  let place = '';
  for (const token of tokens) {
    if (/^\d+$/.test(token)) place += `[${token}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(token)) place += place === '' ? token : `.${token}`;
    else place += `[${JSON.stringify(token)}]`;
  }
  return place === '' ? 'fixture' : place;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fixture, checked, as a copy with the JobCreate defaults filled in (`method`, `timeout_seconds`, …);
 * throws FixtureError naming every problem. `historyLimit` bounds each job's runs, as the mock keeps no more.
 */
export function checkFixtures(value: unknown, options: { historyLimit: number }): Fixtures {
  const fixture: unknown = structuredClone(value);
  const problems: string[] = [];
  const add = (pointer: string, detail: string) => problems.push(`${placeOf(pointer)}: ${detail}`);
  for (const v of controlValidator.validate('#/components/schemas/Fixtures', fixture)) add(v.pointer, v.detail);

  // Each job's JobCreate part, validated and defaulted on its own, then merged back in place.
  const accounts = isObject(fixture) && Array.isArray(fixture.accounts) ? fixture.accounts : [];
  accounts.forEach((account: unknown, a) => {
    const jobs = isObject(account) && Array.isArray(account.jobs) ? account.jobs : [];
    jobs.forEach((job: unknown, j) => {
      if (!isObject(job)) return;
      const fields = Object.fromEntries(Object.entries(job).filter(([key]) => !serviceFields.has(key)));
      for (const v of serviceValidator.validateWithDefaults('#/components/schemas/JobCreate', fields)) add(`/accounts/${a}/jobs/${j}${v.pointer}`, v.detail);
      Object.assign(job, fields);
    });
  });
  if (problems.length === 0) checkMeaning(fixture as Fixtures, options.historyLimit, add);
  if (problems.length > 0) throw new FixtureError(problems);
  return fixture as Fixtures;
}

/** What the schemas cannot say: no key, account id, job id or run id twice; times in order; runs as the mock makes them. */
function checkMeaning(fixture: Fixtures, historyLimit: number, add: (pointer: string, detail: string) => void): void {
  const firstPlace = new Map<string, string>();
  /** Adds the problem when `key` was seen before (at the place it names). */
  const unique = (kind: string, value: string, pointer: string, what: string) => {
    const key = `${kind}\u0000${value}`;
    const earlier = firstPlace.get(key);
    if (earlier !== undefined) add(pointer, `is also the ${what} of ${earlier}`);
    else firstPlace.set(key, placeOf(pointer.slice(0, pointer.lastIndexOf('/'))));
  };
  fixture.accounts.forEach((account, a) => {
    const at = `/accounts/${a}`;
    unique('key', account.api_key, `${at}/api_key`, 'API key');
    if (account.id !== undefined) unique('account', account.id, `${at}/id`, 'id');
    (account.jobs ?? []).forEach((entry, j) => {
      const job = entry as FixtureJob;
      const jobAt = `${at}/jobs/${j}`;
      if (job.id !== undefined) unique('job', job.id, `${jobAt}/id`, 'id');
      if (job.created_at !== undefined && job.updated_at !== undefined && job.updated_at < job.created_at) add(`${jobAt}/updated_at`, 'must not be before created_at');
      if (job.updated_at !== undefined && job.created_at === undefined) add(`${jobAt}/created_at`, 'is required with updated_at');
      if (job.status === 'paused' && typeof job.next_run_at === 'string') add(`${jobAt}/next_run_at`, 'must be null for a paused job');
      const runs = job.runs ?? [];
      if (runs.length > historyLimit) add(`${jobAt}/runs`, `must hold at most ${historyLimit} runs (the mock's history limit)`);
      runs.forEach((run, r) => {
        const runAt = `${jobAt}/runs/${r}`;
        unique('run', run.id, `${runAt}/id`, 'id');
        if (job.id === undefined) add(`${runAt}/job_id`, "must be the job's id, and the job has none: give it an id");
        else if (run.job_id !== job.id) add(`${runAt}/job_id`, `must be the job's id ${job.id}`);
        for (const [field, detail] of runProblems(run)) add(`${runAt}/${field}`, detail);
      });
    });
  });
}

/** A run as the mock makes them: its id's time is started_at, finished_at follows duration_ms, an error exactly when it failed. */
function runProblems(run: Run): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const started = parseRfc3339(run.started_at);
  if (parseUlid(run.id)?.timeMs !== started) problems.push(['id', 'must be a ULID whose time is started_at (as the mock makes run ids)']);
  if (parseRfc3339(run.finished_at) !== started + run.duration_ms) problems.push(['finished_at', 'must be started_at plus duration_ms']);
  if (parseRfc3339(run.scheduled_at) > started) problems.push(['scheduled_at', 'must not be after started_at']);
  if ((run.outcome === 'succeeded') !== (run.error === null)) problems.push(['error', run.outcome === 'succeeded' ? 'must be null for a succeeded run' : 'must say why a failed run failed']);
  return problems;
}
