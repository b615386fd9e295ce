// An object schema's properties, required list and additional properties compared, for the guard
// (schema-diff.ts). `readOnly` and `writeOnly` as OpenAPI defines them: a read-only property is sent by the
// server only (in requests a client does not send it, and `required` applies to responses only), a
// write-only property by the client only (in responses it is absent, and `required` applies to requests
// only). So a property is compared only on the side that sends it; on the other it is not there at all.
// @see https://spec.openapis.org/oas/v3.0.3#fixed-fields-19  @see https://spec.openapis.org/oas/v3.1.1#schema-object
import { deprecationOf } from '../../contract/deprecation.ts';
import { isObject, type Json, type JsonObject } from '../../contract/spec-walker.ts';
import { reportMovement, type Direction } from './finding.ts';
import { type DiffContext, type Place, type Recurse, resolve, show, step } from './schema-node.ts';

/** Whether the side that `direction` is about sends this property at all. */
function sent(ctx: DiffContext, side: 'base' | 'head', direction: Direction, node: Json, at: string): boolean {
  const schema = resolve(ctx[side], node, at).schema;
  return direction === 'request' ? schema.readOnly !== true : schema.writeOnly !== true;
}

const absentWhy = {
  request: 'read-only: clients do not send it (OpenAPI), so requests do not change',
  response: 'write-only: the server does not send it (OpenAPI), so answers do not change',
} as const;

export function compareObjects(
  ctx: DiffContext,
  direction: Direction,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  recurse: Recurse,
): void {
  const bProps = isObject(b.properties) ? b.properties : {};
  const hProps = isObject(h.properties) ? h.properties : {};
  const bSent = (name: string) =>
    name in bProps && sent(ctx, 'base', direction, bProps[name]!, `${here.base}/properties/${name}`);
  const hSent = (name: string) =>
    name in hProps && sent(ctx, 'head', direction, hProps[name]!, `${here.head}/properties/${name}`);
  // `required` binds a property only where it is sent: a read-only one in responses, a write-only one in requests.
  const bRequired = new Set(
    (Array.isArray(b.required) ? b.required.map(String) : []).filter((n) => !(n in bProps) || bSent(n)),
  );
  const hRequired = new Set(
    (Array.isArray(h.required) ? h.required.map(String) : []).filter((n) => !(n in hProps) || hSent(n)),
  );
  const report = ctx.report;
  for (const [name, schema] of Object.entries(bProps)) {
    const at = step(here, 'properties', name);
    if (name in hProps && bSent(name) && hSent(name)) {
      recurse(ctx, direction, schema, hProps[name], at);
      continue;
    }
    if (name in hProps && !bSent(name)) {
      // Not sent before: sent now (read-only dropped from a request property) is a field added; still not sent, nothing a client meets.
      if (hSent(name))
        report({
          kind: 'harmless',
          rule: `${direction}-field-added`,
          pointer: at.pointer,
          defined: at.head,
          why: `\`${name}\` is no longer ${direction === 'request' ? 'read-only: clients may now send it' : 'write-only: the server now sends it'}.`,
        });
      else if (JSON.stringify(schema) !== JSON.stringify(hProps[name]))
        report({
          kind: 'harmless',
          rule: `${direction}-field-not-sent`,
          pointer: at.pointer,
          defined: at.head,
          why: `\`${name}\` changed; it is ${absentWhy[direction]}.`,
        });
      continue;
    }
    if (!bSent(name)) {
      report({
        kind: 'harmless',
        rule: `${direction}-field-removed`,
        pointer: at.pointer,
        defined: at.base,
        why: `\`${name}\` removed; it was ${absentWhy[direction]}.`,
      });
      continue;
    }
    const deprecation = deprecationOf(resolve(ctx.base, schema, at.base).schema);
    if (ctx.successor && deprecation && !(name in hProps)) {
      report({
        kind: 'harmless',
        rule: 'deprecated-field-dropped',
        pointer: at.pointer,
        defined: at.base,
        why: `\`${name}\` was deprecated (since ${deprecation.at}), so the new version may leave it out.`,
      });
      continue;
    }
    const gone =
      name in hProps
        ? `made ${direction === 'request' ? 'read-only: clients that send it are ignored or refused' : 'write-only: clients that read it no longer get it'}`
        : direction === 'request'
          ? 'removed: clients that send it are refused or no longer heard'
          : 'removed: clients that read it no longer get it';
    report({
      kind: 'breaking',
      rule: `${direction}-field-removed`,
      pointer: at.pointer,
      defined: name in hProps ? at.head : at.base,
      why: `${direction} field \`${name}\` ${gone}.`,
    });
  }
  for (const name of Object.keys(hProps)) {
    if (name in bProps || (direction === 'request' && hRequired.has(name))) continue;
    const at = step(here, 'properties', name);
    const why = !hSent(name)
      ? `\`${name}\` added, ${absentWhy[direction]}.`
      : direction === 'request'
        ? `optional request field \`${name}\` added: clients that leave it out are served as before.`
        : `response field \`${name}\` added: clients ignore fields they do not know (spec: Versioning).`;
    report({ kind: 'harmless', rule: `${direction}-field-added`, pointer: at.pointer, defined: at.head, why });
  }
  compareRequired(ctx, direction, { bProps, hProps, bRequired, hRequired }, here);
  compareAdditional(ctx, direction, b, h, here, recurse);
}

