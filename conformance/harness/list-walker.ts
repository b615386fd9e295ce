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
  const entries = walk.pages.flatMap((page) => itemsOf(page.response?.json).map((item) => idOf(item) ?? JSON.stringify(item)));
  return JSON.stringify([...new Set(entries)].sort());
}

type Get = (path: string) => Promise<Exchange>;
type Source = NonNullable<NextPageHow['source']>;

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
export const isFault = (exchange: Exchange): boolean => exchange.response === undefined || exchange.response.status >= 500;
const ok = (exchange: Exchange) => exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

/** The object holding `name`: one whose `name` is it, else one with any field equal to it. */
export function findByNameAnywhere(value: unknown, name: string): JsonObject | undefined {
  return findObject(value, (o) => o.name === name, 0) ?? findObject(value, (o) => Object.values(o).includes(name), 0);
}

function findObject(value: unknown, match: (o: JsonObject) => boolean, depth: number): JsonObject | undefined {
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  if (isJsonObject(value) && match(value)) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findObject(child, match, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The list's entries: the answer itself when an array, else the longest array within two levels. */
export function itemsOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  let best: unknown[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!isJsonObject(value) || depth > 2) return;
    for (const child of Object.values(value)) {
      if (Array.isArray(child) && child.length > best.length) best = child;
      else visit(child, depth + 1);
    }
  };
  visit(json, 0);
  return best;
}

/** The `rel="next"` target of a Link header (RFC 8288), if any. */
export function linkNext(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1];
    if (rel && rel.toLowerCase().split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}

const containers = ['links', '_links', 'meta', 'pagination', 'paging', 'page', 'response_metadata', 'page_info', 'pageInfo'];
const nextField = /^(next|next_?(page|cursor|token|url|link|href|page_?token|page_?url|page_?cursor)|nextPageToken|continuation_?token|continuationToken)$/i;
const nextHeader = /^(x-)?(ms-)?(next-page-token|next-page|next-cursor|next-token|continuation-token|continuation)$/;
/** A scope that says there is no more: its token (GraphQL's endCursor, say) names no next page. */
const noMore = (scope: JsonObject) => ['has_more', 'hasMore', 'hasNextPage', 'has_next_page'].some((f) => scope[f] === false);
const isTarget = (value: string) => /^(https?:\/\/|\/|\?)/i.test(value);

/** What an answer offers as its next page: a URL or path to follow, or a token (or page number) and where it was. */
type Offer = { readonly target: string; readonly from: Source } | { readonly token: string; readonly from: Source };

function offerOf(value: unknown, from: Source): Offer | undefined {
  const href = isJsonObject(value) ? value.href : value;
  if (typeof href === 'string' && href !== '') return isTarget(href) ? { target: href, from } : { token: href, from };
  if (typeof href === 'number' && Number.isSafeInteger(href)) return { token: String(href), from };
  return undefined;
}

/** A next page named by a body field, at the top or in a common container. */
export function nextFromFields(json: unknown): Offer | undefined {
  if (!isJsonObject(json)) return undefined;
  const scopes: [JsonObject, string[]][] = [[json, []], ...containers.filter((c) => isJsonObject(json[c])).map((c): [JsonObject, string[]] => [json[c] as JsonObject, [c]])];
  for (const [scope, at] of scopes) {
    if (noMore(scope)) continue;
    for (const [field, value] of Object.entries(scope)) {
      if (!nextField.test(field) && !(at.length > 0 && /^(cursor|end_?cursor|endCursor)$/.test(field))) continue;
      const offer = offerOf(value, { kind: 'field', path: [...at, field] });
      if (offer) return offer;
    }
  }
  return undefined;
}

function offered(exchange: Exchange, given: Source | undefined): Offer | undefined {
  const { json, headers } = exchange.response!;
  if (given?.kind === 'field') {
    let value: unknown = json;
    for (const step of given.path) value = isJsonObject(value) ? value[step] : undefined;
    return offerOf(value, given);
  }
  if (given?.kind === 'header') {
    if (given.name === 'link') {
      const target = linkNext(headers.link);
      return target === undefined ? undefined : { target, from: given };
    }
    return offerOf(headers[given.name], given);
  }
  const link = linkNext(headers.link);
  if (link !== undefined) return { target: link, from: { kind: 'header', name: 'link' } };
  const field = nextFromFields(json);
  if (field) return field;
  const header = Object.keys(headers).find((name) => nextHeader.test(name));
  return header === undefined ? undefined : offerOf(headers[header], { kind: 'header', name: header });
}

