// Fixtures (spec/mock-control.yaml components.schemas.Fixtures): a checked fixture (fixture-check.ts)
// becomes the accounts, the job definitions in the jobs store and the jobs' schedules and runs in the
// run simulator — through the same store and engine calls a create and a restore make; and the current
// world becomes a fixture again for `GET /__mock/state`, so export → load gives the same world.
import type { Account, Accounts } from './accounts.ts';
import type { Clock } from './clock.ts';
import { toTimestamp } from './clock.ts';
import type { UlidFactory } from './ids.ts';
import type { JobService } from './job-service.ts';
import type { JobDefinition, JobsStore } from './jobs-store.ts';
import type { Engine } from './simulator/engine-api.ts';
import { nextDue, scheduleOf } from './simulator/schedule.ts';
import type { FixtureJob, Fixtures } from './fixture-check.ts';

export { checkFixtures, FixtureError, type Fixtures } from './fixture-check.ts';

/**
 * The fixture's accounts, for `createAccounts`: given ids kept, the others `acc_N` with N past every
 * `acc_N` the fixture names, so no id is made twice later; names as `--api-key` gives them.
 */
export function fixtureAccounts(fixture: Fixtures): { accounts: Account[]; nextSequence: number } {
  const numbered = (id: string | undefined) => Number(/^acc_(\d+)$/.exec(id ?? '')?.[1] ?? 0);
  let nextSequence = Math.max(0, ...fixture.accounts.map((account) => numbered(account.id))) + 1;
  const accounts = fixture.accounts.map((account, i) => ({
    id: account.id ?? `acc_${nextSequence++}`,
    name: account.name ?? (i === 0 ? 'default' : `account ${i + 1}`),
    api_key: account.api_key,
  }));
  return { accounts, nextSequence };
}

/** A virtual clock behind the fixture's `now` moves forward to it; a real clock, or one ahead, stays. */
export function fixtureClock(fixture: Fixtures, clock: Clock): void {
  if (fixture.now === undefined || clock.mode !== 'virtual') return;
  const at = Date.parse(fixture.now);
  if (clock.now() < at) clock.jumpTo(at);
}

/** Puts every fixture job in the store and the engine; `accounts` are fixtureAccounts' (same order). */
export function loadFixtureJobs(fixture: Fixtures, deps: { accounts: readonly Account[]; store: JobsStore; engine: Engine; ulids: UlidFactory; clock: Clock }): void {
  const { store, engine, ulids, clock } = deps;
  const now = clock.now();
  const entries = fixture.accounts.flatMap((account, a) => (account.jobs ?? []).map((job) => ({ accountId: deps.accounts[a]!.id, job: job as FixtureJob })));
  // New ids (and every id made later) sort after the fixture's, as the list's order needs.
  for (const { job } of entries) if (job.id !== undefined) ulids.observe(job.id.slice(4));
  for (const { accountId, job } of entries) {
    const created = job.created_at ?? toTimestamp(now);
    const definition = definitionOf(job, job.id ?? `job_${ulids.next(Date.parse(created))}`, created);
    store.insert({ accountId, job: definition });
    engine.addJob(accountId, definition, firstDue(definition, job.next_run_at, now));
    if (job.runs?.length) engine.recordRuns(definition.id, job.runs);
  }
}

/**
 * When an active job is next due: its `next_run_at` when that is still ahead; otherwise its schedule's
 * first time after the later of its creation and now, as a resume at load would schedule it (a fixture
 * captured long ago does not replay every run it missed).
 */
function firstDue(job: JobDefinition, nextRunAt: string | null | undefined, now: number): number | null {
  if (job.status === 'paused') return null;
  const given = typeof nextRunAt === 'string' ? Date.parse(nextRunAt) : NaN;
  if (given >= now) return given;
  return nextDue(scheduleOf(job), Math.max(Date.parse(job.created_at), now));
}

/** The stored definition: the fields in the spec's order, as the job service stores a create. */
function definitionOf(job: FixtureJob, id: string, created: string): JobDefinition {
  return {
    id,
    name: job.name!,
    url: job.url!,
    method: job.method!,
    schedule_type: job.schedule_type!,
    ...(job.schedule_type === 'cron' ? { cron_expression: job.cron_expression!, timezone: job.timezone! } : { interval_seconds: job.interval_seconds! }),
    notify_on_failure: job.notify_on_failure!,
    timeout_seconds: job.timeout_seconds!,
    status: job.status ?? 'active',
    created_at: created,
    updated_at: job.updated_at ?? created,
  };
}

/** The world as a fixture (`GET /__mock/state`): accounts oldest first, their jobs by id, runs newest first. */
export function exportFixtures(deps: { clock: Clock; accounts: Accounts; store: JobsStore; jobs: JobService }): Fixtures {
  const { store, jobs } = deps;
  const byAccount = new Map<string, JobDefinition[]>();
  for (const { accountId, job } of store.values()) {
    const list = byAccount.get(accountId) ?? [];
    list.push(job);
    byAccount.set(accountId, list);
  }
  return {
    now: toTimestamp(deps.clock.now()),
    accounts: deps.accounts.list().map((account) => ({
      id: account.id,
      name: account.name,
      api_key: account.api_key,
      jobs: (byAccount.get(account.id) ?? [])
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((definition) => {
          const runs = jobs.runs(definition.id);
          return { ...definition, next_run_at: jobs.present(definition).next_run_at, ...(runs.length > 0 ? { runs } : {}) };
        }),
    })),
  };
}
