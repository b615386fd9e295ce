// What changed since the last write, for the persistence port (state-port.ts). Jobs are marked dirty by
// the jobs store (definitions) and the engine (onJobTouched: runs, due times); idempotency keys when
// completed; the small things (accounts, rules, the outbox's secrets and URLs) are compared as text; the
// notifications by their delivery state, only when runs or the control API may have changed them. A
// write that fails makes the next one a full rewrite, so the store never keeps a half-applied state.
import type { Accounts } from '../state/accounts.ts';
import type { IdempotencyStore } from '../state/idempotency.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import type { TestClocks } from '../state/test-clocks.ts';
import type { Engine } from '../simulator/engine-api.ts';
import type { MetaKey, NotificationRow, StateChanges } from './state-port.ts';
import { runRow } from './stored-state.ts';

export interface ChangeTracker {
  /** A job's definition or run-time state changed (or it was removed). */
  job(jobId: string): void;
  /** An idempotency key was completed. */
  idempotencyKey(scope: string, key: string): void;
  /** The engine changed a job's run-time state: runs, and so maybe notifications. */
  ran(jobId: string): void;
  /** The notifications may have changed (runs were made, a delivery was attempted, the control API was used). */
  notifications(): void;
  /** Everything was cleared: the next write replaces the store's contents. */
  reset(): void;
  /** The current state is what the store holds (just restored from it); `ran`: the jobs that have runs. */
  markSaved(ran: Iterable<string>): void;
  /** Takes the changes since the last call. */
  take(): StateChanges;
  /** The write of the last changes failed: the next one rewrites everything. */
  failed(): void;
}

export interface TrackedState {
  now: () => number;
  accounts: Accounts;
  testClocks: TestClocks;
  store: JobsStore;
  engine: Engine;
  idempotency: IdempotencyStore;
  historyLimit: number;
}

const deliverySignature = (record: {
  delivery: { state: string; attempts: number; next_attempt_at?: string | null | undefined };
}) => `${record.delivery.state}|${record.delivery.attempts}|${record.delivery.next_attempt_at ?? ''}`;

export function createChangeTracker(state: TrackedState): ChangeTracker {
  const { store, engine, idempotency } = state;
  let everything = true;
  let notificationsDirty = true;
  const dirtyJobs = new Set<string>();
  const dirtyKeys = new Map<string, [string, string]>();
  /** The newest run stored per job, so a write appends only the runs made since. */
  const lastRun = new Map<string, string>();
  /** Delivery state of each stored notification. */
  const savedNotifications = new Map<string, string>();
  const savedMeta: Partial<Record<MetaKey, string>> = {};

  function metaNow(): Record<MetaKey, string> {
    return {
      clock_ms: String(state.now()),
      runs_total: String(engine.runsTotal),
      accounts: JSON.stringify(state.accounts.snapshot()),
      rules: JSON.stringify(engine.rules.list()),
      outbox_settings: JSON.stringify(engine.outbox.settings()),
      test_clocks: JSON.stringify(state.testClocks.snapshot()),
    };
  }

  function newRuns(jobId: string, into: StateChanges['runs']): void {
    const runs = engine.runRecords(jobId) ?? [];
    const last = lastRun.get(jobId);
    let count = 0;
    while (count < runs.length && runs[count]!.id !== last) count++;
    for (let i = count - 1; i >= 0; i--) into.push(runRow(runs[i]!));
    if (runs.length > 0) lastRun.set(jobId, runs[0]!.id);
  }

  function jobRow(jobId: string, changes: StateChanges): boolean {
    const entry = store.get(jobId);
    const runtime = entry && engine.savedRuntime(jobId);
    if (!entry || !runtime) return false;
    const { next_due_ms, consecutive_failures, in_progress } = runtime;
    changes.jobs.push({
      id: jobId,
      account_id: entry.accountId,
      definition: JSON.stringify(entry.job),
      next_due_ms,
      consecutive_failures,
      in_progress: in_progress ? JSON.stringify(in_progress) : null,
    });
    newRuns(jobId, changes.runs);
    return true;
  }

  function notificationRows(changes: StateChanges): void {
    const seen = new Set<string>();
    for (const record of engine.outbox.list()) {
      seen.add(record.id);
      const signature = deliverySignature(record);
      if (savedNotifications.get(record.id) === signature) continue;
      savedNotifications.set(record.id, signature);
      changes.notifications.push({ id: record.id, record: JSON.stringify(record) } satisfies NotificationRow);
    }
    for (const id of savedNotifications.keys())
      if (!seen.has(id)) {
        savedNotifications.delete(id);
        changes.removed_notifications.push(id);
      }
  }

  const tracker: ChangeTracker = {
    job: (jobId) => void dirtyJobs.add(jobId),
    ran(jobId) {
      dirtyJobs.add(jobId);
      notificationsDirty = true;
    },
    idempotencyKey: (scope, key) => void dirtyKeys.set(`${scope}\u0000${key}`, [scope, key]),
    notifications() {
      notificationsDirty = true;
    },
    reset() {
      everything = true;
    },
    markSaved(ran) {
      everything = false;
      notificationsDirty = false;
      dirtyJobs.clear();
      dirtyKeys.clear();
      // The meta values are written again once (a few small values): keys added at start are among them.
      for (const record of engine.outbox.list()) savedNotifications.set(record.id, deliverySignature(record));
      for (const jobId of ran) {
        const latest = engine.runtimeOf(jobId)?.last_run;
        if (latest) lastRun.set(jobId, latest.id);
      }
    },
    take() {
      const changes: StateChanges = {
        reset: everything,
        meta: {},
        jobs: [],
        removed_jobs: [],
        runs: [],
        keep_runs: state.historyLimit,
        notifications: [],
        removed_notifications: [],
        idempotency: [],
      };
      const meta = metaNow();
      for (const key of Object.keys(meta) as MetaKey[])
        if (everything || savedMeta[key] !== meta[key]) changes.meta[key] = savedMeta[key] = meta[key];
      if (everything) {
        lastRun.clear();
        savedNotifications.clear();
        for (const { job } of store.values()) jobRow(job.id, changes);
        for (const record of idempotency.snapshot(state.now()))
          changes.idempotency.push({
            scope: record.scope,
            key: record.key,
            first_used_at: record.firstUsedAt,
            record: JSON.stringify(record),
          });
        notificationRows(changes);
      } else {
        for (const jobId of dirtyJobs)
          if (!jobRow(jobId, changes)) {
            changes.removed_jobs.push(jobId);
            lastRun.delete(jobId);
          }
        for (const [scope, key] of dirtyKeys.values()) {
          const record = idempotency.get(scope, key);
          if (record?.answer)
            changes.idempotency.push({
              scope,
              key,
              first_used_at: record.firstUsedAt,
              record: JSON.stringify({ ...record, saving: undefined }),
            });
        }
        if (notificationsDirty) notificationRows(changes);
      }
      everything = false;
      notificationsDirty = false;
      dirtyJobs.clear();
      dirtyKeys.clear();
      return changes;
    },
    failed() {
      everything = true;
    },
  };
  return tracker;
}
