import { expect, test } from 'vitest';
import { createAccounts, keyFingerprint } from './accounts.ts';

test('authenticates by key, rotates, and never confuses keys of different lengths', async () => {
  const accounts = createAccounts(() => 0.5);
  const a = accounts.create('default', 'dev-key');
  accounts.create('other', 'dev-key-2');
  expect((await accounts.authenticate('dev-key'))?.id).toBe(a.id);
  expect(await accounts.authenticate('dev-ke')).toBeUndefined();
  expect(await accounts.authenticate('')).toBeUndefined();
  const rotated = accounts.rotateKey(a.id)!;
  expect(await accounts.authenticate('dev-key')).toBeUndefined();
  expect((await accounts.authenticate(rotated.api_key))?.id).toBe(a.id);
  expect(accounts.rotateKey('acc_404')).toBeUndefined();
});

test('the fingerprint is the first 8 hex digits of SHA-256', async () => {
  expect(await keyFingerprint('dev-key')).toMatch(/^[0-9a-f]{8}$/);
  expect(await keyFingerprint('dev-key')).not.toBe(await keyFingerprint('dev-key2'));
});
