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
import type { Exchange } from './http.ts';
import { formatNextPage, type NextPageHow, type PaginationUsed } from './next-page.ts';
import { idOf, isJsonObject, type JsonObject } from './record.ts';
import { findByNameAnywhere, itemsOf, offered, pathOf, spellingsFor, statedTotal, type Source } from './list-shape.ts';

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

export const maxListPages = 50;
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

type Get = (path: string) => Promise<Exchange>;

export interface WalkOptions {
  /** Stop at the page that shows the job of this name; without it the walk reads the whole list. */
  readonly find?: string | undefined;
  /** The base URL's path, cut from absolute next links. */
  readonly basePath?: string | undefined;
  /** What `--next-page` says; without it the walker finds out. */
  readonly nextPage?: NextPageHow | undefined;
  /** The query parameters that carried a token before in this run, by source (`field:nextPageToken`). */
  readonly memo?: Map<string, string> | undefined;
}

export interface ListWalk {
  /** The last exchange of the walk (the page the job was on, the last page read, or the fault). */
  readonly exchange: Exchange;
  /** Every 2xx page the walk read, in order (a probe that answered an earlier page again included). */
  readonly pages: readonly Exchange[];
  /** How many different non-empty pages the walk met. */
  readonly distinct: number;
  readonly job?: JsonObject | undefined;
  /** The first page was not a 2xx answer. */
  readonly refused?: boolean;
  /** A 5xx or no answer met on the way: the walk stopped there. */
  readonly fault?: Exchange;
  /** Set when the walk could not tell whether it read the whole list. */
  readonly undetermined?: string;
  /** How the walk got past the first page, when it did. */
  readonly pagination?: PaginationUsed;
}

/** A 5xx, or no answer at all (dropped connection, timeout). */
export const isFault = (exchange: Exchange): boolean =>
  exchange.response === undefined || exchange.response.status >= 500;
