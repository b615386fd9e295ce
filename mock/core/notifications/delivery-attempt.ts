// One delivery attempt of a notification: sign the kept body with the account's secret, send it, and
// settle the delivery state from the answer (delivered, failed for good, or due again after the backoff).
import type { components as control } from '../../../generated/mock-control.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { DELIVERY_TIMEOUT_MS, MAX_ATTEMPTS, delayBeforeAttempt } from './backoff.ts';
import type { DeliveryAnswer, Sender } from './sender.ts';
import { signatureHeaders } from './standard-webhooks.ts';

type NotificationRecord = control['schemas']['Notification'];

/**
 * When the next attempt of `record` is due, counted from `fromMs`, with its delivery state set to match;
 * null when no attempt is left (the delivery has failed).
 */
export function nextAttemptAt(record: NotificationRecord, fromMs: number): number | null {
  const delivery = record.delivery;
  const delay = delayBeforeAttempt(delivery.attempts + 1);
  if (delay === null) {
    delivery.state = 'failed';
    delivery.next_attempt_at = null;
    return null;
  }
  delivery.state = 'pending';
  delivery.next_attempt_at = toTimestamp(fromMs + delay);
  return fromMs + delay;
}

/**
 * Makes the attempt due now (`attemptedAt`) and records it on `record`; answers whether another attempt
 * is to be scheduled (the answer was not a 2xx and attempts are left) and what the receiver said.
 */
export async function attemptDelivery(
  record: NotificationRecord,
  body: string,
  secret: string,
  sender: Sender,
  attemptedAt: number,
): Promise<{ retry: boolean; answer: DeliveryAnswer }> {
  const delivery = record.delivery;
  delivery.attempts++;
  delivery.next_attempt_at = null;
  const headers = await signatureHeaders(secret, record.id, Math.floor(attemptedAt / 1000), body);
  // A Sender reports failures as answers; one that throws anyway counts as no answer.
  const answer: DeliveryAnswer = await sender({
    url: delivery.url!,
    headers: { ...headers },
    body,
    timeoutMs: DELIVERY_TIMEOUT_MS,
  }).catch((error: unknown) => ({ status: null, error: error instanceof Error ? error.message : String(error) }));
  delivery.last_status = answer.status;
  delivery.last_headers = { ...headers };
  let retry = false;
  if (answer.status !== null && answer.status >= 200 && answer.status < 300) delivery.state = 'delivered';
  else if (delivery.attempts >= MAX_ATTEMPTS) delivery.state = 'failed';
  else retry = true;
  return { retry, answer };
}
