import { expect, test } from 'vitest';
import { createAccounts, keyFingerprint } from './accounts.ts';

test('authenticates by key, rotates, and never confuses keys of different lengths', async () => {
  const accounts = createAccounts(() => 0.5);
  const a = accounts.create('default', 'dev-key');
  accounts.create('other', 'dev-key-2');
  expect(accounts.identify('dev-key').account?.id).toBe(a.id);
  expect(accounts.identify('dev-ke').account).toBeUndefined();
  expect(accounts.identify('').account).toBeUndefined();
  const rotated = accounts.rotateKey(a.id)!;
  expect(accounts.identify('dev-key').account).toBeUndefined();
  expect(accounts.identify(rotated.api_key).account?.id).toBe(a.id);
  expect(accounts.rotateKey('acc_404')).toBeUndefined();
});

test('the fingerprint is the first 8 hex digits of SHA-256', async () => {
  expect(keyFingerprint('dev-key')).toMatch(/^[0-9a-f]{8}$/);
  expect(keyFingerprint('dev-key')).not.toBe(keyFingerprint('dev-key2'));
});
