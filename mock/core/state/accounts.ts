// Accounts and their API keys (seed §5). A key is looked up by comparing its SHA-256 with every
// account's in constant time, so neither timing nor length tells a caller how close a guess was.
import { sha256 as sha256Bytes } from '@noble/hashes/sha2.js';
import type { components } from '../../../generated/mock-control.ts';
import { equalInConstantTime } from '../primitives/constant-time.ts';
import { randomHex, type RandomSource } from '../primitives/random.ts';

export type Account = components['schemas']['Account'];

export interface Accounts {
  list(): Account[];
  /** `testClock`: the id of the test clock the account is on (state/test-clocks.ts); none by default. */
  create(name: string, apiKey?: string, testClock?: string): Account;
  /** Forgets the account (its key answers 401 from now on); false when there is none. */
  remove(id: string): boolean;
  /** The test clock the account is on; a map lookup, as the engine asks it for every job it touches. */
  testClockOf(id: string): string | undefined;
  rotateKey(id: string): Account | undefined;
  byId(id: string): Account | undefined;
  /** The account whose key is `key`, compared in constant time against all of them, and the key's fingerprint, from one hash. */
  identify(key: string): { account: Account | undefined; fingerprint: string };
  snapshot(): { accounts: Account[]; nextSequence: number };
}

// Synchronous SHA-256 (@noble/hashes): WebCrypto's digest is asynchronous and, in Node, hops to the
// thread pool — on every request, twice, it cost the mock a third of its throughput.
const encoder = new TextEncoder();
const sha256 = (text: string): Uint8Array => sha256Bytes(encoder.encode(text));

/** First 8 hex digits of the key's SHA-256: enough to tell keys apart in logs, useless to an attacker. */
export function keyFingerprint(key: string): string {
  return fingerprintOf(sha256(key));
}

const fingerprintOf = (hash: Uint8Array): string =>
  (((hash[0]! << 24) | (hash[1]! << 16) | (hash[2]! << 8) | hash[3]!) >>> 0).toString(16).padStart(8, '0');

interface Entry {
  account: Account;
  hash: Uint8Array;
}

export function createAccounts(
  random: RandomSource,
  initial?: { accounts: Account[]; nextSequence: number },
): Accounts {
  const entries: Entry[] = [];
  const clockOf = new Map<string, string>();
  let nextSequence = initial?.nextSequence ?? 1;
  const add = (account: Account) => {
    entries.push({ account, hash: sha256(account.api_key) });
    if (account.test_clock !== undefined) clockOf.set(account.id, account.test_clock);
  };
  for (const account of initial?.accounts ?? []) add({ ...account });

  const newKey = () => `ck_${randomHex(random, 16)}`;

  const find = (id: string) => entries.find((e) => e.account.id === id);

  const accounts: Accounts = {
    list: () => entries.map((e) => ({ ...e.account })),
    create(name, apiKey, testClock) {
      const account: Account = {
        id: `acc_${nextSequence++}`,
        name,
        api_key: apiKey ?? newKey(),
        ...(testClock !== undefined ? { test_clock: testClock } : {}),
      };
      add(account);
      return { ...account };
    },
    remove(id) {
      const at = entries.findIndex((e) => e.account.id === id);
      if (at < 0) return false;
      entries.splice(at, 1);
      clockOf.delete(id);
      return true;
    },
    testClockOf: (id) => clockOf.get(id),
    rotateKey(id) {
      const entry = find(id);
      if (!entry) return undefined;
      entry.account.api_key = newKey();
      entry.hash = sha256(entry.account.api_key);
      return { ...entry.account };
    },
    byId: (id) => {
      const entry = find(id);
      return entry ? { ...entry.account } : undefined;
    },
    identify(key) {
      const given = sha256(key);
      let match: Account | undefined;
      // No early exit: every account is compared, whatever matched.
      for (const entry of entries) if (equalInConstantTime(given, entry.hash)) match = entry.account;
      return { account: match ? { ...match } : undefined, fingerprint: fingerprintOf(given) };
    },
    snapshot: () => ({ accounts: entries.map((e) => ({ ...e.account })), nextSequence }),
  };
  return accounts;
}
