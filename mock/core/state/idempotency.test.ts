import { describe, expect, test } from 'vitest';
import { bodyFingerprint, createIdempotencyStore, idempotencyLifetimeMs } from './idempotency.ts';

const answer = { status: 201, headers: {}, body: '{}' };

describe('idempotency store', () => {
  test('new → in flight → (answer being saved: still in flight) → replay; another body is a mismatch', () => {
    const store = createIdempotencyStore();
    expect(store.begin('acc', 'k', 'f1', 0)).toEqual({ kind: 'new' });
    expect(store.begin('acc', 'k', 'f1', 1)).toEqual({ kind: 'in-flight' });
    store.complete('acc', 'k', answer);
    expect(store.begin('acc', 'k', 'f1', 1)).toEqual({ kind: 'in-flight' });
    expect(store.snapshot(1)).toEqual([{ scope: 'acc', key: 'k', fingerprint: 'f1', firstUsedAt: 0, answer }]);
    store.saved('acc', 'k');
    expect(store.begin('acc', 'k', 'f1', 2)).toEqual({ kind: 'replay', answer });
    expect(store.begin('acc', 'k', 'f2', 3)).toEqual({ kind: 'mismatch' });
    expect(store.begin('other', 'k', 'f2', 3)).toEqual({ kind: 'new' });
  });

  test('an abandoned key can be used again, even once answered; an expired one starts afresh', () => {
    const store = createIdempotencyStore();
    store.begin('acc', 'k', 'f1', 0);
    store.complete('acc', 'k', answer);
    store.abandon('acc', 'k');
    expect(store.begin('acc', 'k', 'f2', 0)).toEqual({ kind: 'new' });
    store.complete('acc', 'k', answer);
    expect(store.begin('acc', 'k', 'f3', idempotencyLifetimeMs)).toEqual({ kind: 'new' });
  });

  test('the snapshot keeps completed, unexpired records only', () => {
    const store = createIdempotencyStore();
    store.begin('acc', 'done', 'f', 0);
    store.complete('acc', 'done', answer);
    store.begin('acc', 'pending', 'f', 0);
    expect(store.snapshot(1).map((r) => r.key)).toEqual(['done']);
    expect(store.snapshot(idempotencyLifetimeMs)).toEqual([]);
  });

  test("removing a scope (an account or a test clock deleted) forgets that scope's keys, and only those", () => {
    const store = createIdempotencyStore();
    for (const scope of ['gone', 'kept']) {
      store.begin(scope, 'k', 'f', 0);
      store.complete(scope, 'k', answer);
      store.saved(scope, 'k');
    }
    store.removeScope('gone');
    expect(store.begin('kept', 'k', 'f', 1)).toEqual({ kind: 'replay', answer });
    expect(store.begin('gone', 'k', 'f', 1)).toEqual({ kind: 'new' });
  });

  test('the fingerprint ignores key order but not values', () => {
    expect(bodyFingerprint({ a: 1, b: { c: 2, d: 3 } })).toBe(bodyFingerprint({ b: { d: 3, c: 2 }, a: 1 }));
    expect(bodyFingerprint({ a: 1 })).not.toBe(bodyFingerprint({ a: 2 }));
  });
});
