// Compares two JSON Schemas (OpenAPI 3.1, draft 2020-12) the way a client feels the change: each keyword
// is read as a move of the set of values the schema allows — narrower or wider — and a move breaks a
// request when it narrows (a value that was accepted is refused) and a response when it widens (the
// server may send what clients never expected). Where the guard cannot tell which way a keyword moved
// (a new pattern, a changed condition), it counts as both, so nothing that might break passes.
import { deprecationOf } from '../../contract/deprecation.ts';
import {
  escapePointerToken,
  isObject,
  type Json,
  type JsonObject,
  type SpecWalker,
} from '../../contract/spec-walker.ts';
import { reportMovement, type Direction, type Movement, type Report } from './finding.ts';

export interface DiffContext {
  readonly base: SpecWalker;
  readonly head: SpecWalker;
  readonly report: Report;
  /** Comparing a version prefix with its successor: what the base deprecated may be left out. */
  readonly successor: boolean;
  /** Pairs of definitions already compared (shared schemas are reported once; $ref cycles end). */
  readonly seen: Set<string>;
}

/** Where a schema is: `pointer`, through the operation that uses it; `base`/`head`, where each document writes it. */
export interface Place {
  readonly pointer: string;
  readonly base: string;
  readonly head: string;
}

const step = (place: Place, ...tokens: Array<string | number>): Place => {
  const tail = tokens.map((t) => `/${escapePointerToken(String(t))}`).join('');
  return { pointer: place.pointer + tail, base: place.base + tail, head: place.head + tail };
};

interface Resolved {
  readonly schema: JsonObject;
  /** Where the schema is written (the $ref's target). */
  readonly at: string;
  /** Keywords written beside the $ref instead, and where. */
  readonly siblings: { readonly at: string; readonly keys: readonly string[] };
}

/** A schema with its $ref followed (siblings of the $ref kept over the target's), and where it is written. */
function resolve(walker: SpecWalker, node: Json | undefined, at: string): Resolved {
  const none = { at, keys: [] };
  if (node === undefined || node === true) return { schema: {}, at, siblings: none };
  if (node === false) return { schema: { enum: [] }, at, siblings: none };
  if (!isObject(node)) return { schema: {}, at, siblings: none };
  if (typeof node.$ref !== 'string') return { schema: node, at, siblings: none };
  const target = walker.resolve(node.$ref);
  const { $ref: _ref, ...siblings } = node;
  return {
    schema: { ...resolve(walker, target.value, target.pointer).schema, ...siblings },
    at: target.pointer,
    siblings: { at, keys: Object.keys(siblings) },
  };
}

const annotations = /^(description|title|examples|example|deprecated|default|readOnly|writeOnly|\$comment|x-.*)$/;
/** JSON text of a value without its prose, so a reworded description is not a change of meaning. */
function meaning(value: Json | undefined): string {
  const strip = (v: Json | undefined): Json | undefined => {
    if (Array.isArray(v)) return v.map((x) => strip(x) ?? null);
    if (!isObject(v)) return v;
    return Object.fromEntries(
      Object.entries(v)
        .filter(([k]) => !annotations.test(k))
        .map(([k, x]) => [k, strip(x) ?? null]),
    );
  };
  return JSON.stringify(strip(value)) ?? 'undefined';
}

const pick = (node: Json | undefined, keys: readonly string[]): Json =>
  isObject(node) ? Object.fromEntries(keys.map((k) => [k, node[k] ?? null])) : null;

const show = (value: Json | undefined) => (value === undefined ? 'none' : JSON.stringify(value));

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

function allowedValues(schema: JsonObject): string[] | null {
  if ('const' in schema) return [JSON.stringify(schema.const)];
  return Array.isArray(schema.enum) ? schema.enum.map((v) => JSON.stringify(v)) : null;
}

