// What the store already holds of the rows that are not rewritten whole: the newest run stored per job
// (runs are appended, so a write sends only the runs made since) and each stored notification's delivery
// state (notifications are compared, so a write sends only the ones whose delivery moved).
import type { NotificationRecord } from '../notifications/outbox.ts';
import type { RunRecord } from '../simulator/runs/run-record.ts';
import type { StateChanges } from './state-port.ts';
import { runRow } from './stored-state.ts';

/** The newest run stored per job. */
export class SavedRuns {
  private readonly newest = new Map<string, string>();

  /** Appends to `into` the runs of `runs` (newest first) made since the newest one stored, oldest first. */
  appendNew(jobId: string, runs: readonly RunRecord[], into: StateChanges['runs']): void {
    const last = this.newest.get(jobId);
    let count = 0;
    while (count < runs.length && runs[count]!.id !== last) count++;
    for (let i = count - 1; i >= 0; i--) into.push(runRow(runs[i]!));
    if (runs.length > 0) this.newest.set(jobId, runs[0]!.id);
  }

  /** The store holds the job's runs up to `runId`. */
  saved(jobId: string, runId: string): void {
    this.newest.set(jobId, runId);
  }

  forget(jobId: string): void {
    this.newest.delete(jobId);
  }

  clear(): void {
    this.newest.clear();
  }
}

const deliverySignature = (record: NotificationRecord) =>
  `${record.delivery.state}|${record.delivery.attempts}|${record.delivery.next_attempt_at ?? ''}`;

/** The delivery state of each stored notification. */
export class SavedNotifications {
  private readonly signatures = new Map<string, string>();

  /** Puts into `changes` the notifications of `records` that are new or moved, and the ones gone. */
  changedRows(records: readonly NotificationRecord[], changes: StateChanges): void {
    const seen = new Set<string>();
    for (const record of records) {
      seen.add(record.id);
      const signature = deliverySignature(record);
      if (this.signatures.get(record.id) === signature) continue;
      this.signatures.set(record.id, signature);
      changes.notifications.push({ id: record.id, record: JSON.stringify(record) });
    }
    for (const id of this.signatures.keys())
      if (!seen.has(id)) {
        this.signatures.delete(id);
        changes.removed_notifications.push(id);
      }
  }

  /** The store holds `records` as they are now. */
  saved(records: readonly NotificationRecord[]): void {
    for (const record of records) this.signatures.set(record.id, deliverySignature(record));
  }

  clear(): void {
    this.signatures.clear();
  }
}