function compareRequired(
  ctx: DiffContext,
  direction: Direction,
  sets: { bProps: JsonObject; hProps: JsonObject; bRequired: Set<string>; hRequired: Set<string> },
  here: Place,
): void {
  const { bProps, hProps, bRequired, hRequired } = sets;
  const at = step(here, 'required');
  for (const name of hRequired) {
    if (bRequired.has(name)) continue;
    const breaking = direction === 'request';
    ctx.report({
      kind: breaking ? 'breaking' : 'harmless',
      rule: breaking ? 'request-field-required' : 'response-field-required',
      pointer: at.pointer,
      defined: at.head,
      why: breaking
        ? `\`${name}\` is now required: requests without it, valid before, are refused.`
        : `\`${name}\` is now always sent.`,
    });
  }
  for (const name of bRequired) {
    // A field removed, or no longer sent on this side, is reported as such above.
    if (hRequired.has(name) || (name in bProps && !(name in hProps))) continue;
    const breaking = direction === 'response';
    ctx.report({
      kind: breaking ? 'breaking' : 'harmless',
      rule: breaking ? 'response-field-optional' : 'request-field-optional',
      pointer: at.pointer,
      defined: at.head,
      why: breaking
        ? `\`${name}\` is no longer required: clients that rely on it find it missing.`
        : `\`${name}\` may now be left out.`,
    });
  }
}

/** additionalProperties: `false` refuses unknown fields, a schema holds every other field to it, none allows anything. */
function compareAdditional(
  ctx: DiffContext,
  direction: Direction,
  b: JsonObject,
  h: JsonObject,
  here: Place,
  recurse: Recurse,
): void {
  const [bExtra, hExtra] = [b.additionalProperties, h.additionalProperties];
  if (bExtra === undefined && hExtra === undefined) return;
  const at = step(here, 'additionalProperties');
  // A schema on either side ($refs followed): compared as one, `false` allowing nothing, `true` or none anything.
  if (isObject(bExtra) || isObject(hExtra)) return recurse(ctx, direction, bExtra, hExtra, at);
  if ((bExtra === false) === (hExtra === false)) return; // true ↔ absent: the same
  // A response may grow fields (clients ignore unknown ones); a request that refused them may not start to.
  const movement = { narrows: hExtra === false, widens: bExtra === false };
  if (direction === 'request')
    reportMovement(
      ctx.report,
      direction,
      movement,
      'additional-properties',
      `additionalProperties ${show(bExtra)} → ${show(hExtra)}`,
      at.pointer,
      at.head,
    );
  else
    ctx.report({
      kind: 'harmless',
      rule: 'response-additional-properties-changed',
      pointer: at.pointer,
      defined: at.head,
      why: `additionalProperties ${show(bExtra)} → ${show(hExtra)}: clients ignore fields they do not know (spec: Versioning).`,
    });
}
