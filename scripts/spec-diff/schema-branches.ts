// allOf, oneOf and anyOf compared for the guard (schema-diff.ts). allOf members are constraints, compared
// by position, and one more narrows. oneOf/anyOf branches are alternatives, matched by identity — the same
// $ref, else the same meaning — and what is left over is named for what it is: a branch removed, a branch
// added, or (the same number left over on each side, by position) a branch changed, compared on its own.
// A removed or added branch breaks only when no other branch covers its values: in a request every value
// the released contract accepted must still be accepted; in a response every value the server may send
// must be one the released contract announced.
import { isObject, type Json, type JsonObject } from '../../contract/spec-walker.ts';
import type { Direction, Finding } from './finding.ts';
import { meaning } from './schema-keywords.ts';
import { type DiffContext, kebab, type Move, type Place, type Recurse, resolve } from './schema-node.ts';

/**
 * allOf members are constraints, matched like branches (identity, else position when as many are left
 * over on each side). A member added narrows, unless a member already there is at least as narrow; a
 * member removed widens, unless a member left is at least as narrow.
 */
export function compareAllOf(
  ctx: DiffContext,
  direction: Direction,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  move: Move,
  recurse: Recurse,
): void {
  const bAll = Array.isArray(b.allOf) ? b.allOf : [];
  const hAll = Array.isArray(h.allOf) ? h.allOf : [];
  if (bAll.length === 0 && hAll.length === 0) return;
  const { leftBase, leftHead } = pairUp(ctx, 'allOf', [bAll, hAll], here, direction, recurse);
  if (leftBase.length === leftHead.length) return;
  const lists: [Json[], Json[]] = [bAll, hAll];
  // Is some member of the other side at least as narrow (each value it allows the lone one allows too)?
  const impliedBy = (side: 'base' | 'head', index: number): number | undefined => {
    const others = side === 'base' ? [...hAll.keys()] : [...bAll.keys()];
    return others.find((other) => {
      // Compared as a response, "breaking" is "allows more": the other member must not allow more than this one.
      const pair: [number, number] = side === 'base' ? [index, other] : [other, index];
      const { findings } = trial(ctx, side === 'base' ? 'response' : 'request', ['allOf', here], pair, lists, recurse);
      return !findings.some((f) => f.kind === 'breaking');
    });
  };
  for (const i of leftBase) {
    const kept = impliedBy('base', i);
    move(
      'all-of',
      { narrows: false, widens: kept === undefined },
      `allOf member ${i} of the released contract removed${kept === undefined ? ' (one constraint fewer)' : `, member ${kept} still as narrow`}`,
      'allOf',
    );
    if (kept !== undefined)
      ctx.report({
        kind: 'harmless',
        rule: `${direction}-all-of-member-removed`,
        pointer: `${here.pointer}/allOf`,
        defined: `${here.base}/allOf/${i}`,
        why: `allOf member ${i} of the released contract removed; member ${kept} constrains at least as much, so the values allowed are the same.`,
      });
  }
  for (const j of leftHead) {
    const already = impliedBy('head', j);
    move(
      'all-of',
      { narrows: already === undefined, widens: false },
      `allOf member ${j} added${already === undefined ? ' (one more constraint)' : `, member ${already} of the released contract already as narrow`}`,
      'allOf',
    );
    if (already !== undefined)
      ctx.report({
        kind: 'harmless',
        rule: `${direction}-all-of-member-added`,
        pointer: `${here.pointer}/allOf/${j}`,
        defined: `${here.head}/allOf/${j}`,
        why: `allOf member ${j} added; member ${already} of the released contract constrains at least as much, so the values allowed are the same.`,
      });
  }
}

const refOf = (node: Json | undefined) => (isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined);

/** The findings of comparing two branches, kept aside (the comparison is a trial until a match is chosen). */
function trial(
  ctx: DiffContext,
  direction: Direction,
  [keyword, here]: ['oneOf' | 'anyOf' | 'allOf', Place],
  [bi, hi]: [number, number],
  [bList, hList]: [Json[], Json[]],
  recurse: Recurse,
): { findings: Finding[]; seen: Set<string> } {
  const findings: Finding[] = [];
  const seen = new Set(ctx.seen);
  recurse({ ...ctx, report: (f) => findings.push(f), seen, covered: undefined }, direction, bList[bi], hList[hi], {
    pointer: `${here.pointer}/${keyword}/${hi}`,
    base: `${here.base}/${keyword}/${bi}`,
    head: `${here.head}/${keyword}/${hi}`,
  });
  return { findings, seen };
}

/**
 * Pairs the members of two lists by identity — the same $ref, else the same meaning — then, when as many
 * are left over on each side, in order (the same members, changed in place); compares each pair and
 * returns what is left over.
 */
