// Faults of Idempotency-Key handling.
import { buffer, isCreate, jsonOf, problemAnswer, type Fault } from './fault.ts';

/** The header is dropped: a retried create makes a second job. */
export const idempotencyIgnored: Fault = (handle) => async (request) => {
  if (!isCreate(request) || !request.headers.has('Idempotency-Key')) return handle(request);
  const sent = await buffer(request);
  return handle(sent.again({ headers: (h) => h.delete('Idempotency-Key') }));
};

/**
 * "The same body" is the same text of JSON, not the same JSON value: a retry with the fields in another
 * order, which the core replays, is refused as a different body.
 */
export const idempotencyOrderSensitive: Fault = (handle) => {
  const first = new Map<string, string>();
  return async (request) => {
    const idempotencyKey = request.headers.get('Idempotency-Key');
    if (!isCreate(request) || idempotencyKey === null) return handle(request);
    const sent = await buffer(request);
    const answer = await handle(sent.again());
    const scope = `${request.headers.get('X-API-Key')}\n${idempotencyKey}`;
    const text = JSON.stringify(sent.json);
    if (answer.status >= 300) return answer;
    if (!first.has(scope)) first.set(scope, text);
    if (answer.headers.get('Idempotency-Replayed') !== 'true' || first.get(scope) === text) return answer;
    return problemAnswer('idempotencyMismatch', 'This Idempotency-Key was first used with a different body.', [
      { pointer: '', detail: 'differs from the body first sent with this Idempotency-Key' },
    ]);
  };
};

async function digest(text: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A key over 255 characters is taken (as its digest, so distinct long keys stay distinct) instead of refused. */
export const idempotencyKeyUnbounded: Fault = (handle) => async (request) => {
  const key = request.headers.get('Idempotency-Key');
  if (key === null || key.length <= 255) return handle(request);
  const sent = await buffer(request);
  const answer = await handle(sent.again());
  const errors: Array<{ parameter?: string; detail: string }> =
    answer.status === 400 ? ((await jsonOf(answer))?.errors ?? []) : [];
  const onlyLength =
    errors.length > 0 && errors.every((e) => e.parameter === 'Idempotency-Key' && /at most/.test(e.detail));
  if (!onlyLength) return answer;
  const hashed = await digest(key);
  return handle(sent.again({ headers: (h) => h.set('Idempotency-Key', hashed) }));
};
