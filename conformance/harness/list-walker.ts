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
  /**
   * What this run learnt: the query parameter that carried a token, by source (`field:nextPageToken`), and
   * whether a page or offset parameter is honoured (`page:page` → `yes` or `no`).
   */
  readonly memo?: Map<string, string> | undefined;
  /** Query parameters every request of the walk carries (a filter, a page size). */
  readonly query?: Readonly<Record<string, string>> | undefined;
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
  /**
   * With --next-page: whether what it names brought a page in this walk; when it did not and the answer
   * offered its next page another way, that way (`instead`, in --next-page's grammar).
   */
  readonly hint?: { readonly matched: boolean; readonly instead?: string };
}

/** A 5xx, or no answer at all (dropped connection, timeout). */
export const isFault = (exchange: Exchange): boolean =>
  exchange.response === undefined || exchange.response.status >= 500;
const ok = (exchange: Exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

const sourceKey = (from: Source) => formatNextPage({ source: from });

/** What a list entry is: its id, or, without one, the entry itself. */
const entryKey = (item: unknown): string => idOf(item) ?? JSON.stringify(item);

/**
 * Whether a page is a new page rather than an earlier one again: it shows entries, and at least half of them
 * were on no earlier page. An earlier page read again while other rules create and delete (the same page
 * with one job more or less) shows mostly entries already seen; a next page, even shifted by a concurrent
 * delete, shows mostly new ones.
 */
function isNewPage(items: readonly unknown[], seenEntries: ReadonlySet<string>): boolean {
  if (items.length === 0) return false;
  const fresh = items.filter((item) => !seenEntries.has(entryKey(item))).length;
  return fresh * 2 >= items.length;
}

const counterSchemes = (['page', 'offset'] as const).map((kind) => ({ kind, param: kind }));

/** A page number or offset no list of this run reaches: a service that honours the parameter answers it empty (or refuses it). */
const farValue = { page: 1_000_000, offset: 1_000_000_000 } as const;

export async function walkList(get: Get, options: WalkOptions = {}): Promise<ListWalk> {
  const { find, basePath = '', nextPage } = options;
  const pages: Exchange[] = [];
  const seen: string[] = [];
  const seenEntries = new Set<string>();
  let last!: Exchange;
  let used: PaginationUsed | undefined;
  let hint: ListWalk['hint'];
  const note = (how: NextPageHow) => {
    used ??= { how: formatNextPage(how), source: nextPage ? 'given' : 'detected' };
    if (nextPage && !hint) hint = { matched: true };
  };
  const end = (extra: Partial<ListWalk> = {}): ListWalk => ({
    exchange: last,
    pages,
    distinct: new Set(seen.filter((items) => items !== '[]')).size,
    ...(used ? { pagination: used } : {}),
    ...(hint ? { hint } : {}),
    ...extra,
  });
  /** The query every request of the walk carries (a filter, a page size), with the walker's own parameter. */
  const withQuery = (params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...options.query, ...params });
    return query.size > 0 ? `/v1/jobs?${query}` : '/v1/jobs';
  };
  /** One request: `fault` when it met a 5xx or no answer, else whether it was a 2xx (then it is kept). */
  const read = async (path: string): Promise<'fault' | 'ok' | 'refused'> => {
    last = await get(path);
    if (isFault(last)) return 'fault';
    if (!ok(last)) return 'refused';
    pages.push(last);
    return 'ok';
  };
  const itemsKey = (exchange: Exchange) => JSON.stringify(itemsOf(exchange.response!.json));
  const remember = (exchange: Exchange) => {
    seen.push(itemsKey(exchange));
    for (const item of itemsOf(exchange.response!.json)) seenEntries.add(entryKey(item));
  };
  const found = (exchange: Exchange) =>
    find === undefined ? undefined : findByNameAnywhere(exchange.response!.json, find);

  const start = withQuery();
  const first = await read(start);
  if (first === 'fault') return end({ fault: last, refused: true });
  if (first === 'refused') return end({ refused: true });
  let exchange = last;
  const firstPage = exchange;
  remember(exchange);
  let seenCount = itemsOf(exchange.response!.json).length;
  let path = start;
  const firstJob = found(firstPage);
  if (firstJob) return end({ job: firstJob, exchange: firstPage });

  // 1. Links, fields and headers the answer itself offers.
  if (!nextPage?.counter)
    for (;;) {
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
          next = withQuery({ [candidate]: offer.token });
          const answer = await read(next);
          if (answer === 'fault') return end({ fault: last });
          // A parameter this run has already seen bring a new page may bring an empty one: the list ended
          // early because jobs before this page were deleted since the token was made (rules running
          // beside this one clean up as they go). Only a new spelling must prove itself with a new page.
          const items = itemsOf(last.response!.json);
          if (
            answer === 'ok' &&
            (nextPage?.query !== undefined ||
              (candidate === known && items.length === 0) ||
              isNewPage(items, seenEntries))
          ) {
            param = candidate;
            break;
          }
        }
        if (param === undefined) {
          if (nextPage?.query !== undefined) hint ??= { matched: false };
          const where = formatNextPage({ source: offer.from });
          return end({
            undetermined:
              nextPage?.query !== undefined
                ? `page ${pages.length + 1} (${next!}) answered ${last.response!.status}`
                : `the answer names a next page in ${where} (${JSON.stringify(offer.token)}), but none of the query parameters ${candidates.join(', ')} brought a new page; say which with --next-page ${where},query:NAME`,
          });
        }
        options.memo?.set(sourceKey(offer.from), param);
        // A query --next-page names is used unverified; it matched only if it brought a new page (or the end).
        const items = itemsOf(last.response!.json);
        if (nextPage?.query !== undefined && items.length > 0 && !isNewPage(items, seenEntries))
          hint ??= { matched: false };
        else note({ source: offer.from, query: param });
        next = withQuery({ [param]: offer.token });
      }
      path = next!;
      exchange = last;
      const job = found(exchange);
      if (job) return end({ job, exchange });
      const items = itemsKey(exchange);
      if (seen.includes(items) && items !== '[]')
        return end({ undetermined: `page ${pages.length} (${next!}) repeats an earlier page` });
      remember(exchange);
      seenCount += itemsOf(exchange.response!.json).length;
    }
  if (seen.length > 1) return end({ exchange }); // the offered pages ended: the whole list was read
  if (nextPage && !nextPage.counter) {
    // What --next-page names is absent: the list is one page — unless the answer offers its next page
    // another way, or page or offset parameters reach a second page, which the walk notes (hint-check.ts).
    const offer = offered(firstPage, undefined);
    let instead = offer ? formatNextPage({ source: offer.from }) : undefined;
    for (const scheme of instead === undefined ? counterSchemes : []) {
      const verdict = await reaches(scheme);
      if (verdict === 'fault') return end({ fault: last });
      if (verdict === 'yes') {
        instead = formatNextPage({ counter: scheme });
        break;
      }
    }
    if (instead) hint ??= { matched: false, instead };
    return end({ exchange: firstPage });
  }
  // 2. Nothing offered: a stated total no larger than what was shown means the list is whole.
  const total = statedTotal(firstPage.response!.json);
  if (!nextPage && total !== undefined && total <= seenCount) return end({ exchange: firstPage });
  // 3. Page and offset parameters, each proved by content: page 2 shows jobs page 1 did not, and a page far
  // past any list is empty — a service that ignores the parameter answers the first page to both.
  const schemes = nextPage?.counter ? [nextPage.counter] : counterSchemes;
  for (const scheme of schemes) {
    let shown = itemsOf(firstPage.response!.json).length;
    for (let n = 2; pages.length < maxListPages; n++) {
      const value = scheme.kind === 'page' ? n : shown;
      const answer = await read(withQuery({ [scheme.param]: String(value) }));
      if (answer === 'fault') return end({ fault: last });
      if (answer === 'refused') {
        if (n > 2) return end({ undetermined: `page ${n} (${last.request.path}) answered ${last.response!.status}` });
        break;
      }
      const items = itemsOf(last.response!.json);
      if (items.length === 0) {
        return end({ exchange: n === 2 ? firstPage : last }); // the pages ran out
      }
      if (!isNewPage(items, seenEntries)) {
        // The parameter does nothing (page 1 again), or a later page repeats earlier ones.
        if (n > 2) return end({ undetermined: `page ${n} (${last.request.path}) repeats earlier pages` });
        if (nextPage) hint ??= { matched: false };
        break;
      }
      if (n === 2 && !nextPage) {
        const verdict = await honours(scheme);
        if (verdict === 'fault') return end({ fault: last });
        if (verdict === 'no') break;
      }
      note({ counter: scheme });
      const job = found(last);
      if (job) return end({ job });
      remember(last);
      shown += items.length;
    }
    if (used && pages.length >= maxListPages)
      return end({ undetermined: `the job is not on the first ${pages.length} pages` });
  }
  if (total !== undefined)
    return end({
      exchange: firstPage,
      undetermined: `the list states ${total} jobs but shows ${seenCount}, and neither a next link, a next-page token nor page or offset parameters reach the rest`,
    });
  return end({ exchange: firstPage });

  /**
   * Whether a page or offset parameter reaches a second page (not kept as a page of the walk): for a
   * --next-page whose field or header is absent, to say what the service does instead.
   */
  async function reaches(scheme: { kind: 'page' | 'offset'; param: string }): Promise<'yes' | 'no' | 'fault'> {
    const page = last;
    const value = scheme.kind === 'page' ? 2 : itemsOf(firstPage.response!.json).length;
    const answer = await get(withQuery({ [scheme.param]: String(value) }));
    last = answer;
    if (isFault(answer)) return 'fault';
    last = page;
    if (!ok(answer) || !isNewPage(itemsOf(answer.response!.json), seenEntries)) return 'no';
    return honours(scheme);
  }

  /** Whether the service honours a page or offset parameter: a page far past any list is empty or refused. Once a run. */
  async function honours(scheme: { kind: 'page' | 'offset'; param: string }): Promise<'yes' | 'no' | 'fault'> {
    const key = `${scheme.kind}:${scheme.param}`;
    const memo = options.memo?.get(key);
    if (memo === 'yes' || memo === 'no') return memo;
    const page = last;
    const answer = await get(withQuery({ [scheme.param]: String(farValue[scheme.kind]) }));
    if (isFault(answer)) {
      last = answer;
      return 'fault';
    }
    last = page;
    const verdict = !ok(answer) || itemsOf(answer.response!.json).length === 0 ? 'yes' : 'no';
    options.memo?.set(key, verdict);
    return verdict;
  }
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
