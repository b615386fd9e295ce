// The answer of a deprecated operation (spec info.description, "Deprecation") carries the headers
// contract/deprecation.ts builds — the same builder the response judge holds a real service to.
import { deprecationHeaders, type Deprecation } from '../../../contract/deprecation.ts';

export { deprecationHeaders };

/** Adds the deprecation headers to an answer's headers; a Link it already carries is kept beside the notice. */
export function withDeprecation(headers: Record<string, string>, deprecation: Deprecation): void {
  const added = deprecationHeaders(deprecation);
  if (added.Link !== undefined && headers.Link !== undefined) added.Link = `${headers.Link}, ${added.Link}`;
  Object.assign(headers, added);
}
