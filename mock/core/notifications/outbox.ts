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
import { DELIVERY_TIMEOUT_MS, MAX_ATTEMPTS, delayBeforeAttempt } from './backoff.ts';
import type { DeliveryAnswer, Sender } from './sender.ts';
import { generateSecret, signatureHeaders } from './standard-webhooks.ts';

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

export interface OutboxSnapshot {
  notifications: NotificationRecord[];
  /** Signed bodies by notification id, so a restored outbox sends the exact bytes it would have. */
  bodies: [string, string][];
  secrets: [string, string][];
  notify_urls: [string, string | null][];
  default_notify_url: string | null;
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
  const retention = options.retention ?? 10_000;
  const nowFor = options.nowFor ?? (() => options.now());
  const nextId = createIdGenerator('msg', options.now, options.random);
  const secrets = new Map<string, string>();
  const notifyUrls = new Map<string, string | null>();
  let defaultUrl = options.defaultNotifyUrl ?? null;
  // Insertion-ordered: oldest first, and dropping the oldest settled one is O(1) in the usual case.
  const bySlot = new Map<number, Entry>();
  let nextSlot = 0;

  const secretFor = (accountId: string): string => {
    let secret = secrets.get(accountId);
    if (secret === undefined) {
      secret = generateSecret(options.random);
      secrets.set(accountId, secret);
    }
    return secret;
  };
  const notifyUrlFor = (accountId: string): string | null =>
    notifyUrls.has(accountId) ? notifyUrls.get(accountId)! : defaultUrl;

  function track(entry: Entry): void {
    bySlot.set(entry.slot, entry);
  }

  /** Drops the oldest settled notifications beyond the retention. */
  function trim(): void {
    let excess = bySlot.size - retention;
    if (excess <= 0) return;
    for (const entry of bySlot.values()) {
      if (excess <= 0) break;
      if (entry.record.delivery.state === 'pending') continue;
      bySlot.delete(entry.slot);
      excess--;
    }
  }

  function scheduleNext(entry: Entry, fromMs: number): void {
    const delivery = entry.record.delivery;
    const delay = delayBeforeAttempt(delivery.attempts + 1);
    if (delay === null) {
      delivery.state = 'failed';
      delivery.next_attempt_at = null;
      return;
    }
    delivery.state = 'pending';
    delivery.next_attempt_at = toTimestamp(fromMs + delay);
    options.timeline.at(entry.slot, fromMs + delay, entry.record.account_id);
  }

  const outbox: Outbox = {
    record(accountId, payload) {
      const now = nowFor(accountId);
      const url = options.sender ? notifyUrlFor(accountId) : null;
      const record: NotificationRecord = {
        id: nextId(),
        account_id: accountId,
        created_at: toTimestamp(now),
        payload,
        delivery: { state: 'recorded', attempts: 0, url, last_status: null, next_attempt_at: null },
      };
      const entry: Entry = { record, body: JSON.stringify(payload), slot: nextSlot++ };
      track(entry);
      if (url !== null) {
        secretFor(accountId);
        scheduleNext(entry, now);
      }
      trim();
      return record;
    },

    async attempt(slot) {
      const entry = bySlot.get(slot);
      const sender = options.sender;
      if (entry?.record.delivery.state !== 'pending' || !sender) return;
      const delivery = entry.record.delivery;
      const url = delivery.url!;
      const attemptedAt = nowFor(entry.record.account_id);
      delivery.attempts++;
      delivery.next_attempt_at = null;
      const headers = await signatureHeaders(
        secretFor(entry.record.account_id),
        entry.record.id,
        Math.floor(attemptedAt / 1000),
        entry.body,
      );
      // A Sender reports failures as answers; one that throws anyway counts as no answer.
      const answer: DeliveryAnswer = await sender({
        url,
        headers: { ...headers },
        body: entry.body,
        timeoutMs: DELIVERY_TIMEOUT_MS,
      }).catch((error: unknown) => ({ status: null, error: error instanceof Error ? error.message : String(error) }));
      delivery.last_status = answer.status;
      delivery.last_headers = { ...headers };
      if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
        delivery.state = 'delivered';
      } else if (delivery.attempts >= MAX_ATTEMPTS) {
        delivery.state = 'failed';
      } else {
        // Backoff counts from when this attempt was made (the clock does not move during it in virtual mode).
        scheduleNext(entry, attemptedAt);
      }
      options.onDelivery?.(
        entry.record,
        answer.status === null ? { status: null, error: answer.error } : { status: answer.status },
      );
      trim();
    },

    list: () => [...bySlot.values()].map((entry) => entry.record),
    secretFor,
    rotateSecret(accountId) {
      secrets.delete(accountId);
      return secretFor(accountId);
    },
    setNotifyUrl(accountId, url) {
      if (url === undefined) notifyUrls.delete(accountId);
      else notifyUrls.set(accountId, url);
    },
    notifyUrlFor,
    hasOwnNotifyUrl: (accountId) => notifyUrls.has(accountId),
    hasSecret: (accountId) => secrets.has(accountId),
    clear() {
      for (const entry of bySlot.values()) options.timeline.cancel(entry.slot, entry.record.account_id);
      bySlot.clear();
    },
    clearAccount(accountId) {
      for (const entry of bySlot.values())
        if (entry.record.account_id === accountId) {
          options.timeline.cancel(entry.slot, accountId);
          bySlot.delete(entry.slot);
        }
    },
    useSecret(accountId, secret) {
      secrets.set(accountId, secret);
    },
    removeAccount(accountId) {
      outbox.clearAccount(accountId);
      secrets.delete(accountId);
      notifyUrls.delete(accountId);
    },
    snapshot() {
      return {
        notifications: [...bySlot.values()].map((entry) => structuredClone(entry.record)),
        bodies: [...bySlot.values()].map((entry): [string, string] => [entry.record.id, entry.body]),
        ...outbox.settings(),
      };
    },
    settings: () => ({ secrets: [...secrets], notify_urls: [...notifyUrls], default_notify_url: defaultUrl }),
    restore(saved) {
      outbox.clear();
      secrets.clear();
      for (const [account, secret] of saved.secrets) secrets.set(account, secret);
      notifyUrls.clear();
      for (const [account, url] of saved.notify_urls) notifyUrls.set(account, url);
      // The flag of this start wins (null included: started without --notify-url); only an engine made
      // without an opinion keeps the saved default.
      defaultUrl = options.defaultNotifyUrl !== undefined ? options.defaultNotifyUrl : saved.default_notify_url;
      const bodies = new Map(saved.bodies);
      for (const record of saved.notifications) {
        const entry: Entry = {
          record: structuredClone(record),
          body: bodies.get(record.id) ?? JSON.stringify(record.payload),
          slot: nextSlot++,
        };
        track(entry);
        const delivery = entry.record.delivery;
        if (delivery.state === 'pending') {
          // An attempt that was in flight when the state was saved is due again right away.
          const due =
            delivery.next_attempt_at == null ? nowFor(record.account_id) : Date.parse(delivery.next_attempt_at);
          delivery.next_attempt_at = toTimestamp(due);
          options.timeline.at(entry.slot, due, record.account_id);
        }
      }
    },
  };
  return outbox;
}
