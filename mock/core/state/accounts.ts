// Accounts and their API keys (seed §5). A key is looked up by its SHA-256 digest, never by itself: the
// lookup's timing can tell a caller only how a guess's digest compares with the digests kept, and a
// digest says nothing about how close the guess was to a key, so neither timing nor length leaks one. One
// map lookup, whatever the number of accounts — a shard of a shared sandbox holds thousands
// (docs/sandbox.md, "Capacity"), and a compare against every account would grow every request with them.
import { sha256 as sha256Bytes } from '@noble/hashes/sha2.js';
import type { components } from '../../../generated/mock-control.ts';
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
  /** A new random key, or `keyFor(oldKey, randomKey)`'s when given (a key-scoped rotation keeps its routing part). */
  rotateKey(id: string, keyFor?: (oldKey: string, randomKey: string) => string): Account | undefined;
  /**
   * An account taken over from another mock (`POST /__mock/state`): its id kept when no account here has
   * it, otherwise a new `acc_N`; numbering continues past it either way, so no later id repeats one.
   */
  adopt(account: Omit<Account, 'id'> & { id?: string | undefined }): Account;
  byId(id: string): Account | undefined;
  /** The account whose key is `key`, found by the key's digest, and the key's fingerprint, from one hash. */
  identify(key: string): { account: Account | undefined; fingerprint: string };
  snapshot(): { accounts: Account[]; nextSequence: number };
}

// Synchronous SHA-256 (@noble/hashes): WebCrypto's digest is asynchronous and, in Node, hops to the
// thread pool, so every request would wait on it, twice, for a hash that takes far less than the hop.
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
  /** The key's SHA-256 as hex: the lookup's key. */
  digest: string;
}

const hexOf = (hash: Uint8Array): string => {
  let hex = '';
  for (const byte of hash) hex += (byte < 16 ? '0' : '') + byte.toString(16);
  return hex;
};

export function createAccounts(
  random: RandomSource,
  initial?: { accounts: Account[]; nextSequence: number },
): Accounts {
  // Oldest first, as listed; and the same entries by digest and by id.
  const entries: Entry[] = [];
  const byDigest = new Map<string, Entry>();
  const byId = new Map<string, Entry>();
  const clockOf = new Map<string, string>();
  let nextSequence = initial?.nextSequence ?? 1;
  const add = (account: Account) => {
    const entry = { account, digest: hexOf(sha256(account.api_key)) };
    entries.push(entry);
    byDigest.set(entry.digest, entry);
    byId.set(account.id, entry);
    if (account.test_clock !== undefined) clockOf.set(account.id, account.test_clock);
  };
  for (const account of initial?.accounts ?? []) add({ ...account });

  const newKey = () => `ck_${randomHex(random, 16)}`;

  const find = (id: string) => byId.get(id);

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
      const entry = byId.get(id);
      if (!entry) return false;
      entries.splice(entries.indexOf(entry), 1);
      byDigest.delete(entry.digest);
      byId.delete(id);
      clockOf.delete(id);
      return true;
    },
    testClockOf: (id) => clockOf.get(id),
    rotateKey(id, keyFor) {
      const entry = find(id);
      if (!entry) return undefined;
      byDigest.delete(entry.digest);
      entry.account.api_key = keyFor ? keyFor(entry.account.api_key, newKey()) : newKey();
      entry.digest = hexOf(sha256(entry.account.api_key));
      byDigest.set(entry.digest, entry);
      return { ...entry.account };
    },
    adopt(given) {
      const numbered = Number(/^acc_(\d+)$/.exec(given.id ?? '')?.[1] ?? 0);
      const id = given.id === undefined || find(given.id) ? `acc_${nextSequence++}` : given.id;
      nextSequence = Math.max(nextSequence, numbered + 1);
      const account: Account = { ...given, id };
      add(account);
      return { ...account };
    },
    byId: (id) => {
      const entry = find(id);
      return entry ? { ...entry.account } : undefined;
    },
    identify(key) {
      const given = sha256(key);
      const match = byDigest.get(hexOf(given))?.account;
      return { account: match ? { ...match } : undefined, fingerprint: fingerprintOf(given) };
    },
    snapshot: () => ({ accounts: entries.map((e) => ({ ...e.account })), nextSequence }),
  };
  return accounts;
}
