// Deprecation as the spec records it (spec info.description, "Deprecation"): `deprecated: true` on an
// operation, a parameter, a header or a schema, dated by `x-deprecated-at` and `x-sunset-at` and
// explained at `x-deprecation-notice`. The mock's answers (Deprecation, Sunset, Link) and the
// breaking-change guard (what a new version prefix may leave out) both read it here.
// @see https://www.rfc-editor.org/rfc/rfc9745  @see https://www.rfc-editor.org/rfc/rfc8594
import { isObject, type Json, type JsonObject, type SpecWalker } from './spec-walker.ts';

export interface Deprecation {
  /** RFC 3339: when the element is (or was) deprecated. */
  readonly at: string;
  /** RFC 3339: when it stops being served, if decided. */
  readonly sunset?: string;
  /** URL of the notice that says what replaces it. */
  readonly notice?: string;
}

/** The deprecation an element declares itself, or undefined when it is not deprecated. */
export function deprecationOf(node: Json | undefined): Deprecation | undefined {
  if (!isObject(node) || node.deprecated !== true) return undefined;
  const text = (key: string) => (typeof node[key] === 'string' ? (node[key] as string) : undefined);
  const at = text('x-deprecated-at');
  // The ruleset (deprecation-is-dated) requires the date; an undated mark counts from the epoch, so
  // the answer still says "deprecated" rather than nothing.
  const sunset = text('x-sunset-at');
  const notice = text('x-deprecation-notice');
  return { at: at ?? '1970-01-01T00:00:00Z', ...(sunset ? { sunset } : {}), ...(notice ? { notice } : {}) };
}

/** The earliest of two deprecations (earliest date, earliest sunset, the first one's notice). */
function earliest(a: Deprecation | undefined, b: Deprecation | undefined): Deprecation | undefined {
  if (!a || !b) return a ?? b;
  const [first, second] = Date.parse(a.at) <= Date.parse(b.at) ? [a, b] : [b, a];
  const sunsets = [first.sunset, second.sunset]
    .filter((s): s is string => s !== undefined)
    .sort((x, y) => Date.parse(x) - Date.parse(y));
  const notice = first.notice ?? second.notice;
  return { at: first.at, ...(sunsets[0] ? { sunset: sunsets[0] } : {}), ...(notice ? { notice } : {}) };
}

const nested = ['properties', 'patternProperties', '$defs'] as const;
const single = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'] as const;
const lists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;

/** The earliest deprecation inside a schema (its own, its properties', its branches'), following $refs once each. */
function schemaDeprecation(walker: SpecWalker, node: Json | undefined, seen: Set<string>): Deprecation | undefined {
  if (!isObject(node)) return undefined;
  if (typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) return undefined;
    seen.add(node.$ref);
    return earliest(deprecationOf(node), schemaDeprecation(walker, walker.resolve(node.$ref).value, seen));
  }
  let found = deprecationOf(node);
  for (const key of nested)
    if (isObject(node[key]))
      for (const child of Object.values(node[key] as JsonObject))
        found = earliest(found, schemaDeprecation(walker, child, seen));
  for (const key of single) found = earliest(found, schemaDeprecation(walker, node[key], seen));
  for (const key of lists)
    if (Array.isArray(node[key]))
      for (const child of node[key] as Json[]) found = earliest(found, schemaDeprecation(walker, child, seen));
  return found;
}

const resolved = (walker: SpecWalker, node: Json | undefined): Json | undefined =>
  isObject(node) && typeof node.$ref === 'string' ? walker.resolve(node.$ref).value : node;

/**
 * What an operation's answers announce: the earliest deprecation among the operation itself, its
 * parameters (the path's too), its request body and its 2xx answers' bodies and headers. A client that
 * uses any of them is told, because the server cannot know which fields a client reads.
 */
export function operationDeprecation(
  walker: SpecWalker,
  pathItem: JsonObject,
  operation: JsonObject,
): Deprecation | undefined {
  const seen = new Set<string>();
  let found = deprecationOf(operation);
  const parameters = [...((pathItem.parameters ?? []) as Json[]), ...((operation.parameters ?? []) as Json[])];
  for (const parameter of parameters.map((p) => resolved(walker, p))) {
    found = earliest(found, deprecationOf(parameter));
    if (isObject(parameter)) found = earliest(found, schemaDeprecation(walker, parameter.schema, seen));
  }
  const bodies: Json[] = [];
  const body = resolved(walker, operation.requestBody);
  if (isObject(body) && isObject(body.content)) bodies.push(...Object.values(body.content));
  for (const [status, answer] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
    if (!status.startsWith('2')) continue;
    const response = resolved(walker, answer);
    if (!isObject(response)) continue;
    if (isObject(response.content)) bodies.push(...Object.values(response.content));
    for (const header of Object.values(isObject(response.headers) ? response.headers : {}))
      found = earliest(found, deprecationOf(resolved(walker, header)));
  }
  for (const media of bodies)
    if (isObject(media)) found = earliest(found, schemaDeprecation(walker, media.schema, seen));
  return found;
}

