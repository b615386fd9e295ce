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
