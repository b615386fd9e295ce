import { expect, test } from 'vitest';
import { createJournal } from './journal.ts';

const entry = (i: number) => ({ id: `req_${i}`, received_at: '2026-11-22T15:00:00.000Z', method: 'GET', path: '/v1/jobs', status: 200, key_fingerprint: null, violations: [] });

test('keeps the most recent entries, oldest first, and clears', () => {
  const journal = createJournal(3);
  for (let i = 1; i <= 5; i++) journal.add(entry(i));
  expect(journal.list().map((e) => e.id)).toEqual(['req_3', 'req_4', 'req_5']);
  journal.clear();
  expect(journal.list()).toEqual([]);
  journal.add(entry(6));
  expect(journal.list().map((e) => e.id)).toEqual(['req_6']);
});