/** A lower bound (higher is narrower) or an upper bound (lower is narrower). */
const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
/** Keywords whose change the guard cannot order; equal in meaning or counted as both ways. */
const conditions = [
  'if',
  'then',
  'else',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;

const kebab = (keyword: string) => keyword.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const num = (v: Json | undefined) => (typeof v === 'number' ? v : undefined);

export function compareSchemas(
  ctx: DiffContext,
  direction: Direction,
  baseNode: Json | undefined,
  headNode: Json | undefined,
  place: Place,
): void {
  const base = resolve(ctx.base, baseNode, place.base);
  const head = resolve(ctx.head, headNode, place.head);
  // Keywords beside a $ref (`default: GET`) make each use of a shared schema its own comparison.
  const key = `${ctx.successor}|${direction}|${base.at}|${head.at}|${JSON.stringify(pick(baseNode, base.siblings.keys))}|${JSON.stringify(pick(headNode, head.siblings.keys))}`;
  if (ctx.seen.has(key)) return;
  ctx.seen.add(key);
  const here: Place = { pointer: place.pointer, base: base.at, head: head.at };
  const b = base.schema;
  const h = head.schema;
  /** Where the head writes a keyword: beside the $ref or in its target. */
  const written = (keyword: string) =>
    `${head.siblings.keys.includes(keyword) ? head.siblings.at : head.at}/${keyword}`;
  const move = (subject: string, movement: Movement, what: string, keyword?: string) => {
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

  const bTypes = typeSet(b);
  const hTypes = typeSet(h);
  const typeList = (s: Set<string> | null) => (s ? [...s].join('|') : 'any');
  move(
    'type',
    { narrows: escapes(bTypes, hTypes), widens: escapes(hTypes, bTypes) },
    `type ${typeList(bTypes)} → ${typeList(hTypes)}`,
    'type',
  );

  const bValues = allowedValues(b);
  const hValues = allowedValues(h);
  const removed = bValues?.filter((v) => !hValues?.includes(v)) ?? [];
  const added = hValues?.filter((v) => !bValues?.includes(v)) ?? [];
  const enumNarrows = hValues !== null && (bValues === null || removed.length > 0);
  const enumWidens = bValues !== null && (hValues === null || added.length > 0);
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
    { narrows: enumNarrows, widens: enumWidens },
    `allowed values ${enumWhat}`,
    'const' in h ? 'const' : 'enum',
  );

  for (const keyword of ['format', 'pattern', 'multipleOf'] as const) {
    if (JSON.stringify(b[keyword]) === JSON.stringify(h[keyword])) continue;
    move(
      kebab(keyword),
      { narrows: h[keyword] !== undefined, widens: b[keyword] !== undefined },
      `${keyword} ${show(b[keyword])} → ${show(h[keyword])}`,
      keyword,
    );
  }
  for (const keyword of lowerBounds) {
    const [x, y] = [num(b[keyword]), num(h[keyword])];
    if (x === y) continue;
    move(
      kebab(keyword),
      { narrows: y !== undefined && (x === undefined || y > x), widens: x !== undefined && (y === undefined || y < x) },
      `${keyword} ${show(x)} → ${show(y)}`,
      keyword,
    );
  }
  for (const keyword of upperBounds) {
    const [x, y] = [num(b[keyword]), num(h[keyword])];
    if (x === y) continue;
    move(
      kebab(keyword),
      { narrows: y !== undefined && (x === undefined || y < x), widens: x !== undefined && (y === undefined || y > x) },
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
  if (direction === 'request' && b.default !== undefined && JSON.stringify(b.default) !== JSON.stringify(h.default))
    ctx.report({
      kind: 'breaking',
      rule: 'request-default-changed',
      pointer: `${here.pointer}/default`,
      defined: written('default'),
      why: `default ${show(b.default)} → ${show(h.default)}: a client that leaves the field out now asks for something else.`,
    });
  annotate(ctx, b, h, here, written);

  compareObjects(ctx, direction, b, h, here);
  if (b.items !== undefined || h.items !== undefined)
    compareSchemas(ctx, direction, b.items, h.items, step(here, 'items'));
  const bPrefix = Array.isArray(b.prefixItems) ? b.prefixItems : [];
  const hPrefix = Array.isArray(h.prefixItems) ? h.prefixItems : [];
  for (let i = 0; i < Math.min(bPrefix.length, hPrefix.length); i++)
    compareSchemas(ctx, direction, bPrefix[i], hPrefix[i], step(here, 'prefixItems', i));
  compareAllOf(ctx, direction, b, h, here, move);
  for (const keyword of ['oneOf', 'anyOf'] as const) compareBranches(ctx, direction, keyword, b, h, here, move);
}

function annotate(
  ctx: DiffContext,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  written: (keyword: string) => string,
): void {
  for (const keyword of ['description', 'title'] as const)
    if (b[keyword] !== h[keyword])
      ctx.report({
        kind: 'harmless',
        rule: 'annotation-changed',
        pointer: `${here.pointer}/${keyword}`,
        defined: written(keyword),
        why: `${keyword} edited: prose, no client reads it.`,
      });
  if (b.deprecated !== true && h.deprecated === true)
    ctx.report({
      kind: 'harmless',
      rule: 'deprecated',
      pointer: `${here.pointer}/deprecated`,
      defined: written('deprecated'),
      why: 'newly deprecated: still served as before, announced by the Deprecation header.',
    });
}

function compareObjects(ctx: DiffContext, direction: Direction, b: JsonObject, h: JsonObject, here: Place): void {
  const bProps = isObject(b.properties) ? b.properties : {};
  const hProps = isObject(h.properties) ? h.properties : {};
  const bRequired = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
  const hRequired = new Set(Array.isArray(h.required) ? h.required.map(String) : []);
  const report = ctx.report;
  for (const [name, schema] of Object.entries(bProps)) {
    const at = step(here, 'properties', name);
    if (name in hProps) {
      compareSchemas(ctx, direction, schema, hProps[name], at);
      continue;
    }
    const deprecation = deprecationOf(resolve(ctx.base, schema, at.base).schema);
    if (ctx.successor && deprecation) {
      report({
        kind: 'harmless',
        rule: 'deprecated-field-dropped',
        pointer: at.pointer,
        defined: at.base,
        why: `\`${name}\` was deprecated (since ${deprecation.at}), so the new version may leave it out.`,
      });
      continue;
    }
    const why =
      direction === 'request'
        ? `request field \`${name}\` removed: clients that send it are refused or no longer heard.`
        : `response field \`${name}\` removed: clients that read it no longer get it.`;
    report({ kind: 'breaking', rule: `${direction}-field-removed`, pointer: at.pointer, defined: at.base, why });
  }
  for (const name of Object.keys(hProps)) {
    if (name in bProps || (direction === 'request' && hRequired.has(name))) continue;
    const at = step(here, 'properties', name);
    const why =
      direction === 'request'
        ? `optional request field \`${name}\` added: clients that leave it out are served as before.`
        : `response field \`${name}\` added: clients ignore fields they do not know (spec: Versioning).`;
    report({ kind: 'harmless', rule: `${direction}-field-added`, pointer: at.pointer, defined: at.head, why });
  }
  for (const name of hRequired) {
    if (bRequired.has(name)) continue;
    const at = step(here, 'required');
    if (direction === 'request')
      report({
        kind: 'breaking',
        rule: 'request-field-required',
        pointer: at.pointer,
        defined: at.head,
        why: `\`${name}\` is now required: requests without it, valid before, are refused.`,
      });
    else
      report({
        kind: 'harmless',
        rule: 'response-field-required',
        pointer: at.pointer,
        defined: at.head,
        why: `\`${name}\` is now always sent.`,
      });
  }
  for (const name of bRequired) {
    const removedField = name in bProps && !(name in hProps); // reported above
    if (hRequired.has(name) || removedField) continue;
    const at = step(here, 'required');
    if (direction === 'response')
      report({
        kind: 'breaking',
        rule: 'response-field-optional',
        pointer: at.pointer,
        defined: at.head,
        why: `\`${name}\` is no longer required: clients that rely on it find it missing.`,
      });
    else
      report({
        kind: 'harmless',
        rule: 'request-field-optional',
        pointer: at.pointer,
        defined: at.head,
        why: `\`${name}\` may now be left out.`,
      });
  }
  const [bExtra, hExtra] = [b.additionalProperties, h.additionalProperties];
  if (isObject(bExtra) && isObject(hExtra))
    compareSchemas(ctx, direction, bExtra, hExtra, step(here, 'additionalProperties'));
  else if ((bExtra === false) !== (hExtra === false)) {
    // A response may grow fields (clients ignore unknown ones); a request that refused them may not start to.
    const at = step(here, 'additionalProperties');
    const movement = { narrows: hExtra === false, widens: bExtra === false };
    if (direction === 'request')
      reportMovement(
        report,
        direction,
        movement,
        'additional-properties',
        `additionalProperties ${show(bExtra)} → ${show(hExtra)}`,
        at.pointer,
        at.head,
      );
    else
      report({
        kind: 'harmless',
        rule: 'response-additional-properties-changed',
        pointer: at.pointer,
        defined: at.head,
        why: `additionalProperties ${show(bExtra)} → ${show(hExtra)}: clients ignore fields they do not know (spec: Versioning).`,
      });
  }
}

type Move = (subject: string, movement: Movement, what: string, keyword?: string) => void;

/** allOf members compared by position; a member more is a constraint more. */
function compareAllOf(
  ctx: DiffContext,
  direction: Direction,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  move: Move,
): void {
  const bAll = Array.isArray(b.allOf) ? b.allOf : [];
  const hAll = Array.isArray(h.allOf) ? h.allOf : [];
  for (let i = 0; i < Math.min(bAll.length, hAll.length); i++)
    compareSchemas(ctx, direction, bAll[i], hAll[i], step(here, 'allOf', i));
  if (bAll.length !== hAll.length)
    move(
      'all-of',
      { narrows: hAll.length > bAll.length, widens: hAll.length < bAll.length },
      `allOf has ${hAll.length} members, had ${bAll.length}`,
      'allOf',
    );
}

/**
 * oneOf/anyOf: in a request, every branch the base accepted must still be accepted by some head branch;
 * in a response, every branch the head may send must be one the base announced. A branch is matched
 * with the first partner that compares without a break (its own position first).
 */
function compareBranches(
  ctx: DiffContext,
  direction: Direction,
  keyword: 'oneOf' | 'anyOf',
  b: JsonObject,
  h: JsonObject,
  here: Place,
  move: Move,
): void {
  const bList = Array.isArray(b[keyword]) ? (b[keyword] as Json[]) : undefined;
  const hList = Array.isArray(h[keyword]) ? (h[keyword] as Json[]) : undefined;
  if (!bList && !hList) return;
  if (!bList || !hList) {
    move(kebab(keyword), { narrows: !bList, widens: !hList }, `${keyword} ${bList ? 'removed' : 'added'}`, keyword);
    return;
  }
  // `from` must each find a partner in `to`: the base's branches in a request, the head's in a response.
  const [from, to] = direction === 'request' ? [bList, hList] : [hList, bList];
  const used = new Set<number>();
  for (let i = 0; i < from.length; i++) {
    const order = [i, ...to.keys()].filter((j, k, all) => j < to.length && all.indexOf(j) === k);
    let fallback: Array<Parameters<Report>[0]> | undefined;
    let matched = false;
    for (const j of order) {
      const [bi, hi] = direction === 'request' ? [i, j] : [j, i];
      const found: Array<Parameters<Report>[0]> = [];
      const trial: DiffContext = { ...ctx, report: (f) => found.push(f), seen: new Set(ctx.seen) };
      compareSchemas(trial, direction, bList[bi], hList[hi], {
        pointer: `${here.pointer}/${keyword}/${hi}`,
        base: `${here.base}/${keyword}/${bi}`,
        head: `${here.head}/${keyword}/${hi}`,
      });
      if (j === i) fallback = found;
      if (found.some((f) => f.kind === 'breaking')) continue;
      found.forEach(ctx.report);
      for (const pair of trial.seen) ctx.seen.add(pair);
      used.add(j);
      matched = true;
      break;
    }
    if (matched) continue;
    if (fallback) fallback.forEach(ctx.report);
    else
      move(
        kebab(keyword),
        { narrows: direction === 'request', widens: direction === 'response' },
        `${keyword} branch ${i} of the ${direction === 'request' ? 'base' : 'head'} has no counterpart`,
        keyword,
      );
  }
  for (let j = 0; j < to.length; j++)
    if (!used.has(j))
      move(
        kebab(keyword),
        { narrows: direction === 'response', widens: direction === 'request' },
        `${keyword} branch ${j} ${direction === 'request' ? 'added' : 'removed'}`,
        keyword,
      );
}