function pairUp(
  ctx: DiffContext,
  keyword: 'oneOf' | 'anyOf' | 'allOf',
  [bList, hList]: [Json[], Json[]],
  here: Place,
  direction: Direction,
  recurse: Recurse,
): { leftBase: number[]; leftHead: number[] } {
  const sense = (list: Json[], side: 'base' | 'head', i: number) =>
    meaning(resolve(ctx[side], list[i], `${here[side]}/${keyword}/${i}`).schema);
  const partner = new Map<number, number>();
  const taken = new Set<number>();
  const identical = [
    (i: number, j: number) => refOf(bList[i]) !== undefined && refOf(bList[i]) === refOf(hList[j]),
    (i: number, j: number) => sense(bList, 'base', i) === sense(hList, 'head', j),
  ];
  for (const same of identical)
    for (let i = 0; i < bList.length; i++) {
      if (partner.has(i)) continue;
      const j = hList.findIndex((_, k) => !taken.has(k) && same(i, k));
      if (j < 0) continue;
      partner.set(i, j);
      taken.add(j);
    }
  const leftBase = [...bList.keys()].filter((i) => !partner.has(i));
  const leftHead = [...hList.keys()].filter((j) => !taken.has(j));
  if (leftBase.length === leftHead.length) for (const [k, i] of leftBase.entries()) partner.set(i, leftHead[k]!);
  for (const [i, j] of partner)
    recurse(ctx, direction, bList[i], hList[j], {
      pointer: `${here.pointer}/${keyword}/${j}`,
      base: `${here.base}/${keyword}/${i}`,
      head: `${here.head}/${keyword}/${j}`,
    });
  return leftBase.length === leftHead.length ? { leftBase: [], leftHead: [] } : { leftBase, leftHead };
}

export function compareBranches(
  ctx: DiffContext,
  direction: Direction,
  keyword: 'oneOf' | 'anyOf',
  b: JsonObject,
  h: JsonObject,
  here: Place,
  move: Move,
  recurse: Recurse,
): void {
  const bList = Array.isArray(b[keyword]) ? (b[keyword] as Json[]) : undefined;
  const hList = Array.isArray(h[keyword]) ? (h[keyword] as Json[]) : undefined;
  if (!bList && !hList) return;
  if (!bList || !hList) {
    move(kebab(keyword), { narrows: !bList, widens: !hList }, `${keyword} ${bList ? 'removed' : 'added'}`, keyword);
    return;
  }
  const lists: [Json[], Json[]] = [bList, hList];
  const at: ['oneOf' | 'anyOf' | 'allOf', Place] = [keyword, here];
  const { leftBase, leftHead } = pairUp(ctx, keyword, lists, here, direction, recurse);
  if (leftBase.length === leftHead.length) return;

  // 3. Branches removed and added: each breaks unless another branch of the other side covers its values.
  const covering = (from: 'base' | 'head', index: number): number | undefined => {
    const others = from === 'base' ? hList.keys() : bList.keys();
    for (const other of others) {
      const pair: [number, number] = from === 'base' ? [index, other] : [other, index];
      const { findings } = trial(ctx, direction, at, pair, lists, recurse);
      // Covered: comparing the removed (or added) branch with the other one moves nothing that breaks.
      if (!findings.some((f) => f.kind === 'breaking')) return other;
    }
    return undefined;
  };
  for (const i of leftBase) {
    // A removed branch narrows a request unless a head branch still accepts its values; in a response it only narrows.
    const cover = direction === 'request' ? covering('base', i) : undefined;
    const narrows = direction === 'request' && cover === undefined;
    ctx.report({
      kind: narrows ? 'breaking' : 'harmless',
      rule: `${direction}-${kebab(keyword)}-${narrows ? 'narrowed' : 'branch-removed'}`,
      pointer: `${here.pointer}/${keyword}`,
      defined: `${here.base}/${keyword}/${i}`,
      why: `${keyword} branch ${i} of the released contract${refOf(bList[i]) ? ` (${refOf(bList[i])})` : ''} removed${
        direction === 'request'
          ? cover === undefined
            ? ': a request the released contract accepted is now refused, so clients that send it break'
            : `, its values still accepted by branch ${cover}`
          : ': the response sends no more than it did'
      }.`,
    });
  }
  for (const j of leftHead) {
    // An added branch widens a response unless the released contract already announced its values; in a request it only widens.
    const cover = direction === 'response' ? covering('head', j) : undefined;
    const widens = direction === 'response' && cover === undefined;
    ctx.report({
      kind: widens ? 'breaking' : 'harmless',
      rule: `${direction}-${kebab(keyword)}-${widens ? 'widened' : 'branch-added'}`,
      pointer: `${here.pointer}/${keyword}/${j}`,
      ...(`${here.head}/${keyword}/${j}` !== `${here.pointer}/${keyword}/${j}`
        ? { defined: `${here.head}/${keyword}/${j}` }
        : {}),
      why: `${keyword} branch ${j}${refOf(hList[j]) ? ` (${refOf(hList[j])})` : ''} added${
        direction === 'response'
          ? cover === undefined
            ? ': the server may now send what the released contract ruled out, so clients written against it break'
            : `, its values already announced by branch ${cover} of the released contract`
          : ': the request accepts at least what it did'
      }.`,
    });
  }
}
