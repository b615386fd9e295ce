// The guard's last pass over the two whole documents: every place where they differ and that no finding
// covers is reported, so the guard never says "no change" of two different documents. Prose, examples,
// tags, servers and extensions are listed as harmless, as is a component no operation reaches; anything
// else is a change the guard does not understand, reported as such and counted both narrower and wider,
// so it breaks either way.
import type { OpenApiDocument } from '../../contract/documents.ts';
import { escapePointerToken, isObject, type Json } from '../../contract/spec-walker.ts';
import type { Finding, Report } from './finding.ts';

/** Differences reported at most: a document rewritten throughout is not listed leaf by leaf. */
const most = 50;

/** The places where two JSON values differ, as document pointers: the deepest that exist on one side only or differ in value. */
function differences(a: Json | undefined, b: Json | undefined, pointer: string, out: string[]): void {
  if (out.length >= most || JSON.stringify(a) === JSON.stringify(b)) return;
  const bothObjects = isObject(a) && isObject(b);
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  if (!bothObjects && !bothArrays) {
    out.push(pointer);
    return;
  }
  const keys = bothArrays
    ? [...Array(Math.max((a as Json[]).length, (b as Json[]).length)).keys()].map(String)
    : [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])];
  for (const key of keys)
    differences(
      (a as Record<string, Json>)[key],
      (b as Record<string, Json>)[key],
      `${pointer}/${escapePointerToken(key)}`,
      out,
    );
}

/** Every `#/components/…/name` the operations and webhooks reach through $refs, followed to the end. */
function reachedComponents(document: OpenApiDocument): Set<string> {
  const reached = new Set<string>();
  const root = document as unknown as Record<string, Json>;
  const queue: Json[] = [root.paths ?? null, root.webhooks ?? null];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    else if (isObject(node)) {
      const ref = typeof node.$ref === 'string' ? /^#\/components\/[^/]+\/[^/]+/.exec(node.$ref)?.[0] : undefined;
      if (ref && !reached.has(ref)) {
        reached.add(ref);
        const [, , kind, name] = ref.split('/');
        const components = root.components as Record<string, Record<string, Json>> | undefined;
        queue.push(components?.[kind!]?.[name!.replaceAll('~1', '/').replaceAll('~0', '~')] ?? null);
      }
      queue.push(...Object.values(node));
    }
  }
  return reached;
}

/** Tokens of a place that make it prose or presentation, whatever is inside. */
const prose = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'tags',
  'servers',
  '$comment',
  'contact',
  'license',
  'termsOfService',
  'version',
]);

/** The value at a document pointer, undefined when there is none. */
function resolvesIn(document: OpenApiDocument, pointer: string): Json | undefined {
  let node: Json | undefined = document as unknown as Json;
  for (const token of tokensOf(pointer)) node = isObject(node) ? node[token] : undefined;
  return node;
}

const tokensOf = (pointer: string) =>
  pointer
    .slice(2)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * `findings` so far; `compared`, every schema the comparison walked (where each document writes it): a
 * difference inside one was reported there.
 */
export function reportUncovered(
  base: OpenApiDocument,
  head: OpenApiDocument,
  done: { findings: readonly Finding[]; compared: ReadonlySet<string> },
  report: Report,
): void {
  const places: string[] = [];
  differences(base as unknown as Json, head as unknown as Json, '#', places);
  if (places.length === 0) return;
  const within = (place: string, p: string) => p === place || place.startsWith(`${p}/`);
  const compared = [...done.compared];
  const covers = (place: string) =>
    compared.some((p) => within(place, p)) ||
    done.findings.some((f) =>
      [f.pointer, f.defined].some((p) => p !== undefined && (within(place, p) || p.startsWith(`${place}/`))),
    );
  const reached = new Set([...reachedComponents(base), ...reachedComponents(head)]);
  for (const place of places) {
    if (covers(place)) continue;
    const tokens = tokensOf(place);
    const component = /^#\/components\/[^/]+\/[^/]+/.exec(place)?.[0];
    if (tokens[0] === 'openapi')
      report({
        kind: 'harmless',
        rule: 'openapi-version-changed',
        pointer: place,
        why: "each document's schemas are read in its own version's dialect (3.0's nullable and boolean exclusive bounds, 3.1's JSON Schema), so what they allow is compared as such.",
      });
    else if (tokens.some((t) => prose.has(t) || t.startsWith('x-')) || tokens[0] === 'info')
      report({
        kind: 'harmless',
        rule: 'annotation-changed',
        pointer: place,
        why: 'prose, examples, tags, servers or an extension: no client is held to it.',
      });
    else if (place === component && (resolvesIn(base, place) === undefined) !== (resolvesIn(head, place) === undefined))
      report({
        kind: 'harmless',
        rule: resolvesIn(head, place) === undefined ? 'component-removed' : 'component-added',
        pointer: place,
        why: 'a definition on its own; each place that refers to it, or no longer does, is compared where a client meets it.',
      });
    else if (component && !reached.has(component))
      report({
        kind: 'harmless',
        rule: 'unused-component-changed',
        pointer: place,
        why: 'no operation or webhook refers to this component, so no client meets the change.',
      });
    else
      report({
        kind: 'breaking',
        rule: 'change-not-understood',
        pointer: place,
        why: 'the documents differ here in a way the guard does not understand, so the change counts as both narrower and wider and breaks either way.',
      });
  }
}
