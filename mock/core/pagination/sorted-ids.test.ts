import { describe, expect, test } from 'vitest';
import { createSortedIds } from './sorted-ids.ts';

describe('sorted ids', () => {
  const filled = (...ids: string[]) => {
    const list = createSortedIds();
    for (const id of ids) list.insert(id);
    return list;
  };

  test.each([
    ['the top page', undefined, 2, false, ['e', 'd'], true],
    ['after a present id', 'd', 2, false, ['c', 'b'], true],
    ['after an id that was removed', 'cc', 5, false, ['c', 'b', 'a'], false],
    ['the exact end', 'c', 2, false, ['b', 'a'], false],
    ['inclusive (the repeating fault)', 'd', 2, true, ['d', 'c'], true],
    ['after the smallest', 'a', 2, false, [], false],
  ] as const)('%s', (_case, before, limit, inclusive, ids, hasMore) => {
    expect(filled('c', 'a', 'e', 'b', 'd').pageDescending(before, limit, inclusive)).toEqual({ ids, hasMore });
  });

  test('insert is idempotent and remove forgets', () => {
    const list = filled('a', 'a', 'b');
    list.remove('a');
    list.remove('zz');
    expect(list.size).toBe(1);
    expect(list.pageDescending(undefined, 10).ids).toEqual(['b']);
  });
});
