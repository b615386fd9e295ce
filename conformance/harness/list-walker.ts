// Core profile: finds a job by its unique name in a list whose shape and pagination the seed does not show
// (§4.2), following the standard ways a list offers more: an RFC 8288 `Link` header with rel="next"; a
// next cursor, token or URL field (`next_cursor`, `next`, `nextPageToken`, `next_page_token`, `cursor`,
// `links.next`, `_links.next.href`, `meta.next`…); page or offset parameters, tried when the answer says
// there is more (a total above what was shown) or says nothing. Up to a bound; when it still cannot tell,
// the walk says why (`undetermined`) and the rule skips rather than fail.
// @see https://www.rfc-editor.org/rfc/rfc8288#section-3
import type { Exchange } from './http.ts';
import { isJsonObject, type JsonObject } from './record.ts';

export const maxListPages = 50;

export interface ListWalk {
  /** The last exchange of the walk (the page the job was on, or the last page read). */
  readonly exchange: Exchange;
  readonly job: JsonObject | undefined;
  /** Set when the walk could not tell whether the job is listed. */
  readonly undetermined?: string;
  /** Set when the first page was not a 2xx answer. */
  readonly refused?: boolean;
  readonly pages: number;
}

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
const nextField = /^(next|next_?(page|cursor|token|url|link|href|page_?token|page_?url|page_?cursor))$/i;

/** Where a token field's value goes back: `next_cursor` → `cursor`, `nextPageToken` → `pageToken`. */
function paramFor(field: string): string {
  const rest = field.replace(/^next[_-]?/i, '');
  if (rest === '' || /^cursor$/i.test(rest)) return 'cursor';
  return rest.charAt(0).toLowerCase() + rest.slice(1);
}

/** A next page named by a field: a URL or path, a token, or a page number. */
export function nextFromFields(json: unknown): { target: string } | { param: string; value: string } | undefined {
  if (!isJsonObject(json)) return undefined;
  const scopes: [JsonObject, boolean][] = [[json, true], ...containers.map((c) => json[c]).filter(isJsonObject).map((o): [JsonObject, boolean] => [o, false])];
  for (const [scope, top] of scopes)
    for (const [field, value] of Object.entries(scope)) {
      const named = nextField.test(field) || field === 'nextPageToken' || (!top && field === 'cursor');
      if (!named) continue;
      const href = isJsonObject(value) ? value.href : value;
      if (typeof href === 'string' && href !== '') {
        if (/^(https?:\/\/|\/|\?)/i.test(href)) return { target: href };
        return { param: paramFor(field), value: href };
      }
      if (typeof href === 'number' && Number.isSafeInteger(href)) return { param: /page/i.test(field) || field === 'next' ? 'page' : paramFor(field), value: String(href) };
    }
  return undefined;
}

/** A total the answer states (total, total_count, count…), when one is there. */
export function statedTotal(json: unknown): number | undefined {
  if (!isJsonObject(json)) return undefined;
  for (const scope of [json, ...containers.map((c) => json[c]).filter(isJsonObject)])
    for (const field of ['total', 'total_count', 'totalCount', 'total_items', 'totalItems', 'count'])
      if (typeof scope[field] === 'number') return scope[field] as number;
  return undefined;
}

/** A path under the service for a link target: absolute URLs and relative references resolved, the base path cut. */
export function pathOf(target: string, basePath: string, current: string): string | undefined {
  const resolved = new URL(target, `http://service.invalid${basePath}${current}`);
  const path = resolved.pathname.startsWith(basePath) ? resolved.pathname.slice(basePath.length) : resolved.pathname;
  return path.startsWith('/v1/jobs') ? path + resolved.search : undefined;
}

const ok = (exchange: Exchange) => exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;
const same = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

export async function walkList(get: (path: string) => Promise<Exchange>, name: string, basePath = ''): Promise<ListWalk> {
  let exchange = await get('/v1/jobs');
  if (!ok(exchange)) return { exchange, job: undefined, refused: true, pages: 1 };
  const first = itemsOf(exchange.response!.json);
  let pages = 1;
  let seenCount = first.length;
  let path = '/v1/jobs';
  const seen = [JSON.stringify(first)];
  // 1. Links and fields the answer itself offers.
  for (;;) {
    const job = findByNameAnywhere(exchange.response!.json, name);
    if (job) return { exchange, job, pages };
    const field = nextFromFields(exchange.response!.json);
    const link = linkNext(exchange.response!.headers.link);
    const target = link ?? (field && 'target' in field ? field.target : undefined);
    const next = target !== undefined ? pathOf(target, basePath, path) : field && 'param' in field ? `/v1/jobs?${new URLSearchParams({ [field.param]: field.value })}` : undefined;
    if (next === undefined) {
      if (target !== undefined) return { exchange, job: undefined, pages, undetermined: `the next page ${JSON.stringify(target)} is not under /v1/jobs` };
      break;
    }
    if (pages >= maxListPages) return { exchange, job: undefined, pages, undetermined: `the job is not on the first ${pages} pages` };
    path = next;
    exchange = await get(next);
    pages += 1;
    if (!ok(exchange)) return { exchange, job: undefined, pages, undetermined: `page ${pages} (${next}) answered ${exchange.response?.status ?? exchange.error}` };
    const items = itemsOf(exchange.response!.json);
    if (seen.includes(JSON.stringify(items)) && items.length > 0) return { exchange, job: undefined, pages, undetermined: `page ${pages} (${next}) repeats an earlier page` };
    seen.push(JSON.stringify(items));
    seenCount += items.length;
  }
  if (pages > 1) return { exchange, job: undefined, pages }; // the offered pages ended: the whole list was read
  // 2. Nothing offered: a stated total no larger than what was shown means the list is whole.
  const total = statedTotal(exchange.response!.json);
  if (total !== undefined && total <= seenCount) return { exchange, job: undefined, pages };
  // 3. Page and offset parameters: a service that ignores them answers the first page again (or nothing).
  for (const scheme of ['page', 'offset'] as const) {
    let probe: Exchange | undefined;
    const pageItems = [first];
    for (let n = 2; pages < maxListPages; n++) {
      const value = scheme === 'page' ? n : pageItems.reduce((sum, items) => sum + items.length, 0);
      const next = `/v1/jobs?${scheme}=${value}`;
      probe = await get(next);
      pages += 1;
      if (!ok(probe)) break;
      const job = findByNameAnywhere(probe.response!.json, name);
      if (job) return { exchange: probe, job, pages };
      const items = itemsOf(probe.response!.json);
      if (items.length === 0 || pageItems.some((earlier) => same(earlier, items))) {
        // The parameter does nothing (the same page again) or the pages ran out.
        if (n > 2 || items.length === 0) return { exchange, job: undefined, pages };
        break;
      }
      pageItems.push(items);
    }
    if (probe && ok(probe) && pages >= maxListPages) return { exchange, job: undefined, pages, undetermined: `the job is not on the first ${pages} pages` };
  }
  if (total !== undefined) return { exchange, job: undefined, pages, undetermined: `the list states ${total} jobs but shows ${seenCount}, and neither a next link, a cursor field nor page or offset parameters reach the rest` };
  return { exchange, job: undefined, pages };
}
