import { describe, expect, test } from 'vitest';
import { createSortedIds } from './sorted-ids.ts';

describe('sorted ids', () => {
  const filled = (...ids: string[]) => {
    const list = createSortedIds();
    for (const id of ids) list.insert(id);
    return list;
  };

  test.each([
    ['the top page', undefined, 2, ['e', 'd'], true],
    ['after a present id', 'd', 2, ['c', 'b'], true],
    ['after an id that was removed', 'cc', 5, ['c', 'b', 'a'], false],
    ['the exact end', 'c', 2, ['b', 'a'], false],
    ['after the smallest', 'a', 2, [], false],
  ] as const)('%s', (_case, before, limit, ids, hasMore) => {
    expect(filled('c', 'a', 'e', 'b', 'd').pageDescending(before, limit)).toEqual({ ids, hasMore });
  });

  test('insert is idempotent and remove forgets', () => {
    const list = filled('a', 'a', 'b');
    list.remove('a');
    list.remove('zz');
    expect(list.size).toBe(1);
    expect(list.pageDescending(undefined, 10).ids).toEqual(['b']);
  });
});
