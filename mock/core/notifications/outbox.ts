// The failure-notification outbox (mock-control `GET /__mock/notifications`): every `jobRunFailed`
// notification with its delivery state, the per-account `whsec_` secrets, the notify URLs, and the
// delivery attempts with the spec's backoff. It owns no timer: it asks a Timeline (the simulator's one
// queue) to call `attempt(slot)` when an attempt is due, so a virtual clock advance performs due
// deliveries in time order, interleaved with runs.

import type { components } from '../../../generated/openapi.ts';
import type { components as control } from '../../../generated/mock-control.ts';
import { toTimestamp } from '../primitives/clock.ts';
import type { RandomSource } from '../primitives/random.ts';
import { createIdGenerator } from '../primitives/ulid.ts';
import { attemptDelivery, nextAttemptAt } from './delivery-attempt.ts';
import { NotifySettings, type NotifySettingsSnapshot } from './notify-settings.ts';
import type { Sender } from './sender.ts';

export type JobRunFailedNotification = components['schemas']['JobRunFailedNotification'];
export type NotificationRecord = control['schemas']['Notification'];
export type DeliveryState = control['schemas']['DeliveryState'];

/** Where the outbox asks to be called back: `at(slot, ms)` replaces any earlier request for that slot. */
export interface Timeline {
  /** `accountId`: whose notification it is, as each account's clock has its own queue (clock-lanes.ts). */
  at(slot: number, dueMs: number, accountId: string): void;
  cancel(slot: number, accountId: string): void;
}

export interface OutboxOptions {
  now: () => number;
  /** The time on the account's clock (a test clock's, or `now`'s); `now` when absent. */
  nowFor?: (accountId: string) => number;
  random: RandomSource;
  timeline: Timeline;
  /** Absent: notifications are recorded, never sent. */
  sender?: Sender;
  /** The `--notify-url` flag: used for accounts without their own URL. */
  defaultNotifyUrl?: string | null;
  /** How many settled notifications are kept (pending ones are never dropped). */
  retention?: number;
  onDelivery?: (notification: NotificationRecord, answer: { status: number | null; error?: string }) => void;
}

export interface OutboxSnapshot extends NotifySettingsSnapshot {
  notifications: NotificationRecord[];
  /** Signed bodies by notification id, so a restored outbox sends the exact bytes it would have. */
  bodies: [string, string][];
}

export interface Outbox {
  /** Records a notification for `accountId`; when a notify URL applies, its first attempt is due now. */
  record(accountId: string, payload: JobRunFailedNotification): NotificationRecord;
  /** Performs the attempt due for `slot` (called by the simulator's queue). */
  attempt(slot: number): Promise<void>;
  /** Every kept notification, oldest first (records are live: copy before handing out). */
  list(): NotificationRecord[];
  /** The account's `whsec_` secret, made on first use. */
  secretFor(accountId: string): string;
  rotateSecret(accountId: string): string;
  /** The account's own URL (null: explicitly none), or undefined to fall back to the default. */
  setNotifyUrl(accountId: string, url: string | null | undefined): void;
  notifyUrlFor(accountId: string): string | null;
  /** The account has a URL of its own (or an explicit none), rather than the default. */
  hasOwnNotifyUrl(accountId: string): boolean;
  /** The account's secret has been made (shown or used). */
  hasSecret(accountId: string): boolean;
  /** Drops every notification (mock reset); secrets and URLs stay with the accounts. */
  clear(): void;
  /** An account was deleted: its notifications, secret and notify URL go. */
  removeAccount(accountId: string): void;
  /** Drops the account's notifications (pending deliveries included) and keeps its secret and notify URL. */
  clearAccount(accountId: string): void;
  /** Signs the account's notifications with `secret` from now on (an account taken over from another mock). */
  useSecret(accountId: string, secret: string): void;
  snapshot(): OutboxSnapshot;
  /** The snapshot without its notifications: secrets and notify URLs. */
  settings(): Omit<OutboxSnapshot, 'notifications' | 'bodies'>;
  restore(saved: OutboxSnapshot): void;
}

interface Entry {
  record: NotificationRecord;
  body: string;
  slot: number;
}

export function createOutbox(options: OutboxOptions): Outbox {
  return new NotificationOutbox(options);
}

/** The kept notifications by slot, with the account settings their deliveries use (notify-settings.ts). */
class NotificationOutbox implements Outbox {
  private readonly options: OutboxOptions;
  private readonly retention: number;
  private readonly nextId: () => string;
  private readonly accounts: NotifySettings;
  // Insertion-ordered: oldest first, and dropping the oldest settled one is O(1) in the usual case.
  private readonly bySlot = new Map<number, Entry>();
  private nextSlot = 0;

  constructor(options: OutboxOptions) {
    this.options = options;
    this.retention = options.retention ?? 10_000;
    this.nextId = createIdGenerator('msg', options.now, options.random);
    this.accounts = new NotifySettings(options.random, options.defaultNotifyUrl);
  }

