// How a service pages its job list, as `--next-page HOW` (CONFORMANCE_NEXT_PAGE) says it or as the core
// walker found it (list-walker.ts). One grammar for both, so the `how` a report prints can be given back
// as the flag:
//
//   HOW   = TERM ["," TERM]
//   TERM  = "field:" PATH      a body field (dots for nesting: links.next) holding the next page's URL,
//                              path or token
//         | "header:" NAME     a response header holding it; header:Link is RFC 8288's rel="next"
//         | "query:" NAME      the query parameter a token goes back in
//         | "page:" NAME       page numbers (2, 3, …) in that query parameter
//         | "offset:" NAME     item offsets in that query parameter
//
// At most one of field/header and one query; page and offset stand alone. A field or header alone lets
// the kit find the query parameter; a query alone lets it find the token (field or header).

/** What lets the kit read a whole list it could not walk alone. */
export const nextPageHint =
  'give --next-page HOW to say how the service pages its job list (e.g. --next-page query:page_token or --next-page field:links.next)';

/** Where the next page is named, and what to do with a token. */
export interface NextPageHow {
  readonly source?:
    | { readonly kind: 'field'; readonly path: readonly string[] }
    | { readonly kind: 'header'; readonly name: string };
  /** The query parameter a token goes back in. */
  readonly query?: string;
  /** Page numbers or offsets in a query parameter. */
  readonly counter?: { readonly kind: 'page' | 'offset'; readonly param: string };
}

export class NextPageError extends Error {
  override name = 'NextPageError';
}

const paramName = /^[A-Za-z0-9_.~[\]-]+$/;
const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const fieldPath = /^[A-Za-z0-9_$@-]+(\.[A-Za-z0-9_$@-]+)*$/;

const grammar = 'field:PATH or header:NAME, and/or query:NAME (comma-separated), or page:NAME, or offset:NAME';

/** Parses `--next-page`; a NextPageError says what is wrong (a usage error, exit 2). */
export function parseNextPage(text: string): NextPageHow {
  const terms = text.split(',').map((t) => t.trim());
  if (terms.length > 2 || terms.some((t) => t === ''))
    throw new NextPageError(`--next-page ${JSON.stringify(text)}: expected ${grammar}`);
  let source: NextPageHow['source'];
  let query: string | undefined;
  let counter: NextPageHow['counter'];
  for (const term of terms) {
    const colon = term.indexOf(':');
    const kind = term.slice(0, colon);
    const value = term.slice(colon + 1);
    const bad = (why: string) => new NextPageError(`--next-page ${JSON.stringify(text)}: ${why} (expected ${grammar})`);
    if (colon < 1 || value === '') throw bad(`${JSON.stringify(term)} is not KIND:VALUE`);
    if (kind === 'field' || kind === 'header') {
      if (source) throw bad('only one field: or header: term');
      if (kind === 'field' && !fieldPath.test(value))
        throw bad(`${JSON.stringify(value)} is not a field path (names joined by dots)`);
      if (kind === 'header' && !headerName.test(value)) throw bad(`${JSON.stringify(value)} is not a header name`);
      source = kind === 'field' ? { kind, path: value.split('.') } : { kind, name: value.toLowerCase() };
    } else if (kind === 'query' || kind === 'page' || kind === 'offset') {
      if (!paramName.test(value)) throw bad(`${JSON.stringify(value)} is not a query parameter name`);
      if (query !== undefined || counter) throw bad('only one query:, page: or offset: term');
      if (kind === 'query') query = value;
      else counter = { kind, param: value };
    } else throw bad(`unknown kind ${JSON.stringify(kind)}`);
  }
  if (counter && source)
    throw new NextPageError(`--next-page ${JSON.stringify(text)}: page: and offset: stand alone (expected ${grammar})`);
  return { ...(source ? { source } : {}), ...(query !== undefined ? { query } : {}), ...(counter ? { counter } : {}) };
}

/** The text form: what the report shows, and what `--next-page` takes back. */
export function formatNextPage(how: NextPageHow): string {
  if (how.counter) return `${how.counter.kind}:${how.counter.param}`;
  const source =
    how.source === undefined
      ? []
      : how.source.kind === 'field'
        ? [`field:${how.source.path.join('.')}`]
        : [`header:${how.source.name === 'link' ? 'Link' : how.source.name}`];
  return [...source, ...(how.query !== undefined ? [`query:${how.query}`] : [])].join(',');
}

/** How a run paged the list: what `--next-page` said, or what the walker found. */
export interface PaginationUsed {
  readonly how: string;
  readonly source: 'detected' | 'given';
}
