// Ids kept in ascending order, paged newest first by binary search. A page costs O(log n + limit)
// whatever the number of ids, and a cursor whose id was deleted meanwhile still finds its place.

export interface SortedIds {
  readonly size: number;
  insert(id: string): void;
  remove(id: string): void;
  /** Up to `limit` ids below `before` (or from the top), descending. */
  pageDescending(before: string | undefined, limit: number): { ids: string[]; hasMore: boolean };
}

/** Index of the first element not less than `id`. */
function lowerBound(items: readonly string[], id: string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (items[mid]! < id) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function createSortedIds(): SortedIds {
  const items: string[] = [];
  return {
    get size() {
      return items.length;
    },
    insert(id) {
      // New ids are ULIDs made now, so nearly every insert is an append.
      if (items.length === 0 || items[items.length - 1]! < id) {
        items.push(id);
        return;
      }
      const at = lowerBound(items, id);
      if (items[at] !== id) items.splice(at, 0, id);
    },
    remove(id) {
      const at = lowerBound(items, id);
      if (items[at] === id) items.splice(at, 1);
    },
    pageDescending(before, limit) {
      const start = before === undefined ? items.length - 1 : lowerBound(items, before) - 1;
      const ids: string[] = [];
      for (let i = start; i >= 0 && ids.length < limit; i--) ids.push(items[i]!);
      const hasMore = start - ids.length >= 0;
      return { ids, hasMore };
    },
  };
}
