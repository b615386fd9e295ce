// Paths are taken as sent (spec info.description, "Paths are taken as sent"). The core chooses between
// the service API (/v1) and the control API (/__mock) on the path exactly as the client wrote it, never on
// a normalised one: `new URL` resolves `/v1/jobs/%2e%2e/%2e%2e/__mock/accounts` to `/__mock/accounts`,
// so a proxy that lets only /v1 through would otherwise let the control API through too.
// A path that a URL parser would rewrite — a dot segment in any spelling, a backslash (a separator for
// WHATWG parsers in http URLs), a tab or line break (which they delete: `.<TAB>.` is `..` to them) or an
// encoded slash or backslash (a separator for many proxies and servers once decoded) — names no resource and is answered 400, so no parser downstream can move it
// into another namespace.
// @see https://url.spec.whatwg.org/#single-dot-path-segment
// @see https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4

/** Scheme and authority of an absolute URL; a WHATWG parser also ends the authority at a backslash. */
const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i;

/**
 * The path of an absolute URL string as it is written: no dot segment removed, no escape decoded. The
 * Express adapter hands over the request target as it arrived; a web `Request` (MSW) has already been
 * through the WHATWG parser, so there the path is what that parser left of it.
 */
export function rawPathOf(url: string): string {
  const rest = url.slice(origin.exec(url)?.[0].length ?? 0);
  const end = rest.search(pathEnd);
  const path = end === -1 ? rest : rest.slice(0, end);
  return path === '' ? '/' : path;
}

const pathEnd = /[?#]/;
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

/** The namespace a raw path belongs to, decided before anything decodes or normalises it. */
export const isControlPath = (path: string): boolean => path === '/__mock' || path.startsWith('/__mock/');
