// Compares two JSON Schemas (OpenAPI 3.0, and 3.1 = draft 2020-12) the way a client feels the change: each
// keyword is read as a move of the set of values the schema allows — narrower or wider — and a move breaks
// a request when it narrows (a value that was accepted is refused) and a response when it widens (the
// server may send what clients never expected). Where the guard cannot tell which way a keyword moved (a
// new pattern, a changed condition, a keyword it does not know), it counts as both, so nothing that might
// break passes; and every keyword that differs is reported, so two different schemas are never "no change".
import { isObject, type Json, type JsonObject } from '../../contract/spec-walker.ts';
import { reportMovement, type Direction, type Finding } from './finding.ts';
import { compareAllOf, compareBranches } from './schema-branches.ts';
import { boundOf, compared, conditions, isAnnotation, meaning, tighter, walked } from './schema-keywords.ts';
import { type DiffContext, kebab, type Move, type Place, resolve, show, step } from './schema-node.ts';
import { compareObjects } from './schema-objects.ts';

export type { DiffContext, Place } from './schema-node.ts';

const pick = (node: Json | undefined, keys: readonly string[]): Json =>
  isObject(node) ? Object.fromEntries(keys.map((k) => [k, node[k] ?? null])) : null;

function typeSet(schema: JsonObject): Set<string> | null {
  if (schema.type === undefined) return null;
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]).map(String));
  if (schema.nullable === true) types.add('null'); // OpenAPI 3.0's spelling of a type array with null
  return types;
}

/** Does `from` allow a type `to` does not? An integer is a number. */
function escapes(from: Set<string> | null, to: Set<string> | null): boolean {
  if (to === null) return false;
  if (from === null) return true;
  return [...from].some((t) => !to.has(t) && !(t === 'integer' && to.has('number')));
}

function allowedValues(schema: JsonObject, keyword: 'enum' | 'x-extensible-enum' = 'enum'): string[] | null {
  if (keyword === 'enum' && 'const' in schema) return [JSON.stringify(schema.const)];
  return Array.isArray(schema[keyword]) ? (schema[keyword] as Json[]).map((v) => JSON.stringify(v)) : null;
}

/** Length and count limits: a lower bound (higher is narrower) or an upper bound (lower is narrower). */
const lowerLimits = ['minLength', 'minItems', 'minProperties'] as const;
const upperLimits = ['maxLength', 'maxItems', 'maxProperties'] as const;

const num = (v: Json | undefined) => (typeof v === 'number' ? v : undefined);

export function compareSchemas(
  parent: DiffContext,
  direction: Direction,
  baseNode: Json | undefined,
  headNode: Json | undefined,
  place: Place,
): void {
  const base = resolve(parent.base, baseNode, place.base);
  const head = resolve(parent.head, headNode, place.head);
  // Keywords beside a $ref (`default: GET`) make each use of a shared schema its own comparison.
  const key = `${parent.successor}|${direction}|${base.at}|${head.at}|${JSON.stringify(pick(baseNode, base.siblings.keys))}|${JSON.stringify(pick(headNode, head.siblings.keys))}`;
  // Every difference inside a schema compared here is reported by this comparison (or was, where it was met first).
  for (const at of new Set([place.pointer, place.base, place.head, base.at, head.at])) parent.covered?.(at);
  if (parent.seen.has(key)) return;
  parent.seen.add(key);
  // Every finding and every place already reported, at or below this schema: what the last check reads.
  const reported: string[] = [];
  const ctx: DiffContext = {
    ...parent,
    report: (finding: Finding) => {
      reported.push(finding.pointer);
      parent.report(finding);
    },
    covered: (pointer) => {
      reported.push(pointer);
      parent.covered?.(pointer);
    },
  };
  const here: Place = { pointer: place.pointer, base: base.at, head: head.at };
  const b = base.schema;
  const h = head.schema;
  /** Where the head writes a keyword: beside the $ref or in its target. */
  const written = (keyword: string) =>
    `${head.siblings.keys.includes(keyword) ? head.siblings.at : head.at}/${keyword}`;
  const move: Move = (subject, movement, what, keyword) => {
    reportMovement(
      ctx.report,
      direction,
      movement,
      subject,
      what,
      keyword ? `${here.pointer}/${keyword}` : here.pointer,
      keyword ? written(keyword) : head.at,
    );
  };

  referenceChange(ctx, baseNode, headNode, place);
  compareValues(direction, b, h, move);
  compareLimits(b, h, move);
  for (const keyword of conditions) {
    if (meaning(b[keyword]) === meaning(h[keyword])) continue;
    move(
      'condition',
      { narrows: true, widens: true },
      `${keyword} changed, and the guard cannot tell whether it allows more or less`,
      keyword,
    );
  }
  // A client that leaves out a field gets the default: a new default changes what its request means.
  if (direction === 'request' && JSON.stringify(b.default) !== JSON.stringify(h.default))
    ctx.report({
      kind: b.default === undefined ? 'harmless' : 'breaking',
      rule: b.default === undefined ? 'request-default-added' : 'request-default-changed',
      pointer: `${here.pointer}/default`,
      defined: written('default'),
      why:
        b.default === undefined
          ? `default ${show(h.default)} now documented: a client that leaves the field out was served some value before, and the spec now says which.`
          : `default ${show(b.default)} → ${show(h.default)}: a client that leaves the field out now asks for something else.`,
    });

  compareObjects(ctx, direction, b, h, here, compareSchemas);
  if (b.items !== undefined || h.items !== undefined)
    compareSchemas(ctx, direction, b.items, h.items, step(here, 'items'));
  comparePrefixItems(ctx, direction, b, h, here);
  compareAllOf(ctx, direction, b, h, here, move, compareSchemas);
  for (const keyword of ['oneOf', 'anyOf'] as const)
    compareBranches(ctx, direction, keyword, b, h, here, move, compareSchemas);
  reportTheRest(ctx, direction, b, h, here, written, reported);
}

