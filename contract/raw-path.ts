// The path rule of the contract (spec info.description, "Paths are taken as sent"): a path that a URL
// parser would rewrite — a dot segment in any spelling, a backslash (a separator for WHATWG parsers in http
// URLs), a tab or line break (which they delete: `.<TAB>.` is `..` to them) or an encoded slash or backslash
// (a separator for many proxies and servers once decoded) — names no resource and is answered 400. The mock
// refuses such paths with it (mock/core/http/request-target.ts) and the response judge expects the 400 by it.
// @see https://url.spec.whatwg.org/#single-dot-path-segment
// @see https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4

const dotSegment = /^(?:\.|%2e){1,2}$/i;
const suspect = /[.%\\\t\n\r]/;

/** Why the path would not stay where it is under a URL parser, naming the offending part; undefined when it is fine. */
export function pathProblem(path: string): string | undefined {
  // Nearly every path has none of the characters a refusal needs: one scan answers for it.
  if (!suspect.test(path)) return undefined;
  for (const segment of path.split('/')) {
    if (dotSegment.test(segment))
      return `The path segment "${segment}" is a dot segment; paths are taken as sent, so "." and ".." are refused in any spelling.`;
    if (/[\t\n\r]/.test(segment))
      return `The path segment ${JSON.stringify(segment)} contains a tab or line break, which URL parsers delete; it is refused.`;
    if (segment.includes('\\'))
      return `The path segment "${segment}" contains a backslash, which URL parsers treat as a slash; it is refused.`;
    const encoded = /%(?:2f|5c)/i.exec(segment)?.[0];
    if (encoded)
      return `The path segment "${segment}" contains an encoded ${encoded.toLowerCase() === '%2f' ? 'slash' : 'backslash'} (${encoded}), which would split it in two; it is refused.`;
  }
  return undefined;
}
