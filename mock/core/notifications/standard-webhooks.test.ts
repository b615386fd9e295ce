import { describe, expect, test } from 'vitest';
import { seededRandom } from '../primitives/random.ts';
import { generateSecret, secretKeyBytes, sign, signatureHeaders, verifySignature } from './standard-webhooks.ts';

// The reference vector of the Standard Webhooks libraries ("sign function works" in
// standard-webhooks/standard-webhooks libraries/javascript/src/webhook.test.ts).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signatures', () => {
  test('sign matches the reference test vector', async () => {
    expect(await sign(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  test('verifySignature accepts the reference vector, with or without the whsec_ prefix', async () => {
    const headers = {
      'webhook-id': VECTOR.id,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': VECTOR.signature,
    };
    expect(await verifySignature({ secret: VECTOR.secret, headers, body: VECTOR.body })).toEqual({ ok: true });
    expect(await verifySignature({ secret: VECTOR.secret.slice(6), headers, body: VECTOR.body })).toEqual({ ok: true });
    expect(await verifySignature({ secret: VECTOR.secret, headers: new Headers(headers), body: VECTOR.body })).toEqual({
      ok: true,
    });
  });

  const base = {
    'webhook-id': VECTOR.id,
    'webhook-timestamp': String(VECTOR.timestamp),
    'webhook-signature': VECTOR.signature,
  };
  const rows: [
    string,
    {
      headers: Record<string, string | undefined>;
      body?: string;
      secret?: string;
      nowSeconds?: number;
      reason: string;
    },
  ][] = [
    ['rejects a changed body', { headers: base, body: '{"test": 2432232315}', reason: 'no_match' }],
    [
      'rejects another secret',
      { headers: base, secret: `whsec_${btoa('another secret, 24 bytes')}`, reason: 'no_match' },
    ],
    ['rejects a changed id', { headers: { ...base, 'webhook-id': 'msg_other' }, reason: 'no_match' }],
    [
      'rejects a changed timestamp',
      { headers: { ...base, 'webhook-timestamp': String(VECTOR.timestamp + 1) }, reason: 'no_match' },
    ],
    ['rejects a missing signature', { headers: { ...base, 'webhook-signature': undefined }, reason: 'missing_header' }],
    ['rejects a partial signature', { headers: { ...base, 'webhook-signature': 'v1,' }, reason: 'no_match' }],
    [
      'rejects a v2 signature with the right bytes',
      { headers: { ...base, 'webhook-signature': VECTOR.signature.replace('v1,', 'v2,') }, reason: 'no_match' },
    ],
    [
      'rejects a non-numeric timestamp',
      { headers: { ...base, 'webhook-timestamp': 'hello' }, reason: 'bad_timestamp' },
    ],
    ['rejects a timestamp older than 5 min', { headers: base, nowSeconds: VECTOR.timestamp + 301, reason: 'stale' }],
    [
      'rejects a timestamp more than 5 min ahead',
      { headers: base, nowSeconds: VECTOR.timestamp - 301, reason: 'stale' },
    ],
  ];
  for (const [name, row] of rows) {
    test(name, async () => {
      const result = await verifySignature({
        secret: row.secret ?? VECTOR.secret,
        headers: row.headers,
        body: row.body ?? VECTOR.body,
        ...(row.nowSeconds !== undefined ? { nowSeconds: row.nowSeconds } : {}),
      });
      expect(result).toEqual({ ok: false, reason: row.reason });
    });
  }

  test('accepts when one of several signatures matches', async () => {
    const headers = {
      ...base,
      'webhook-signature': `v1,Ceo5qEr07ixe2NLpvHk3FH9bwy/WavXrAFQ/9tdO6mc= v2,abc ${VECTOR.signature}`,
    };
    expect(
      await verifySignature({ secret: VECTOR.secret, headers, body: VECTOR.body, nowSeconds: VECTOR.timestamp + 299 }),
    ).toEqual({ ok: true });
  });

  test('secrets are whsec_ + base64 of 24 random bytes; headers made with them verify', async () => {
    const secret = generateSecret(seededRandom(5));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(secretKeyBytes(secret)).toHaveLength(24);
    const headers = await signatureHeaders(secret, 'msg_01JD5ZQ3T9V8P6X4M2N1K0H7GF', 1764421860, '{"a":1}');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(await verifySignature({ secret, headers: { ...headers }, body: '{"a":1}', nowSeconds: 1764421860 })).toEqual(
      { ok: true },
    );
  });
});
