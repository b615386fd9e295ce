// What a list answer offers, whatever its shape: its entries, a record by name wherever it is nested, and
// its next page (an RFC 8288 `Link` header, a next URL or token in a body field or a header, a stated
// total). The walker (list-walker.ts) decides what to do with them.
import type { Exchange } from '../transport/http.ts';
import type { NextPageHow } from './next-page.ts';
import { idOf, isJsonObject, type JsonObject } from '../transport/record.ts';

export type Source = NonNullable<NextPageHow['source']>;

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
  // A target holds no `<` (RFC 3986): with it excluded, a header of many `<` and no `>` is read once, not once a `<`.
  for (const match of header.matchAll(/<([^<>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1];
    if (rel?.toLowerCase().split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}

const containers = [
  'links',
  '_links',
  'meta',
  'pagination',
  'paging',
  'page',
  'response_metadata',
  'page_info',
  'pageInfo',
];
const nextField =
  /^(next|next_?(page|cursor|token|url|link|href|page_?token|page_?url|page_?cursor)|nextPageToken|continuation_?token|continuationToken)$/i;
const nextHeader = /^(x-)?(ms-)?(next-page-token|next-page|next-cursor|next-token|continuation-token|continuation)$/;
/** A scope that says there is no more: its token (GraphQL's endCursor, say) names no next page. */
const noMore = (scope: JsonObject) =>
  ['has_more', 'hasMore', 'hasNextPage', 'has_next_page'].some((f) => scope[f] === false);
const isTarget = (value: string) => /^(https?:\/\/|\/|\?)/i.test(value);

/** What an answer offers as its next page: a URL or path to follow, or a token (or page number) and where it was. */
export type Offer =
  | { readonly target: string; readonly from: Source }
  | { readonly token: string; readonly from: Source };

function offerOf(value: unknown, from: Source): Offer | undefined {
  const href = isJsonObject(value) ? value.href : value;
  if (typeof href === 'string' && href !== '') return isTarget(href) ? { target: href, from } : { token: href, from };
  if (typeof href === 'number' && Number.isSafeInteger(href)) return { token: String(href), from };
  return undefined;
}

/** A next page named by a body field, at the top or in a common container. */
export function nextFromFields(json: unknown): Offer | undefined {
  if (!isJsonObject(json)) return undefined;
  const scopes: [JsonObject, string[]][] = [
    [json, []],
    ...containers.filter((c) => isJsonObject(json[c])).map((c): [JsonObject, string[]] => [json[c] as JsonObject, [c]]),
  ];
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

export function offered(exchange: Exchange, given: Source | undefined): Offer | undefined {
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

const generic = [
  'cursor',
  'token',
  'page_token',
  'pageToken',
  'next_token',
  'nextToken',
  'after',
  'starting_after',
  'continuation',
  'continuation_token',
  'continuationToken',
  'next',
  'next_cursor',
  'nextCursor',
  'next_page_token',
  'nextPageToken',
];

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
  const stem =
    words.length === 0
      ? []
      : [
          words[0] +
            words
              .slice(1)
              .map((w) => w[0]!.toUpperCase() + w.slice(1))
              .join(''),
          words.join('_'),
          words.join('-'),
        ];
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

/** Every string in a JSON value (a record's name wherever the answer nests it), within a depth bound. */
export function stringsIn(value: unknown, into = new Set<string>(), depth = 0): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object' && depth < 10)
    for (const child of Array.isArray(value) ? value : Object.values(value)) stringsIn(child, into, depth + 1);
  return into;
}

/** The first page among `pages` that shows any of `names`, with the names it shows. */
export function pageShowing(
  pages: readonly Exchange[],
  names: ReadonlySet<string>,
): { exchange: Exchange; names: string[] } | undefined {
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