  record(accountId: string, payload: JobRunFailedNotification): NotificationRecord {
    const now = this.nowFor(accountId);
    const url = this.options.sender ? this.accounts.notifyUrlFor(accountId) : null;
    const record: NotificationRecord = {
      id: this.nextId(),
      account_id: accountId,
      created_at: toTimestamp(now),
      payload,
      delivery: { state: 'recorded', attempts: 0, url, last_status: null, next_attempt_at: null },
    };
    const entry: Entry = { record, body: JSON.stringify(payload), slot: this.nextSlot++ };
    this.bySlot.set(entry.slot, entry);
    if (url !== null) {
      this.accounts.secretFor(accountId);
      this.scheduleNext(entry, now);
    }
    this.trim();
    return record;
  }

  async attempt(slot: number): Promise<void> {
    const entry = this.bySlot.get(slot);
    const sender = this.options.sender;
    if (entry?.record.delivery.state !== 'pending' || !sender) return;
    const { record, body } = entry;
    const attemptedAt = this.nowFor(record.account_id);
    const secret = this.accounts.secretFor(record.account_id);
    const { retry, answer } = await attemptDelivery(record, body, secret, sender, attemptedAt);
    // Backoff counts from when this attempt was made (the clock does not move during it in virtual mode).
    if (retry) this.scheduleNext(entry, attemptedAt);
    this.options.onDelivery?.(
      record,
      answer.status === null ? { status: null, error: answer.error } : { status: answer.status },
    );
    this.trim();
  }

  list(): NotificationRecord[] {
    return [...this.bySlot.values()].map((entry) => entry.record);
  }

  secretFor(accountId: string): string {
    return this.accounts.secretFor(accountId);
  }

  rotateSecret(accountId: string): string {
    return this.accounts.rotateSecret(accountId);
  }

  setNotifyUrl(accountId: string, url: string | null | undefined): void {
    this.accounts.setNotifyUrl(accountId, url);
  }

  notifyUrlFor(accountId: string): string | null {
    return this.accounts.notifyUrlFor(accountId);
  }

  hasOwnNotifyUrl(accountId: string): boolean {
    return this.accounts.hasOwnNotifyUrl(accountId);
  }

  hasSecret(accountId: string): boolean {
    return this.accounts.hasSecret(accountId);
  }

  useSecret(accountId: string, secret: string): void {
    this.accounts.useSecret(accountId, secret);
  }

  clear(): void {
    for (const entry of this.bySlot.values()) this.options.timeline.cancel(entry.slot, entry.record.account_id);
    this.bySlot.clear();
  }

  clearAccount(accountId: string): void {
    for (const entry of this.bySlot.values())
      if (entry.record.account_id === accountId) {
        this.options.timeline.cancel(entry.slot, accountId);
        this.bySlot.delete(entry.slot);
      }
  }

  removeAccount(accountId: string): void {
    this.clearAccount(accountId);
    this.accounts.forget(accountId);
  }

  snapshot(): OutboxSnapshot {
    const entries = [...this.bySlot.values()];
    return {
      notifications: entries.map((entry) => structuredClone(entry.record)),
      bodies: entries.map((entry): [string, string] => [entry.record.id, entry.body]),
      ...this.settings(),
    };
  }

  settings(): NotifySettingsSnapshot {
    return this.accounts.snapshot();
  }

  restore(saved: OutboxSnapshot): void {
    this.clear();
    this.accounts.restore(saved);
    const bodies = new Map(saved.bodies);
    for (const record of saved.notifications) {
      const entry: Entry = {
        record: structuredClone(record),
        body: bodies.get(record.id) ?? JSON.stringify(record.payload),
        slot: this.nextSlot++,
      };
      this.bySlot.set(entry.slot, entry);
      const delivery = entry.record.delivery;
      if (delivery.state === 'pending') {
        // An attempt that was in flight when the state was saved is due again right away.
        const due =
          delivery.next_attempt_at == null ? this.nowFor(record.account_id) : Date.parse(delivery.next_attempt_at);
        delivery.next_attempt_at = toTimestamp(due);
        this.options.timeline.at(entry.slot, due, record.account_id);
      }
    }
  }

  private nowFor(accountId: string): number {
    return this.options.nowFor ? this.options.nowFor(accountId) : this.options.now();
  }

  private scheduleNext(entry: Entry, fromMs: number): void {
    const due = nextAttemptAt(entry.record, fromMs);
    if (due !== null) this.options.timeline.at(entry.slot, due, entry.record.account_id);
  }

  /** Drops the oldest settled notifications beyond the retention. */
  private trim(): void {
    let excess = this.bySlot.size - this.retention;
    if (excess <= 0) return;
    for (const entry of this.bySlot.values()) {
      if (excess <= 0) break;
      if (entry.record.delivery.state === 'pending') continue;
      this.bySlot.delete(entry.slot);
      excess--;
    }
  }
}
