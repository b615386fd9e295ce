// The request journal (mock-control: listRequests): every service request with the contract
// violations found in it, so a partner sees what their client did wrong. Bounded, oldest dropped.
import type { components } from '../../generated/mock-control.ts';

export type JournalEntry = components['schemas']['JournalEntry'];
export type JournalViolation = components['schemas']['Violation'];

export const journalLimit = 1000;

export interface Journal {
  add(entry: JournalEntry): void;
  list(): JournalEntry[];
  clear(): void;
}

export function createJournal(limit = journalLimit): Journal {
  // A ring buffer: adding is O(1) however busy the mock is.
  const ring: (JournalEntry | undefined)[] = new Array(limit);
  let next = 0;
  let count = 0;
  return {
    add(entry) {
      ring[next] = entry;
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
  };
}
