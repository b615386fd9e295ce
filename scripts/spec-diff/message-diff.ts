// The messages of one operation, released against head: the request body, and each answer's status,
// headers and body (operation-diff.ts calls them; a webhook's body is compared as a response's).
import { deprecationOf } from '../../contract/deprecation.ts';
import type { JsonObject } from '../../contract/spec-walker.ts';
import type { Direction } from './finding.ts';
import { esc, objectAt, type OperationSide, resolved } from './operation-side.ts';
import { compareSchemas, type DiffContext } from './schema-diff.ts';

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

export function compareRequestBody(
  ctx: DiffContext,
  base: OperationSide,
  head: OperationSide,
  direction: Direction,
): void {
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

export function compareResponses(ctx: DiffContext, base: OperationSide, head: OperationSide): void {
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
