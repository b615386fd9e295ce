// The parameters of one operation, released against head: added required ones, removed ones, a location,
// a requirement or a schema changed (operation-diff.ts calls it; a webhook's are compared as a response's).
import { deprecationOf } from '../../contract/deprecation.ts';
import type { Json, JsonObject, SpecWalker } from '../../contract/spec-walker.ts';
import type { Direction } from './finding.ts';
import { type OperationSide, resolved } from './operation-side.ts';
import { compareSchemas, type DiffContext } from './schema-diff.ts';

interface Parameter {
  readonly value: JsonObject;
  /** Where the operation lists it. */
  readonly listed: string;
  /** Where it is written. */
  readonly at: string;
}

/** The operation's parameters keyed by location and name (header names case-insensitive; path parameters by position, as renaming one changes no URL). */
function parametersOf(walker: SpecWalker, side: OperationSide): Map<string, Parameter> {
  const out = new Map<string, Parameter>();
  const positions = [...side.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const add = (list: Json | undefined, listedAt: string) => {
    (Array.isArray(list) ? list : []).forEach((node, i) => {
      const { value, at } = resolved(walker, node, `${listedAt}/${i}`);
      const name = String(value.name);
      const key =
        value.in === 'path'
          ? `path #${positions.indexOf(name)}`
          : `${String(value.in)} ${value.in === 'header' ? name.toLowerCase() : name}`;
      out.set(key, { value, listed: `${listedAt}/${i}`, at });
    });
  };
  add(side.item.parameters, `${side.itemPointer}/parameters`);
  add(side.operation.parameters, `${side.pointer}/parameters`);
  return out;
}

export function compareParameters(
  ctx: DiffContext,
  base: OperationSide,
  head: OperationSide,
  direction: Direction,
): void {
  const report = ctx.report;
  const before = parametersOf(ctx.base, base);
  const after = parametersOf(ctx.head, head);
  for (const [key, b] of before) {
    const name = `${String(b.value.in)} parameter \`${String(b.value.name)}\``;
    const h = after.get(key);
    if (!h) {
      const deprecation = deprecationOf(b.value);
      if (ctx.successor && deprecation)
        report({
          kind: 'harmless',
          rule: 'deprecated-parameter-dropped',
          pointer: b.listed,
          defined: b.at,
          why: `${name} was deprecated (since ${deprecation.at}), so the new version may leave it out.`,
        });
      else
        report({
          kind: 'breaking',
          rule: 'parameter-removed',
          pointer: b.listed,
          defined: b.at,
          why:
            direction === 'request'
              ? `${name} removed: clients that send it are refused or no longer heard.`
              : `${name} removed: receivers that read it no longer get it.`,
        });
      continue;
    }
    const [wasRequired, isRequired] = [b.value.required === true, h.value.required === true];
    if (wasRequired !== isRequired) {
      const breaking = direction === 'request' ? isRequired : wasRequired;
      report({
        kind: breaking ? 'breaking' : 'harmless',
        rule: isRequired ? 'parameter-required' : 'parameter-optional',
        pointer: `${h.listed}/required`,
        defined: `${h.at}/required`,
        why: `${name} is ${isRequired ? 'now required' : 'now optional'}${breaking ? (direction === 'request' ? ': requests without it, valid before, are refused' : ': receivers that rely on it find it missing') : ''}.`,
      });
    }
    for (const keyword of ['style', 'explode', 'allowReserved'] as const)
      if (JSON.stringify(b.value[keyword]) !== JSON.stringify(h.value[keyword]))
        report({
          kind: 'breaking',
          rule: 'parameter-serialization-changed',
          pointer: `${h.listed}/${keyword}`,
          defined: `${h.at}/${keyword}`,
          why: `${name}: ${keyword} ${JSON.stringify(b.value[keyword] ?? null)} → ${JSON.stringify(h.value[keyword] ?? null)} changes how its value is written in the request.`,
        });
    compareSchemas(ctx, direction, b.value.schema, h.value.schema, {
      pointer: `${h.listed}/schema`,
      base: `${b.at}/schema`,
      head: `${h.at}/schema`,
    });
  }
  for (const [key, h] of after) {
    if (before.has(key)) continue;
    const name = `${String(h.value.in)} parameter \`${String(h.value.name)}\``;
    const breaking = direction === 'request' && h.value.required === true;
    report({
      kind: breaking ? 'breaking' : 'harmless',
      rule: breaking ? 'required-parameter-added' : 'parameter-added',
      pointer: h.listed,
      defined: h.at,
      why: breaking
        ? `new required ${name}: every request sent by a released client lacks it.`
        : `${name} added, optional: clients that leave it out are served as before.`,
    });
  }
}
