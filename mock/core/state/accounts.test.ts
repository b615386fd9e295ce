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

test('a removed account, an adopted one and a rotated one are found by their keys as they are now', () => {
  const accounts = createAccounts(() => 0.5);
  const a = accounts.create('a', 'key-a');
  accounts.create('b', 'key-b');
  expect(accounts.remove(a.id)).toBe(true);
  expect(accounts.identify('key-a').account).toBeUndefined();
  expect(accounts.identify('key-b').account?.name).toBe('b');
  // An adopted account keeps a free id, takes a new one when its id is taken, and numbering goes on past both.
  expect(accounts.adopt({ id: 'acc_7', name: 'moved', api_key: 'key-m' }).id).toBe('acc_7');
  expect(accounts.adopt({ id: 'acc_2', name: 'clash', api_key: 'key-c' }).id).toBe('acc_8');
  expect(accounts.create('next').id).toBe('acc_9');
  expect(accounts.identify('key-m').account?.id).toBe('acc_7');
  const rotated = accounts.rotateKey('acc_7', (old, random) => `${old}.${random}`)!;
  expect(rotated.api_key).toMatch(/^key-m\.ck_[0-9a-f]{32}$/);
  expect(accounts.identify('key-m').account).toBeUndefined();
  expect(accounts.identify(rotated.api_key).account?.id).toBe('acc_7');
});

test('a removed account leaves no clock behind: one adopted later under its id is on no test clock', () => {
  const accounts = createAccounts(() => 0.5);
  const a = accounts.create('a', 'key-a', 'clk_1');
  expect(accounts.testClockOf(a.id)).toBe('clk_1');
  expect(accounts.remove(a.id)).toBe(true);
  expect(accounts.adopt({ id: a.id, name: 'moved', api_key: 'key-m' }).id).toBe(a.id);
  expect(accounts.testClockOf(a.id)).toBeUndefined();
});
