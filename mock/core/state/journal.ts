// The request journal (mock-control: listRequests): every service request with the contract
// violations found in it, so a partner sees what their client did wrong. Bounded, oldest dropped.
import type { components } from '../../../generated/mock-control.ts';

export type JournalEntry = components['schemas']['JournalEntry'];
export type JournalViolation = components['schemas']['Violation'];

export const journalLimit = 1000;
/** Longest path and violation detail an entry keeps (spec: JournalEntry); hostile paths run to 40 KB. */
export const journalPathChars = 2048;
export const journalDetailChars = 1024;

const cut = (text: string, limit: number): string => (text.length > limit ? `${text.slice(0, limit)}…` : text);

/** The entry as kept: long paths and details cut, so the ring's memory is bounded by its count. */
function bounded(entry: JournalEntry): JournalEntry {
  const long =
    entry.path.length > journalPathChars || entry.violations.some((v) => v.detail.length > journalDetailChars);
  if (!long) return entry;
  return {
    ...entry,
    path: cut(entry.path, journalPathChars),
    violations: entry.violations.map((v) =>
      v.detail.length > journalDetailChars ? { ...v, detail: cut(v.detail, journalDetailChars) } : v,
    ),
  };
}

export interface Journal {
  add(entry: JournalEntry): void;
  list(): JournalEntry[];
  clear(): void;
  /** Forgets one account's entries (a key-scoped reset); the others keep their order. */
  removeAccount(accountId: string): void;
}

/** `announce` hears of each entry with a violation, as kept (the event stream's `request.violations`). */
export function createJournal(limit = journalLimit, announce?: (entry: JournalEntry) => void): Journal {
  // A ring buffer: adding is O(1) however busy the mock is.
  const ring: (JournalEntry | undefined)[] = new Array(limit);
  let next = 0;
  let count = 0;
  const journal: Journal = {
    add(entry) {
      const kept = bounded(entry);
      ring[next] = kept;
      if (announce && kept.violations.length > 0) announce(kept);
      next = (next + 1) % limit;
      count = Math.min(count + 1, limit);
    },
    list() {
      const out: JournalEntry[] = [];
      for (let i = 0; i < count; i++) out.push(ring[(next - count + i + limit) % limit]!);
      return out;
    },
    clear() {
      ring.fill(undefined);
      next = 0;
      count = 0;
    },
    removeAccount(accountId) {
      const kept = journal.list().filter((entry) => entry.account_id !== accountId);
      journal.clear();
      for (const entry of kept) {
        ring[next] = entry;
        next = (next + 1) % limit;
      }
      count = kept.length;
    },
  };
  return journal;
}