const generic = ['cursor', 'token', 'page_token', 'pageToken', 'next_token', 'nextToken', 'after', 'starting_after', 'continuation', 'continuation_token', 'continuationToken', 'next', 'next_cursor', 'nextCursor', 'next_page_token', 'nextPageToken'];

/**
 * The query parameters a token from `from` may go back in, most likely first: the source's stem
 * (`nextPageToken`, `next_page_token`, `X-Next-Page-Token` → page token) in camelCase, snake_case and
 * kebab-case, then common names, then the source's own name. Page and offset are left out: a token that
 * is also a plausible page number would pass for one.
 */
export function spellingsFor(from: Source): string[] {
  const name = from.kind === 'field' ? from.path.at(-1)! : from.name.replace(/^x-/, '').replace(/^ms-/, '');
  const words = name
    .replace(/^next(?=[A-Z_-]|$)[_-]?/i, '')
    .split(/[_-]|(?=[A-Z])/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const stem = words.length === 0 ? [] : [words[0] + words.slice(1).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(''), words.join('_'), words.join('-')];
  return [...new Set([...stem, ...generic, name])];
}

/** A path under the service for a link target: absolute URLs and relative references resolved, the base path cut. */
export function pathOf(target: string, basePath: string, current: string): string | undefined {
  const resolved = new URL(target, `http://service.invalid${basePath}${current}`);
  const path = resolved.pathname.startsWith(basePath) ? resolved.pathname.slice(basePath.length) : resolved.pathname;
  return path.startsWith('/v1/jobs') ? path + resolved.search : undefined;
}

/** A total the answer states (total, total_count, count…), when one is there. */
export function statedTotal(json: unknown): number | undefined {
  if (!isJsonObject(json)) return undefined;
  for (const scope of [json, ...containers.map((c) => json[c]).filter(isJsonObject)])
    for (const field of ['total', 'total_count', 'totalCount', 'total_items', 'totalItems', 'count'])
      if (typeof scope[field] === 'number') return scope[field] as number;
  return undefined;
}

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
  const found = (exchange: Exchange) => (find === undefined ? undefined : findByNameAnywhere(exchange.response!.json, find));

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
      if (pages.length >= maxListPages) return end({ undetermined: `the job is not on the first ${pages.length} pages` });
      let next: string;
      if ('target' in offer) {
        const target = pathOf(offer.target, basePath, path);
        if (target === undefined) return end({ undetermined: `the next page ${JSON.stringify(offer.target)} is not under /v1/jobs` });
        next = target;
        note({ source: offer.from });
        const answer = await read(next);
        if (answer === 'fault') return end({ fault: last });
        if (answer === 'refused') return end({ undetermined: `page ${pages.length + 1} (${next}) answered ${last.response!.status}` });
      } else {
        // A token: the query parameter it goes back in is given, remembered from an earlier walk, or found.
        const known = nextPage?.query ?? options.memo?.get(sourceKey(offer.from));
        const candidates = nextPage?.query !== undefined ? [nextPage.query] : [...new Set([...(known ? [known] : []), ...spellingsFor(offer.from)])];
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
          if (answer === 'ok' && (nextPage?.query !== undefined || (candidate === known && empty) || (!empty && !seen.includes(itemsKey(last))))) {
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
      if (seen.includes(items) && items !== '[]') return end({ undetermined: `page ${pages.length} (${next!}) repeats an earlier page` });
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
  const schemes = nextPage?.counter ? [nextPage.counter] : (['page', 'offset'] as const).map((kind) => ({ kind, param: kind }));
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
    if (probed && ok(last) && pages.length >= maxListPages) return end({ undetermined: `the job is not on the first ${pages.length} pages` });
  }
  if (total !== undefined)
    return end({ exchange: firstPage, undetermined: `the list states ${total} jobs but shows ${seenCount}, and neither a next link, a next-page token nor page or offset parameters reach the rest` });
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
    if (!isJsonObject(page) || !Array.isArray(page.data) || !('next_cursor' in page)) return { exchange, pages, jobs, offShape: true };
    options.onPage?.(exchange, page.data, pages.length - 1);
    jobs.push(...page.data.filter(isJsonObject));
    cursor = typeof page.next_cursor === 'string' && page.next_cursor !== '' ? page.next_cursor : null;
  } while (cursor && pages.length < maxPages);
  return { exchange, pages, jobs, ...(cursor ? { unfinished: true } : {}) };
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
