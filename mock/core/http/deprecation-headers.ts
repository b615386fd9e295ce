// The answer of a deprecated operation (spec info.description, "Deprecation"): `Deprecation` as an
// RFC 9745 structured date (`@` and Unix seconds), `Sunset` as an RFC 8594 HTTP-date, and a `Link` to
// the notice with the `deprecation` relation (and `sunset`, when a date is set), so a client can log
// or alert on any of them without reading the spec.
// @see https://www.rfc-editor.org/rfc/rfc9745#section-2  @see https://www.rfc-editor.org/rfc/rfc8594#section-3
import type { Deprecation } from '../../../contract/deprecation.ts';

export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  const headers: Record<string, string> = { Deprecation: `@${Math.floor(Date.parse(deprecation.at) / 1000)}` };
  if (deprecation.sunset !== undefined) headers.Sunset = new Date(Date.parse(deprecation.sunset)).toUTCString();
  if (deprecation.notice !== undefined) {
    const links = [`<${deprecation.notice}>; rel="deprecation"; type="text/html"`];
    if (deprecation.sunset !== undefined) links.push(`<${deprecation.notice}>; rel="sunset"; type="text/html"`);
    headers.Link = links.join(', ');
  }
  return headers;
}

/** Adds the deprecation headers to an answer's headers; a Link it already carries is kept beside the notice. */
export function withDeprecation(headers: Record<string, string>, deprecation: Deprecation): void {
  const added = deprecationHeaders(deprecation);
  if (added.Link !== undefined && headers.Link !== undefined) added.Link = `${headers.Link}, ${added.Link}`;
  Object.assign(headers, added);
}
