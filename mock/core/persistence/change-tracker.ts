// What changed since the last write, for the persistence port (state-port.ts). Jobs are marked dirty by
// the jobs store (definitions) and the engine (onJobTouched: runs, due times); idempotency keys when
// completed; the small things (accounts, rules, the outbox's secrets and URLs) are compared as text; the
// notifications by their delivery state, only when runs or the control API may have changed them. A
// write that fails makes the next one a full rewrite, so the store never keeps a half-applied state.
import type { Accounts } from '../state/accounts.ts';
import type { IdempotencyStore } from '../state/idempotency.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import type { TestClocks } from '../state/test-clocks.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';
import { SavedNotifications, SavedRuns } from './saved-rows.ts';
import type { MetaKey, StateChanges } from './state-port.ts';

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

export function createChangeTracker(state: TrackedState): ChangeTracker {
  return new StateChangeTracker(state);
}

class StateChangeTracker implements ChangeTracker {
  private everything = true;
  private notificationsDirty = true;
  private readonly dirtyJobs = new Set<string>();
  private readonly dirtyKeys = new Map<string, [string, string]>();
  private readonly savedRuns = new SavedRuns();
  private readonly savedNotifications = new SavedNotifications();
  private readonly savedMeta: Partial<Record<MetaKey, string>> = {};

  private readonly state: TrackedState;

  constructor(state: TrackedState) {
    this.state = state;
  }

  job(jobId: string): void {
    this.dirtyJobs.add(jobId);
  }

  ran(jobId: string): void {
    this.dirtyJobs.add(jobId);
    this.notificationsDirty = true;
  }

  idempotencyKey(scope: string, key: string): void {
    this.dirtyKeys.set(`${scope}\u0000${key}`, [scope, key]);
  }

  notifications(): void {
    this.notificationsDirty = true;
  }

  reset(): void {
    this.everything = true;
  }

  failed(): void {
    this.everything = true;
  }

  markSaved(ran: Iterable<string>): void {
    const { engine } = this.state;
    this.clearMarks();
    // The meta values are written again once (a few small values): keys added at start are among them.
    this.savedNotifications.saved(engine.outbox.list());
    for (const jobId of ran) {
      const latest = engine.runtimeOf(jobId)?.last_run;
      if (latest) this.savedRuns.saved(jobId, latest.id);
    }
  }

  take(): StateChanges {
    const changes: StateChanges = {
      reset: this.everything,
      meta: {},
      jobs: [],
      removed_jobs: [],
      runs: [],
      keep_runs: this.state.historyLimit,
      notifications: [],
      removed_notifications: [],
      idempotency: [],
    };
    this.changedMeta(changes);
    if (this.everything) this.takeEverything(changes);
    else this.takeDirty(changes);
    this.clearMarks();
    return changes;
  }

  private clearMarks(): void {
    this.everything = false;
    this.notificationsDirty = false;
    this.dirtyJobs.clear();
    this.dirtyKeys.clear();
  }

  private changedMeta(changes: StateChanges): void {
    const { state } = this;
    const meta: Record<MetaKey, string> = {
      clock_ms: String(state.now()),
      runs_total: String(state.engine.runsTotal),
      accounts: JSON.stringify(state.accounts.snapshot()),
      rules: JSON.stringify(state.engine.rules.list()),
      outbox_settings: JSON.stringify(state.engine.outbox.settings()),
      test_clocks: JSON.stringify(state.testClocks.snapshot()),
    };
    for (const key of Object.keys(meta) as MetaKey[])
      if (this.everything || this.savedMeta[key] !== meta[key]) changes.meta[key] = this.savedMeta[key] = meta[key];
  }

  /** A full rewrite: every job with all its kept runs, every idempotency record, every notification. */
  private takeEverything(changes: StateChanges): void {
    const { store, idempotency, engine } = this.state;
    this.savedRuns.clear();
    this.savedNotifications.clear();
    for (const { job } of store.values()) this.jobRow(job.id, changes);
    for (const record of idempotency.snapshot(this.state.now()))
      changes.idempotency.push({
        scope: record.scope,
        key: record.key,
        first_used_at: record.firstUsedAt,
        record: JSON.stringify(record),
      });
    this.savedNotifications.changedRows(engine.outbox.list(), changes);
  }

  /** Only what was marked since the last write. */
  private takeDirty(changes: StateChanges): void {
    const { idempotency, engine } = this.state;
    for (const jobId of this.dirtyJobs)
      if (!this.jobRow(jobId, changes)) {
        changes.removed_jobs.push(jobId);
        this.savedRuns.forget(jobId);
      }
    for (const [scope, key] of this.dirtyKeys.values()) {
      const record = idempotency.get(scope, key);
      if (record?.answer)
        changes.idempotency.push({
          scope,
          key,
          first_used_at: record.firstUsedAt,
          record: JSON.stringify({ ...record, saving: undefined }),
        });
    }
    if (this.notificationsDirty) this.savedNotifications.changedRows(engine.outbox.list(), changes);
  }

  /** The job's row and its new runs; false when the job is gone. */
  private jobRow(jobId: string, changes: StateChanges): boolean {
    const { store, engine } = this.state;
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
    this.savedRuns.appendNew(jobId, engine.runRecords(jobId) ?? [], changes.runs);
    return true;
  }
}