/** A $ref that names another schema (or a schema written inline instead, or the other way round). */
function referenceChange(ctx: DiffContext, baseNode: Json | undefined, headNode: Json | undefined, place: Place) {
  const ref = (node: Json | undefined) => (isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined);
  const [was, is] = [ref(baseNode), ref(headNode)];
  if (was === is || (baseNode === undefined && headNode === undefined)) return;
  ctx.report({
    kind: 'harmless',
    rule: 'schema-reference-changed',
    pointer: place.pointer,
    ...(place.head !== place.pointer ? { defined: place.head } : {}),
    why: `${was ? `was ${was}` : 'was written inline'}, ${is ? `now refers to ${is}` : 'now written inline'}: what it allows is compared on its own; generated clients may name its type anew.`,
  });
}

/** type, enum/const, x-extensible-enum, format, pattern, multipleOf. */
function compareValues(direction: Direction, b: JsonObject, h: JsonObject, move: Move): void {
  const bTypes = typeSet(b);
  const hTypes = typeSet(h);
  const typeList = (s: Set<string> | null) => (s ? [...s].join('|') : 'any');
  move(
    'type',
    { narrows: escapes(bTypes, hTypes), widens: escapes(hTypes, bTypes) },
    `type ${typeList(bTypes)} → ${typeList(hTypes)}`,
    b.type === undefined && h.type === undefined ? 'nullable' : 'type',
  );

  const bValues = allowedValues(b);
  const hValues = allowedValues(h);
  const removed = bValues?.filter((v) => !hValues?.includes(v)) ?? [];
  const added = hValues?.filter((v) => !bValues?.includes(v)) ?? [];
  const enumWhat = [
    bValues === null ? `now limited to ${hValues?.join(', ')}` : '',
    hValues === null ? 'no longer limited to a list' : '',
    bValues && hValues && added.length ? `gained ${added.join(', ')}` : '',
    bValues && hValues && removed.length ? `lost ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  move(
    'enum',
    {
      narrows: hValues !== null && (bValues === null || removed.length > 0),
      widens: bValues !== null && (hValues === null || added.length > 0),
    },
    `allowed values ${enumWhat}`,
    'const' in h || ('const' in b && !('enum' in h)) ? 'const' : 'enum',
  );
  // An extensible enum lists what a client may send and warns that the server may send more: a value
  // taken away breaks a request; any change of the list is harmless in a response.
  const bOpen = allowedValues(b, 'x-extensible-enum') ?? [];
  const hOpen = allowedValues(h, 'x-extensible-enum') ?? [];
  const openRemoved = bOpen.filter((v) => !hOpen.includes(v));
  const openAdded = hOpen.filter((v) => !bOpen.includes(v));
  if (openRemoved.length > 0 || openAdded.length > 0)
    move(
      'extensible-enum',
      { narrows: direction === 'request' && openRemoved.length > 0, widens: openAdded.length > 0 },
      `x-extensible-enum ${openRemoved.length ? `lost ${openRemoved.join(', ')}` : `gained ${openAdded.join(', ')}`}`,
      'x-extensible-enum',
    );

  for (const keyword of ['format', 'pattern', 'multipleOf'] as const) {
    const [x, y] = [constraint(b, keyword), constraint(h, keyword)];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    move(
      kebab(keyword),
      { narrows: y !== undefined, widens: x !== undefined },
      `${keyword} ${show(b[keyword])} → ${show(h[keyword])}`,
      keyword,
    );
  }
}

/** A pattern that matches every string (`''`, `.*`, `^.*$`) constrains nothing, like none. */
function constraint(schema: JsonObject, keyword: 'format' | 'pattern' | 'multipleOf'): Json | undefined {
  const value = schema[keyword];
  return keyword === 'pattern' && typeof value === 'string' && /^\^?(?:\.\*)?\$?$/.test(value) ? undefined : value;
}

/** Numeric bounds (3.0's boolean exclusive bounds too), length and count limits, uniqueItems. */
function compareLimits(b: JsonObject, h: JsonObject, move: Move): void {
  for (const side of ['min', 'max'] as const) {
    const [x, y] = [boundOf(b, side), boundOf(h, side)];
    const [inclusive, exclusive] = side === 'min' ? ['minimum', 'exclusiveMinimum'] : ['maximum', 'exclusiveMaximum'];
    const written = (s: JsonObject) => JSON.stringify([s[inclusive], s[exclusive]]);
    if (written(b) === written(h)) continue;
    const keyword = JSON.stringify(b[exclusive]) !== JSON.stringify(h[exclusive]) ? exclusive : inclusive;
    const shown = (bound: typeof x) =>
      bound ? `${bound.exclusive ? (side === 'min' ? '>' : '<') : side === 'min' ? '≥' : '≤'} ${bound.value}` : 'none';
    move(
      kebab(keyword),
      {
        narrows: y !== undefined && (x === undefined || tighter(side, y, x)),
        widens: x !== undefined && (y === undefined || tighter(side, x, y)),
      },
      b[exclusive] === undefined && h[exclusive] === undefined
        ? `${inclusive} ${show(b[inclusive])} → ${show(h[inclusive])}`
        : `${side === 'min' ? 'lower' : 'upper'} bound ${shown(x)} → ${shown(y)}`,
      keyword,
    );
  }
  for (const [keywords, lower] of [
    [lowerLimits, true],
    [upperLimits, false],
  ] as const)
    for (const keyword of keywords) {
      const [x, y] = [num(b[keyword]), num(h[keyword])];
      if (x === y) continue;
      const tighterThan = (a: number, c: number) => (lower ? a > c : a < c);
      move(
        kebab(keyword),
        {
          narrows: y !== undefined && (x === undefined || tighterThan(y, x)),
          widens: x !== undefined && (y === undefined || tighterThan(x, y)),
        },
        `${keyword} ${show(x)} → ${show(y)}`,
        keyword,
      );
    }
  if ((b.uniqueItems === true) !== (h.uniqueItems === true))
    move(
      'unique-items',
      { narrows: h.uniqueItems === true, widens: b.uniqueItems === true },
      `uniqueItems ${show(b.uniqueItems)} → ${show(h.uniqueItems)}`,
      'uniqueItems',
    );
}

/**
 * prefixItems: each position of the array holds its prefix schema, and the positions after the prefix
 * `items` (anything when there is none) — so a position is compared whatever governs it on each side: a
 * prefix taken away leaves that position to `items`, which may allow more or less.
 */
function comparePrefixItems(ctx: DiffContext, direction: Direction, b: JsonObject, h: JsonObject, here: Place) {
  const bPrefix = Array.isArray(b.prefixItems) ? b.prefixItems : [];
  const hPrefix = Array.isArray(h.prefixItems) ? h.prefixItems : [];
  for (let i = 0; i < Math.max(bPrefix.length, hPrefix.length); i++) {
    const at = step(here, 'prefixItems', i);
    compareSchemas(
      ctx,
      direction,
      i < bPrefix.length ? bPrefix[i] : b.items,
      i < hPrefix.length ? hPrefix[i] : h.items,
      {
        pointer: at.pointer,
        base: i < bPrefix.length ? at.base : `${here.base}/items`,
        head: i < hPrefix.length ? at.head : `${here.head}/items`,
      },
    );
  }
}

const annotationWhy: Record<string, string> = {
  discriminator: 'a hint for choosing a branch; the values allowed are the branches’, which are compared on their own',
  readOnly: 'which side sends the property; a change that matters to one is reported at the property',
  writeOnly: 'which side sends the property; a change that matters to one is reported at the property',
  default: 'a response’s default says what the server assumes; it sends what it sends',
};

/**
 * Every keyword that differs and has no finding yet, at or below it: prose and annotations are listed as
 * harmless, a keyword the guard compares but found written another way for the same values as harmless too,
 * and a keyword the guard does not understand as breaking, counted both narrower and wider.
 */
function reportTheRest(
  ctx: DiffContext,
  direction: Direction,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  written: (keyword: string) => string,
  reported: readonly string[],
): void {
  for (const keyword of new Set([...Object.keys(b), ...Object.keys(h)])) {
    if (JSON.stringify(b[keyword]) === JSON.stringify(h[keyword])) continue;
    const pointer = `${here.pointer}/${keyword}`;
    if (reported.some((p) => p === pointer || p.startsWith(`${pointer}/`))) continue;
    const change = `${keyword} ${show(b[keyword])} → ${show(h[keyword])}`.slice(0, 200);
    const finding = (kind: 'harmless' | 'breaking', rule: string, why: string) =>
      ctx.report({ kind, rule, pointer, ...(written(keyword) !== pointer ? { defined: written(keyword) } : {}), why });
    if (isAnnotation(keyword) || keyword in annotationWhy)
      finding(
        'harmless',
        'annotation-changed',
        `${change}: ${annotationWhy[keyword] ?? 'an annotation, no client is held to it'}.`,
      );
    else if (compared.has(keyword) || walked.has(keyword) || conditions.includes(keyword))
      finding('harmless', 'schema-rewritten', `${change}: written another way, it allows the same values.`);
    else
      finding(
        'breaking',
        `${direction}-keyword-not-understood`,
        `${change}: a keyword the guard does not understand, so the change counts as both narrower and wider and breaks either way.`,
      );
  }
}
