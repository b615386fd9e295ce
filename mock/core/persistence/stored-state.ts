// What a store hands back at start-up (state-port.ts StoredState), made into the snapshot the core and
// the engine restore from: the rows become definitions, the simulator's jobs in their saved due order,
// each job's runs its compact history again.
import type { Account } from '../state/accounts.ts';
import type { IdempotencyRecord } from '../state/idempotency.ts';
import type { NotificationRecord, OutboxSnapshot } from '../notifications/outbox.ts';
import type { OutcomeRule } from '../simulator/outcome-rules.ts';
import type { SavedHistory } from '../simulator/run-history.ts';
import { fromRun, RUN_STRIDE, type Run } from '../simulator/run-record.ts';
import { SNAPSHOT_FORMAT, type JobSnapshot, type SavedRuntime } from '../simulator/snapshot.ts';
import { snapshotVersion, type StateSnapshot } from '../state/state-snapshot.ts';
import type { JobDefinition } from '../state/jobs-store.ts';
import type { RunRow, StoredRun, StoredState } from './state-port.ts';

/** A run as its row: the six numbers, and a message only where it is not the default. */
export function runRow(jobId: string, run: Run): RunRow {
  const f = fromRun(run);
  return { job_id: jobId, id: run.id, scheduled_ms: f.scheduled, started_ms: f.started, duration_ms: f.duration, id_hi: f.hi, id_lo: f.lo, packed: f.packed, message: f.message ?? null };
}

/** A job's stored runs, oldest first, as the history the engine restores. */
export function historyOf(rows: readonly StoredRun[]): SavedHistory {
  const fields = new Float64Array(rows.length * RUN_STRIDE);
  const messages: [number, string][] = [];
  rows.forEach((row, i) => {
    for (let f = 0; f < RUN_STRIDE; f++) fields[i * RUN_STRIDE + f] = row[f + 1] as number;
    if (row[7] !== null) messages.push([i, row[7]]);
  });
  return { runs: rows.length, fields_base64: '', fields, messages };
}

const parse = <T>(text: string | undefined, fallback: T): T => (text === undefined ? fallback : (JSON.parse(text) as T));

export function stateFromStore(stored: StoredState): StateSnapshot {
  const runsByJob = new Map<string, StoredRun[]>();
  for (const row of stored.runs) {
    let list = runsByJob.get(row[0]);
    if (!list) runsByJob.set(row[0], (list = []));
    list.push(row);
  }
  const noRuns: SavedHistory = { runs: 0, fields_base64: '', messages: [] };
  const definitions: StateSnapshot['jobs'] = [];
  const jobs: JobSnapshot[] = [];
  // By due time, equal ones in the order they were made (unscheduled last): the order the engine saved
  // them in, so restored runs that are due together happen in the order they would have.
  const byDue = [...stored.jobs].sort((a, b) => (a.next_due_ms ?? Infinity) - (b.next_due_ms ?? Infinity));
  for (const row of byDue) {
    const definition = JSON.parse(row.definition) as JobDefinition;
    definitions.push({ account_id: row.account_id, job: definition });
    const runs = runsByJob.get(row.id);
    jobs.push({
      job_id: row.id,
      next_due_ms: row.next_due_ms,
      consecutive_failures: row.consecutive_failures,
      in_progress: row.in_progress === null ? null : (JSON.parse(row.in_progress) as SavedRuntime['in_progress']),
      history: runs ? historyOf(runs) : noRuns,
    });
  }
  const clockMs = Number(stored.meta.clock_ms ?? 0);
  const testClocks = parse<NonNullable<StateSnapshot['test_clocks']>>(stored.meta.test_clocks, { clocks: [], nextSequence: 1 });
  const accounts = parse<{ accounts: Account[]; nextSequence: number }>(stored.meta.accounts, { accounts: [], nextSequence: 1 });
  const settings = parse<Omit<OutboxSnapshot, 'notifications' | 'bodies'>>(stored.meta.outbox_settings, { secrets: [], notify_urls: [], default_notify_url: null });
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
      outbox: { notifications: stored.notifications.map((row) => JSON.parse(row.record) as NotificationRecord), bodies: [], ...settings },
    },
  };
}
