// The one list walker: every rule that reads the job list page by page goes through here.
//
// Core profile (`walkList`): the seed does not show the list's shape or pagination (§4.2), so the walk
// follows the standard ways a list offers more: an RFC 8288 `Link` header with rel="next"; a next URL or
// token in a body field (`next_cursor`, `next`, `nextPageToken`, `links.next`, `_links.next.href`,
// `meta.cursor`…) or a header (`X-Next-Page-Token`, `X-Continuation-Token`…); page or offset parameters,
// tried when the answer says there is more (a total above what was shown) or says nothing. A token goes
// back in a query parameter the seed does not name either: the walker tries the field's own stem in
// camelCase, snake_case and kebab-case, then the common names (`cursor`, `token`, `page_token`, `after`,
// `starting_after`, `continuation`…) and keeps the first that verifiably yields the next page — a
// non-empty page not seen before — and the run remembers it. `--next-page` (next-page.ts) says it
// outright instead. Up to a bound; when it still cannot tell, the walk says why (`undetermined`) and the
// rule skips rather than fail. A 5xx or an exchange with no answer stops the walk as a `fault`: that is
// never a reason to skip (the rule that met it fails, outcome.ts).
//
// Full profile (`walkSpecList`): the spec's `{"data": [...], "next_cursor": …}` and `?cursor=`.
// @see https://www.rfc-editor.org/rfc/rfc8288#section-3
import type { Exchange } from '../transport/http.ts';
import { idOf, isJsonObject, type JsonObject } from '../transport/record.ts';
import { itemsOf } from './list-shape.ts';
import { type Get, isFault, type ListWalk, ok } from './list-walk.ts';

export { isFault, type ListWalk, maxListPages, walkList, type WalkOptions } from './list-walk.ts';
export {
  findByNameAnywhere,
  itemsOf,
  linkNext,
  listedIds,
  nextFromFields,
  pageShowing,
  pathOf,
  spellingsFor,
  statedTotal,
  stringsIn,
} from './list-shape.ts';

/**
 * Walks a rule makes, at most, to tell whether a job is listed. Rules run in parallel and delete what they
 * made as they finish: on a service whose page tokens or numbers stand for offsets, a delete between two
 * page reads shifts the rest back, and the job at the edge of the next page (on an oldest-first list, the
 * job just made, at the very end) is read by no page of that walk. A job counts as not listed only when two
 * walks in a row read the same list without it (`listRead`).
 */
export const maxListWalks = 8;

/** What a walk read, as the ids (or, without one, the entries) of its pages: two walks of an unchanged list read the same. */
export function listRead(walk: ListWalk): string {
  const entries = walk.pages.flatMap((page) =>
    itemsOf(page.response?.json).map((item) => idOf(item) ?? JSON.stringify(item)),
  );
  return JSON.stringify([...new Set(entries)].sort());
}

export interface SpecListWalk {
  readonly exchange: Exchange;
  /** Every 2xx page read, in order. */
  readonly pages: readonly Exchange[];
  /** The objects of every page's `data`. */
  readonly jobs: JsonObject[];
  readonly fault?: Exchange;
  /** A page answered other than 2xx. */
  readonly refused?: boolean;
  /** A page is not `{"data": [...], "next_cursor": …}`. */
  readonly offShape?: boolean;
  /** The walk stopped at `maxPages` with a next_cursor still given. */
  readonly unfinished?: boolean;
}

export interface SpecWalkOptions {
  /** The list: `/v1/jobs` (default) or a job's runs, `/v1/jobs/{id}/runs`. */
  readonly path?: string;
  /** Filters, and `limit`: when it has none, `defaultLimit` is added. */
  readonly query?: string;
  /** Added when `query` has no limit (100 by default); null sends none, so the service's default applies. */
  readonly defaultLimit?: number | null;
  readonly maxPages?: number;
  /** Called with each page of the shape as it is read (`data` an array), before the walk goes on; it may throw to stop the walk. */
  readonly onPage?: (exchange: Exchange, data: unknown[], n: number) => void;
}

/** Full profile: every page of `{"data", "next_cursor"}`, following `?cursor=` until it is not a non-empty string. */
export async function walkSpecList(get: Get, options: SpecWalkOptions = {}): Promise<SpecListWalk> {
  const { path = '/v1/jobs', query = '', defaultLimit = 100, maxPages = 500 } = options;
  const pages: Exchange[] = [];
  const jobs: JsonObject[] = [];
  let cursor: string | null = null;
  let exchange: Exchange;
  do {
    const params = new URLSearchParams(query);
    if (!params.has('limit') && defaultLimit !== null) params.set('limit', String(defaultLimit));
    if (cursor) params.set('cursor', cursor);
    exchange = await get(`${path}${params.size > 0 ? `?${params}` : ''}`);
    if (isFault(exchange)) return { exchange, pages, jobs, fault: exchange };
    if (!ok(exchange)) return { exchange, pages, jobs, refused: true };
    pages.push(exchange);
    const page = exchange.response!.json;
    if (!isJsonObject(page) || !Array.isArray(page.data) || !('next_cursor' in page))
      return { exchange, pages, jobs, offShape: true };
    options.onPage?.(exchange, page.data, pages.length - 1);
    jobs.push(...page.data.filter(isJsonObject));
    cursor = typeof page.next_cursor === 'string' && page.next_cursor !== '' ? page.next_cursor : null;
  } while (cursor && pages.length < maxPages);
  return { exchange, pages, jobs, ...(cursor ? { unfinished: true } : {}) };
}
