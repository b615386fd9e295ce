// Failure notifications: the outbox, Standard Webhooks signing and verification, the delivery port.
export { createOutbox } from './outbox.ts';
export type { NotificationRecord, Outbox, OutboxSnapshot, JobRunFailedNotification } from './outbox.ts';
export { RETRY_DELAYS_MS, MAX_ATTEMPTS, DELIVERY_TIMEOUT_MS } from './backoff.ts';
export { createFetchSender } from './sender.ts';
export type { Delivery, DeliveryAnswer, Sender } from './sender.ts';
export { generateSecret, sign, signatureHeaders, verifySignature } from './standard-webhooks.ts';
export type { VerifyResult, WebhookHeaders } from './standard-webhooks.ts';
