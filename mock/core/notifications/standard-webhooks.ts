// Standard Webhooks signatures (the spec's `webhooks.jobRunFailed`): headers `webhook-id`,
// `webhook-timestamp` (Unix seconds) and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of
// `{id}.{timestamp}.{body}`, keyed by the base64-decoded part of a `whsec_` secret.
// Web Crypto only, so it runs in the core, in a browser (MSW) and in a user's receiver alike.
// @see https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md

import type { RandomSource } from '../primitives/random.ts';

export const SECRET_PREFIX = 'whsec_';
/** Receivers reject timestamps further than this from their clock (the spec's 5 min tolerance). */
export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The key bytes of a secret: base64 after the `whsec_` prefix (the prefix is optional, as in the libraries). */
export function secretKeyBytes(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (encoded.length === 0) throw new RangeError('empty webhook secret');
  return fromBase64(encoded);
}

/** A new `whsec_` secret of `byteLength` random bytes (24 bytes = 192 bits, as the reference libraries make). */
export function generateSecret(random: RandomSource, byteLength = 24): string {
  const bytes = new Uint8Array(byteLength);
  random(bytes);
  return SECRET_PREFIX + toBase64(bytes);
}

const importKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', secretKeyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

const signedContent = (id: string, timestamp: number | string, body: string) =>
  new TextEncoder().encode(`${id}.${timestamp}.${body}`);

/** The `webhook-signature` value (`v1,…`) of one message. */
export async function sign(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = await importKey(secret, 'sign');
  const mac = await crypto.subtle.sign('HMAC', key, signedContent(id, timestampSeconds, body));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The three headers of a delivery attempt made at `timestampSeconds`. */
export async function signatureHeaders(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): Promise<WebhookHeaders> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': await sign(secret, id, timestampSeconds, body),
  };
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'missing_header' | 'bad_timestamp' | 'stale' | 'no_match' };

/**
 * Checks a received message the way a receiver does. Deliberately a separate path from `sign`: it lets
 * Web Crypto verify each candidate MAC (a constant-time comparison) instead of signing again and
 * comparing strings, so a bug in the signer is not mirrored here. Accepts several space-separated
 * signatures and ignores versions other than `v1`, as the Standard Webhooks libraries do.
 */
export async function verifySignature(input: {
  secret: string;
  headers: Record<string, string | undefined> | Headers;
  body: string;
  /** The receiver's clock, Unix seconds; omit to skip the freshness check (stored messages, tests). */
  nowSeconds?: number;
  toleranceSeconds?: number;
}): Promise<VerifyResult> {
  const read = (name: string): string | undefined =>
    input.headers instanceof Headers ? (input.headers.get(name) ?? undefined) : input.headers[name];
  const id = read('webhook-id');
  const timestamp = read('webhook-timestamp');
  const signatures = read('webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing_header' };
  if (!/^[0-9]{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad_timestamp' };
  if (input.nowSeconds !== undefined) {
    const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    if (Math.abs(input.nowSeconds - Number(timestamp)) > tolerance) return { ok: false, reason: 'stale' };
  }
  const key = await importKey(input.secret, 'verify');
  const content = signedContent(id, timestamp, input.body);
  for (const candidate of signatures.split(' ')) {
    const [version, encoded] = candidate.split(',', 2);
    if (version !== 'v1' || !encoded) continue;
    let mac: Uint8Array<ArrayBuffer>;
    try {
      mac = fromBase64(encoded);
    } catch {
      continue;
    }
    if (await crypto.subtle.verify('HMAC', key, mac, content)) return { ok: true };
  }
  return { ok: false, reason: 'no_match' };
}
