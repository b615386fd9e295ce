// Compares one operation of the released contract with its counterpart in the head: security, parameters,
// request body, answers (statuses, headers, bodies). A webhook is an operation turned around — the
// service sends the request and the client's receiver reads it — so its body is compared as a response.
import { deprecationOf } from '../../contract/deprecation.ts';
import {
  escapePointerToken,
  isObject,
  type Json,
  type JsonObject,
  type SpecWalker,
} from '../../contract/spec-walker.ts';
import type { Direction } from './finding.ts';
import { compareSchemas, type DiffContext } from './schema-diff.ts';

export interface OperationSide {
  /** The path template, `/v1/jobs/{job_id}`. */
  readonly path: string;
  readonly item: JsonObject;
  readonly operation: JsonObject;
  /** `#/paths/~1v1~1jobs/post` (or `#/webhooks/…/post`). */
  readonly pointer: string;
  /** The path item's pointer, where path-level parameters live. */
  readonly itemPointer: string;
}

const esc = escapePointerToken;
const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

function resolved(walker: SpecWalker, node: Json | undefined, at: string): { value: JsonObject; at: string } {
  if (isObject(node) && typeof node.$ref === 'string') {
    const target = walker.resolve(node.$ref);
    return { value: objectAt(target.value), at: target.pointer };
  }
  return { value: objectAt(node), at };
}

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

/** The operation's security alternatives (its own, else the document's), each as canonical JSON. */
function securityOf(walker: SpecWalker, operation: JsonObject): string[] {
  const inherited = (walker.document as unknown as JsonObject).security;
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(inherited)
      ? inherited
      : [];
  // No requirement at all is the anonymous alternative, `{}`.
  const list = requirements.length ? requirements : [{}];
  return list.map((r) =>
    JSON.stringify(
      Object.entries(objectAt(r))
        .map(([name, scopes]) => [name, (Array.isArray(scopes) ? scopes.map(String) : []).sort()])
        .sort(),
    ),
  );
}

const label = (canonical: string) => {
  const entries = JSON.parse(canonical) as Array<[string, string[]]>;
  return entries.length
    ? entries.map(([name, scopes]) => (scopes.length ? `${name} (${scopes.join(', ')})` : name)).join(' + ')
    : 'no credentials';
};

export function compareOperation(ctx: DiffContext, base: OperationSide, head: OperationSide, flip = false): void {
  const report = ctx.report;
  const where = head.pointer;
  if (!ctx.successor && base.operation.operationId !== head.operation.operationId)
    report({
      kind: 'breaking',
      rule: 'operation-id-changed',
      pointer: `${where}/operationId`,
      why: `operationId ${JSON.stringify(base.operation.operationId)} → ${JSON.stringify(head.operation.operationId)}: generated clients name their methods and types after it.`,
    });
  for (const keyword of ['summary', 'description'] as const)
    if (base.operation[keyword] !== head.operation[keyword])
      report({
        kind: 'harmless',
        rule: 'annotation-changed',
        pointer: `${where}/${keyword}`,
        why: `${keyword} edited: prose, no client reads it.`,
      });
  if (base.operation.deprecated !== true && head.operation.deprecated === true)
    report({
      kind: 'harmless',
      rule: 'deprecated',
      pointer: `${where}/deprecated`,
      why: 'newly deprecated: still served as before, announced by the Deprecation header.',
    });

  if (!flip) compareSecurity(ctx, base, head);
  compareParameters(ctx, base, head, flip ? 'response' : 'request');
  compareRequestBody(ctx, base, head, flip ? 'response' : 'request');
  if (!flip) compareResponses(ctx, base, head);
}

/**
 * A client that authenticated one released way is still let in when some head alternative asks for no
 * scheme it does not send and no scope it does not hold: a scheme or scope fewer breaks nobody.
 */
function stillLetIn(alternative: string, after: readonly string[]): boolean {
  const sent = new Map(JSON.parse(alternative) as Array<[string, string[]]>);
  return after.some((h) =>
    (JSON.parse(h) as Array<[string, string[]]>).every(
      ([name, scopes]) => sent.has(name) && scopes.every((scope) => sent.get(name)!.includes(scope)),
    ),
  );
}

