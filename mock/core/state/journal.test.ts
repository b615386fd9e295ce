import { expect, test } from 'vitest';
import { createJournal, journalDetailChars, journalPathChars } from './journal.ts';

const entry = (i: number) => ({
  id: `req_${i}`,
  received_at: '2026-11-22T15:00:00.000Z',
  method: 'GET',
  path: '/v1/jobs',
  status: 200,
  key_fingerprint: null,
  violations: [],
});

test('keeps the most recent entries, oldest first, and clears', () => {
  const journal = createJournal(3);
  for (let i = 1; i <= 5; i++) journal.add(entry(i));
  expect(journal.list().map((e) => e.id)).toEqual(['req_3', 'req_4', 'req_5']);
  journal.clear();
  expect(journal.list()).toEqual([]);
  journal.add(entry(6));
  expect(journal.list().map((e) => e.id)).toEqual(['req_6']);
});

test.each([
  ['a short path and detail are kept as they are', 10, 10, 10, 10],
  ['a path of exactly the limit is kept', journalPathChars, 10, journalPathChars, 10],
  ['a path over the limit is cut and marked', 40_000, 10, journalPathChars + 1, 10],
  ['a detail over the limit is cut and marked', 10, 5_000, 10, journalDetailChars + 1],
])('%s', (_name, pathChars, detailChars, keptPath, keptDetail) => {
  const journal = createJournal(3);
  const path = `/${'p'.repeat(pathChars - 1)}`;
  journal.add({ ...entry(1), path, violations: [{ rule: 'route', detail: 'd'.repeat(detailChars) }] });
  const [kept] = journal.list();
  expect(kept!.path).toHaveLength(keptPath);
  expect(kept!.violations[0]!.detail).toHaveLength(keptDetail);
  if (keptPath > pathChars || keptPath < pathChars) expect(kept!.path.endsWith('…')).toBe(true);
  else expect(kept!.path).toBe(path);
});

test('announces each entry with a violation, as kept (cut), and no other', () => {
  const heard: string[] = [];
  const journal = createJournal(3, (kept) => heard.push(`${kept.id} ${kept.violations[0]!.detail.length}`));
  journal.add(entry(1));
  journal.add({ ...entry(2), violations: [{ rule: 'schema', side: 'client', detail: 'x'.repeat(5_000) }] });
  expect(heard).toEqual([`req_2 ${journalDetailChars + 1}`]);
});
