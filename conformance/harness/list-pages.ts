// Every page of an account's list, for rules that judge the whole list rather than look for one job (the
// isolation walk, clean-up by name prefix). It reuses the core walker (list-walker.ts), asked for a name no
// list holds, so it follows whatever pagination the answer offers to the end, and keeps each page it read.
import type { Exchange } from './http.ts';
import { findByNameAnywhere, itemsOf, walkList } from './list-walker.ts';
import { idOf, isJsonObject } from './record.ts';

export interface ListPages {
  /** Every 2xx page the walk read, in order (a probe that answered an earlier page again included). */
  readonly pages: readonly Exchange[];
  /** How many different non-empty pages the walk met. */
  readonly distinct: number;
  /** The walk's last exchange (the failing one when the first page was refused). */
  readonly exchange: Exchange;
  readonly refused: boolean;
  /** Set when the walk could not tell whether it read the whole list. */
  readonly undetermined?: string | undefined;
}

export async function readAllPages(get: (path: string) => Promise<Exchange>, absentName: string, basePath = ''): Promise<ListPages> {
  const pages: Exchange[] = [];
  const walk = await walkList(
    async (path) => {
      const exchange = await get(path);
      const status = exchange.response?.status ?? 0;
      if (status >= 200 && status < 300) pages.push(exchange);
      return exchange;
    },
    absentName,
    basePath,
  );
  const distinct = new Set(pages.map((p) => JSON.stringify(itemsOf(p.response!.json))).filter((items) => items !== '[]')).size;
  return { pages, distinct, exchange: walk.exchange, refused: walk.refused === true, undetermined: walk.undetermined };
}

/** Every string in a JSON value (a record's name wherever the answer nests it), within a depth bound. */
export function stringsIn(value: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object' && depth < 10) for (const child of Array.isArray(value) ? value : Object.values(value)) stringsIn(child, into, depth + 1);
  return into;
}

/** The first page among `pages` that shows any of `names`, with the names it shows. */
export function pageShowing(pages: readonly Exchange[], names: ReadonlySet<string>): { exchange: Exchange; names: string[] } | undefined {
  for (const exchange of pages) {
    const shown = [...stringsIn(exchange.response?.json)].filter((s) => names.has(s));
    if (shown.length > 0) return { exchange, names: shown };
  }
  return undefined;
}

/** The ids of listed records whose name passes `match`, read from the records wherever the pages nest them. */
export function listedIds(pages: readonly Exchange[], match: (name: string) => boolean): Map<string, string> {
  const ids = new Map<string, string>();
  for (const exchange of pages)
    for (const name of stringsIn(exchange.response?.json)) {
      if (!match(name) || ids.has(name)) continue;
      const record = findByNameAnywhere(exchange.response?.json, name);
      const id = isJsonObject(record) && record.name === name ? idOf(record) : undefined;
      if (id !== undefined) ids.set(name, id);
    }
  return ids;
}