function compareSecurity(ctx: DiffContext, base: OperationSide, head: OperationSide): void {
  const before = securityOf(ctx.base, base.operation);
  const after = securityOf(ctx.head, head.operation);
  // Inherited from the document's `security`, the change is written there.
  const defined = Array.isArray(head.operation.security) ? {} : { defined: '#/security' };
  const shut = before.filter((a) => !stillLetIn(a, after));
  for (const alternative of shut)
    ctx.report({
      kind: 'breaking',
      rule: 'security-changed',
      pointer: `${head.pointer}/security`,
      ...defined,
      why: `clients that authenticate with ${label(alternative)} are no longer let in (now: ${after.map(label).join(' or ')}).`,
    });
  if (shut.length > 0 || JSON.stringify(before) === JSON.stringify(after)) return;
  ctx.report({
    kind: 'harmless',
    rule: 'security-relaxed',
    pointer: `${head.pointer}/security`,
    ...defined,
    why: `now ${after.map(label).join(' or ')} (was ${before.map(label).join(' or ')}): every released way in still works.`,
  });
}

function compareParameters(ctx: DiffContext, base: OperationSide, head: OperationSide, direction: Direction): void {
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

function compareContent(
  ctx: DiffContext,
  direction: Direction,
  what: string,
  base: { value: JsonObject; at: string },
  head: { value: JsonObject; at: string },
  pointer: string,
): void {
  const before = objectAt(base.value.content);
  const after = objectAt(head.value.content);
  for (const [mediaType, b] of Object.entries(before)) {
    const at = `${pointer}/content/${esc(mediaType)}`;
    if (!(mediaType in after)) {
      ctx.report({
        kind: 'breaking',
        rule: `${direction}-media-type-removed`,
        pointer: at,
        defined: `${base.at}/content/${esc(mediaType)}`,
        why: `${what} no longer comes as ${mediaType}: clients that ${direction === 'request' ? 'send' : 'read'} it break.`,
      });
      continue;
    }
    compareSchemas(ctx, direction, objectAt(b).schema, objectAt(after[mediaType]).schema, {
      pointer: `${at}/schema`,
      base: `${base.at}/content/${esc(mediaType)}/schema`,
      head: `${head.at}/content/${esc(mediaType)}/schema`,
    });
  }
  for (const mediaType of Object.keys(after))
    if (!(mediaType in before))
      ctx.report({
        kind: 'harmless',
        rule: `${direction}-media-type-added`,
        pointer: `${pointer}/content/${esc(mediaType)}`,
        why: `${what} may also come as ${mediaType}; the released media types still work.`,
      });
}

function compareRequestBody(ctx: DiffContext, base: OperationSide, head: OperationSide, direction: Direction): void {
  const pointer = `${head.pointer}/requestBody`;
  const hasBase = base.operation.requestBody !== undefined;
  const hasHead = head.operation.requestBody !== undefined;
  if (!hasBase && !hasHead) return;
  const b = resolved(ctx.base, base.operation.requestBody, `${base.pointer}/requestBody`);
  const h = resolved(ctx.head, head.operation.requestBody, pointer);
  if (!hasHead) {
    ctx.report({
      kind: 'breaking',
      rule: 'request-body-removed',
      pointer: `${base.pointer}/requestBody`,
      why: 'the operation no longer takes a body: clients that send one are refused or no longer heard.',
    });
    return;
  }
  const [wasRequired, isRequired] = [hasBase && b.value.required === true, h.value.required === true];
  if (direction === 'request' && isRequired && !wasRequired)
    ctx.report({
      kind: 'breaking',
      rule: 'request-body-required',
      pointer: `${pointer}/required`,
      defined: `${h.at}/required`,
      why: 'a body is now required: requests without one, valid before, are refused.',
    });
  else if (!hasBase)
    ctx.report({
      kind: 'harmless',
      rule: 'request-body-added',
      pointer,
      why: 'an optional body is now taken; requests without one are served as before.',
    });
  if (hasBase) compareContent(ctx, direction, 'the request body', b, h, pointer);
}

function compareResponses(ctx: DiffContext, base: OperationSide, head: OperationSide): void {
  const report = ctx.report;
  const before = objectAt(base.operation.responses);
  const after = objectAt(head.operation.responses);
  for (const [status, node] of Object.entries(before)) {
    const pointer = `${head.pointer}/responses/${esc(status)}`;
    if (!(status in after)) {
      report({
        kind: 'breaking',
        rule: 'response-status-removed',
        pointer: `${base.pointer}/responses/${esc(status)}`,
        why: `status ${status} is no longer answered: clients that handle it by its code get something they were not told about instead.`,
      });
      continue;
    }
    const b = resolved(ctx.base, node, `${base.pointer}/responses/${esc(status)}`);
    const h = resolved(ctx.head, after[status], pointer);
    compareHeaders(ctx, status, b, h, pointer);
    compareContent(ctx, 'response', `the ${status} answer`, b, h, pointer);
  }
  for (const status of Object.keys(after)) {
    if (status in before) continue;
    const pointer = `${head.pointer}/responses/${esc(status)}`;
    // Clients handle an unknown error by its class (RFC 9110 §15); a new success or redirect is an answer they were not written for.
    if (/^[123]/.test(status))
      report({
        kind: 'breaking',
        rule: 'success-status-added',
        pointer,
        why: `status ${status} is new: released clients were not written to handle it.`,
      });
    else
      report({
        kind: 'harmless',
        rule: 'error-status-added',
        pointer,
        why: `status ${status} is new: clients handle an unknown error by its class (spec: Versioning).`,
      });
  }
}

function compareHeaders(
  ctx: DiffContext,
  status: string,
  base: { value: JsonObject; at: string },
  head: { value: JsonObject; at: string },
  pointer: string,
): void {
  const lower = (headers: JsonObject) =>
    new Map(Object.entries(headers).map(([name, node]) => [name.toLowerCase(), { name, node }]));
  const before = lower(objectAt(base.value.headers));
  const after = lower(objectAt(head.value.headers));
  for (const [key, { name, node }] of before) {
    const at = `${pointer}/headers/${esc(name)}`;
    const b = resolved(ctx.base, node, `${base.at}/headers/${esc(name)}`);
    const found = after.get(key);
    if (!found) {
      const deprecation = deprecationOf(b.value);
      if (ctx.successor && deprecation)
        ctx.report({
          kind: 'harmless',
          rule: 'deprecated-header-dropped',
          pointer: at,
          defined: b.at,
          why: `${name} was deprecated (since ${deprecation.at}), so the new version may leave it out.`,
        });
      else
        ctx.report({
          kind: 'breaking',
          rule: 'response-header-removed',
          pointer: at,
          defined: b.at,
          why: `the ${status} answer no longer carries ${name}: clients that read it break.`,
        });
      continue;
    }
    const hAt = `${pointer}/headers/${esc(found.name)}`;
    const h = resolved(ctx.head, found.node, `${head.at}/headers/${esc(found.name)}`);
    if (b.value.required === true && h.value.required !== true)
      ctx.report({
        kind: 'breaking',
        rule: 'response-header-optional',
        pointer: `${hAt}/required`,
        defined: `${h.at}/required`,
        why: `${name} is no longer always sent: clients that rely on it find it missing.`,
      });
    compareSchemas(ctx, 'response', b.value.schema, h.value.schema, {
      pointer: `${hAt}/schema`,
      base: `${b.at}/schema`,
      head: `${h.at}/schema`,
    });
  }
  for (const [key, { name }] of after)
    if (!before.has(key))
      ctx.report({
        kind: 'harmless',
        rule: 'response-header-added',
        pointer: `${pointer}/headers/${esc(name)}`,
        why: `the ${status} answer now carries ${name}; clients ignore headers they do not know.`,
      });
}
