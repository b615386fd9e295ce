// What a store hands back at start-up (state-port.ts StoredState), made into the snapshot the core and
// the engine restore from: the rows become definitions, the simulator's jobs in their saved due order,
// each job's run rows its history again.
import type { Account } from '../state/accounts.ts';
import type { IdempotencyRecord } from '../state/idempotency.ts';
import type { NotificationRecord, OutboxSnapshot } from '../notifications/outbox.ts';
import type { OutcomeRule } from '../simulator/outcomes/outcome-rules.ts';
import type { RunRecord } from '../simulator/runs/run-record.ts';
import { SNAPSHOT_FORMAT, type JobSnapshot, type SavedRuntime } from '../simulator/engine/snapshot.ts';
import { snapshotVersion, type StateSnapshot } from '../state/state-snapshot.ts';
import type { JobDefinition } from '../state/jobs-store.ts';
import type { RunRow, StoredState } from './state-port.ts';

/** A run as its row: the record's fields, its error in two columns. */
export function runRow(run: RunRecord): RunRow {
  return {
    id: run.id,
    job_id: run.job_id,
    trigger: run.trigger,
    scheduled_ms: run.scheduled_ms,
    started_ms: run.started_ms,
    duration_ms: run.duration_ms,
    http_status: run.http_status,
    error_code: run.error?.code ?? null,
    error_message: run.error?.message ?? null,
  };
}

/** A stored run as the record the engine restores. */
export function runFromRow(row: RunRow): RunRecord {
  return {
    id: row.id,
    job_id: row.job_id,
    trigger: row.trigger,
    scheduled_ms: row.scheduled_ms,
    started_ms: row.started_ms,
    duration_ms: row.duration_ms,
    http_status: row.http_status,
    error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
  };
}

const parse = <T>(text: string | undefined, fallback: T): T =>
  text === undefined ? fallback : (JSON.parse(text) as T);

export function stateFromStore(stored: StoredState): StateSnapshot {
  const runsByJob = new Map<string, RunRecord[]>();
  for (const row of stored.runs) {
    let list = runsByJob.get(row.job_id);
    if (!list) runsByJob.set(row.job_id, (list = []));
    list.push(runFromRow(row));
  }
  const definitions: StateSnapshot['jobs'] = [];
  const jobs: JobSnapshot[] = [];
  // By due time, equal ones in the order they were made (unscheduled last): the order the engine saved
  // them in, so restored runs that are due together happen in the order they would have.
  const byDue = [...stored.jobs].sort((a, b) => (a.next_due_ms ?? Infinity) - (b.next_due_ms ?? Infinity));
  for (const row of byDue) {
    const definition = JSON.parse(row.definition) as JobDefinition;
    definitions.push({ account_id: row.account_id, job: definition });
    jobs.push({
      job_id: row.id,
      next_due_ms: row.next_due_ms,
      consecutive_failures: row.consecutive_failures,
      in_progress: row.in_progress === null ? null : (JSON.parse(row.in_progress) as SavedRuntime['in_progress']),
      history: runsByJob.get(row.id) ?? [],
    });
  }
  const clockMs = Number(stored.meta.clock_ms ?? 0);
  const testClocks = parse<NonNullable<StateSnapshot['test_clocks']>>(stored.meta.test_clocks, {
    clocks: [],
    nextSequence: 1,
  });
  const accounts = parse<{ accounts: Account[]; nextSequence: number }>(stored.meta.accounts, {
    accounts: [],
    nextSequence: 1,
  });
  const settings = parse<Omit<OutboxSnapshot, 'notifications' | 'bodies'>>(stored.meta.outbox_settings, {
    secrets: [],
    notify_urls: [],
    default_notify_url: null,
  });
  return {
    version: snapshotVersion,
    clock_ms: clockMs,
    accounts: accounts.accounts,
    next_account_sequence: accounts.nextSequence,
    jobs: definitions,
    idempotency: stored.idempotency.map((row) => JSON.parse(row.record) as IdempotencyRecord),
    test_clocks: testClocks,
    simulator: {
      format: SNAPSHOT_FORMAT,
      clock_ms: clockMs,
      runs_total: Number(stored.meta.runs_total ?? 0),
      jobs,
      rules: parse<OutcomeRule[]>(stored.meta.rules, []),
      // Bodies are made again from the payloads: the same bytes, as JSON.stringify made them the first time.
      outbox: {
        notifications: stored.notifications.map((row) => JSON.parse(row.record) as NotificationRecord),
        bodies: [],
        ...settings,
      },
    },
  };
}
