// Compares one operation of the released contract with its counterpart in the head: security, parameters,
// request body, answers (statuses, headers, bodies). A webhook is an operation turned around — the
// service sends the request and the client's receiver reads it — so its body is compared as a response.
import type { JsonObject, SpecWalker } from '../../contract/spec-walker.ts';
import { compareRequestBody, compareResponses } from './message-diff.ts';
import { objectAt, type OperationSide } from './operation-side.ts';
import { compareParameters } from './parameter-diff.ts';
import type { DiffContext } from './schema-diff.ts';

export type { OperationSide } from './operation-side.ts';

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