/**
 * The headers every answer of a deprecated operation carries (spec info.description, "Deprecation"):
 * `Deprecation` an RFC 9745 structured date (`@` and Unix seconds), `Sunset` an RFC 8594 HTTP-date, and a
 * `Link` to the notice with the `deprecation` relation (and `sunset`, when a date is set). The mock answers
 * with them and the response judge holds a real service to them, so both read this one builder.
 * @see https://www.rfc-editor.org/rfc/rfc9745#section-2  @see https://www.rfc-editor.org/rfc/rfc8594#section-3
 */
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

/** A header of a deprecated operation's answer that is missing or wrong, with what the spec asks for. */
export interface DeprecationHeaderProblem {
  /** `Deprecation`, `Sunset` or `Link`. */
  readonly header: string;
  readonly expected: string;
  /** The value sent; undefined when the header is missing. */
  readonly actual?: string;
  readonly detail: string;
}

/** RFC 9110 §5.6.7: the IMF-fixdate senders must use. */
const imfFixdate =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The relation types of each link in a Link header (RFC 8288 §3), by target. */
function linkRelations(value: string): Array<{ target: string; rels: string[] }> {
  return [...value.matchAll(/<([^>]*)>([^<]*)/g)].map(([, target, params]) => {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params ?? '');
    return { target: target ?? '', rels: (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/).filter(Boolean) };
  });
}

/**
 * What an answer of a deprecated operation gets wrong about the three headers, by their forms and by the
 * spec's dates and notice: `headers` by lower-case name.
 */
export function deprecationHeaderProblems(
  deprecation: Deprecation,
  headers: Readonly<Record<string, string>>,
): DeprecationHeaderProblem[] {
  const expected = deprecationHeaders(deprecation);
  const out: DeprecationHeaderProblem[] = [];
  const missing = (header: string, why: string) =>
    out.push({ header, expected: expected[header]!, detail: `header ${header} is missing: ${why}` });

  const sent = headers.deprecation;
  if (sent === undefined) missing('Deprecation', 'every answer of a deprecated operation carries it (RFC 9745)');
  else if (!/^@-?\d{1,15}$/.test(sent.trim()))
    out.push({
      header: 'Deprecation',
      expected: expected.Deprecation!,
      actual: sent,
      detail: `header Deprecation: ${JSON.stringify(sent)} is not an RFC 9745 date (\`@\` and Unix seconds)`,
    });
  else if (sent.trim() !== expected.Deprecation)
    out.push({
      header: 'Deprecation',
      expected: expected.Deprecation!,
      actual: sent,
      detail: `header Deprecation: ${JSON.stringify(sent)} is not the spec's x-deprecated-at (${expected.Deprecation})`,
    });

  if (expected.Sunset !== undefined) {
    const sunset = headers.sunset;
    if (sunset === undefined) missing('Sunset', 'the spec dates its sunset (RFC 8594)');
    else if (!imfFixdate.test(sunset.trim()))
      out.push({
        header: 'Sunset',
        expected: expected.Sunset,
        actual: sunset,
        detail: `header Sunset: ${JSON.stringify(sunset)} is not an HTTP-date (RFC 9110 §5.6.7, e.g. ${expected.Sunset})`,
      });
    else if (Date.parse(sunset) !== Date.parse(expected.Sunset))
      out.push({
        header: 'Sunset',
        expected: expected.Sunset,
        actual: sunset,
        detail: `header Sunset: ${JSON.stringify(sunset)} is not the spec's x-sunset-at (${expected.Sunset})`,
      });
  }

  if (deprecation.notice !== undefined) {
    const link = headers.link;
    const wanted = ['deprecation', ...(deprecation.sunset !== undefined ? ['sunset'] : [])];
    const links = link === undefined ? [] : linkRelations(link);
    const lacking = wanted.filter((rel) => !links.some((l) => l.target === deprecation.notice && l.rels.includes(rel)));
    if (link === undefined) missing('Link', `it links the notice ${deprecation.notice} (rel="deprecation")`);
    else if (lacking.length > 0)
      out.push({
        header: 'Link',
        expected: expected.Link!,
        actual: link,
        detail: `header Link does not link the notice <${deprecation.notice}> with rel=${lacking.map((r) => `"${r}"`).join(' and ')}`,
      });
  }
  return out;
}