const ok = (exchange: Exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

const sourceKey = (from: Source) => formatNextPage({ source: from });

export async function walkList(get: Get, options: WalkOptions = {}): Promise<ListWalk> {
  const { find, basePath = '', nextPage } = options;
  const pages: Exchange[] = [];
  const seen: string[] = [];
  let last!: Exchange;
  let used: PaginationUsed | undefined;
  const note = (how: NextPageHow) => {
    used ??= { how: formatNextPage(how), source: nextPage ? 'given' : 'detected' };
  };
  const end = (extra: Partial<ListWalk> = {}): ListWalk => ({
    exchange: last,
    pages,
    distinct: new Set(seen.filter((items) => items !== '[]')).size,
    ...(used ? { pagination: used } : {}),
    ...extra,
  });
  /** One request: `fault` when it met a 5xx or no answer, else whether it was a 2xx (then it is kept). */
  const read = async (path: string): Promise<'fault' | 'ok' | 'refused'> => {
    last = await get(path);
    if (isFault(last)) return 'fault';
    if (!ok(last)) return 'refused';
    pages.push(last);
    return 'ok';
  };
  const itemsKey = (exchange: Exchange) => JSON.stringify(itemsOf(exchange.response!.json));
  const found = (exchange: Exchange) =>
    find === undefined ? undefined : findByNameAnywhere(exchange.response!.json, find);

  const first = await read('/v1/jobs');
  if (first === 'fault') return end({ fault: last, refused: true });
  if (first === 'refused') return end({ refused: true });
  let exchange = last;
  seen.push(itemsKey(exchange));
  let seenCount = itemsOf(exchange.response!.json).length;
  let path = '/v1/jobs';

  // 1. Links, fields and headers the answer itself offers.
  if (!nextPage?.counter)
    for (;;) {
      const job = found(exchange);
      if (job) return end({ job, exchange });
      const offer = offered(exchange, nextPage?.source);
      if (offer === undefined) break;
      if (pages.length >= maxListPages)
        return end({ undetermined: `the job is not on the first ${pages.length} pages` });
      let next: string;
      if ('target' in offer) {
        const target = pathOf(offer.target, basePath, path);
        if (target === undefined)
          return end({ undetermined: `the next page ${JSON.stringify(offer.target)} is not under /v1/jobs` });
        next = target;
        note({ source: offer.from });
        const answer = await read(next);
        if (answer === 'fault') return end({ fault: last });
        if (answer === 'refused')
          return end({ undetermined: `page ${pages.length + 1} (${next}) answered ${last.response!.status}` });
      } else {
        // A token: the query parameter it goes back in is given, remembered from an earlier walk, or found.
        const known = nextPage?.query ?? options.memo?.get(sourceKey(offer.from));
        const candidates =
          nextPage?.query !== undefined
            ? [nextPage.query]
            : [...new Set([...(known ? [known] : []), ...spellingsFor(offer.from)])];
        let param: string | undefined;
        for (const candidate of candidates) {
          if (pages.length >= maxListPages) break;
          next = `/v1/jobs?${new URLSearchParams({ [candidate]: offer.token })}`;
          const answer = await read(next);
          if (answer === 'fault') return end({ fault: last });
          // A parameter this run has already seen bring a new page may bring an empty one: the list ended
          // early because jobs before this page were deleted since the token was made (rules running
          // beside this one clean up as they go). Only a new spelling must prove itself with a new page.
          const empty = itemsOf(last.response!.json).length === 0;
          if (
            answer === 'ok' &&
            (nextPage?.query !== undefined ||
              (candidate === known && empty) ||
              (!empty && !seen.includes(itemsKey(last))))
          ) {
            param = candidate;
            break;
          }
        }
        if (param === undefined) {
          const where = formatNextPage({ source: offer.from });
          return end({
            undetermined:
              nextPage?.query !== undefined
                ? `page ${pages.length + 1} (${next!}) answered ${last.response!.status}`
                : `the answer names a next page in ${where} (${JSON.stringify(offer.token)}), but none of the query parameters ${candidates.join(', ')} brought a new page; say which with --next-page ${where},query:NAME`,
          });
        }
        options.memo?.set(sourceKey(offer.from), param);
        note({ source: offer.from, query: param });
        next = `/v1/jobs?${new URLSearchParams({ [param]: offer.token })}`;
      }
      path = next!;
      exchange = last;
      const items = itemsKey(exchange);
      if (seen.includes(items) && items !== '[]')
        return end({ undetermined: `page ${pages.length} (${next!}) repeats an earlier page` });
      seen.push(items);
      seenCount += itemsOf(exchange.response!.json).length;
    }
  if (seen.length > 1) return end({ exchange }); // the offered pages ended: the whole list was read
  const firstPage = exchange;
  if (nextPage && !nextPage.counter) return end({ exchange: firstPage }); // what --next-page names is absent: one page
  // 2. Nothing offered: a stated total no larger than what was shown means the list is whole.
  const total = statedTotal(firstPage.response!.json);
  if (!nextPage && total !== undefined && total <= seenCount) return end({ exchange: firstPage });
  // 3. Page and offset parameters: a service that ignores them answers the first page again (or nothing).
  const schemes = nextPage?.counter
    ? [nextPage.counter]
    : (['page', 'offset'] as const).map((kind) => ({ kind, param: kind }));
  for (const scheme of schemes) {
    const pageItems = [itemsOf(firstPage.response!.json)];
    let probed = false;
    for (let n = 2; pages.length < maxListPages; n++) {
      const value = scheme.kind === 'page' ? n : pageItems.reduce((sum, items) => sum + items.length, 0);
      const answer = await read(`/v1/jobs?${scheme.param}=${value}`);
      probed = true;
      if (answer === 'fault') return end({ fault: last });
      if (answer === 'refused') break;
      const job = found(last);
      if (job) {
        note({ counter: scheme });
        return end({ job });
      }
      const items = itemsOf(last.response!.json);
      const key = JSON.stringify(items);
      if (items.length === 0 || pageItems.some((earlier) => JSON.stringify(earlier) === key)) {
        // The parameter does nothing (the same page again) or the pages ran out.
        if (n > 2 || items.length === 0) return end({ exchange: firstPage });
        break;
      }
      note({ counter: scheme });
      seen.push(key);
      pageItems.push(items);
    }
    if (probed && ok(last) && pages.length >= maxListPages)
      return end({ undetermined: `the job is not on the first ${pages.length} pages` });
  }
  if (total !== undefined)
    return end({
      exchange: firstPage,
      undetermined: `the list states ${total} jobs but shows ${seenCount}, and neither a next link, a next-page token nor page or offset parameters reach the rest`,
    });
  return end({ exchange: firstPage });
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
