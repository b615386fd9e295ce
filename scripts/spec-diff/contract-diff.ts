// The breaking-change guard's comparison of two contracts (spec info.description, "Versioning" and
// "Deprecation"): every path, operation and webhook of the released contract must still be served
// unbroken by the head. Removing something is never allowed within its version prefix, deprecated or
// not; a new version prefix (`/v2` beside `/v1`) must carry over every operation and field of the one
// before it, except what that one deprecated.
import type { OpenApiDocument } from '../../contract/documents.ts';
import { deprecationOf } from '../../contract/deprecation.ts';
import {
  createSpecWalker,
  escapePointerToken,
  httpMethods,
  isObject,
  type Json,
  type JsonObject,
} from '../../contract/spec-walker.ts';
import { reportUncovered } from './document-net.ts';
import type { Finding } from './finding.ts';
import { compareOperation, type OperationSide } from './operation-diff.ts';
import type { DiffContext } from './schema-diff.ts';

const esc = escapePointerToken;
const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
/** A path's version prefix (`/v1/…` → 1), or undefined. */
const versionOf = (path: string) => {
  const match = /^\/v(\d+)(?:\/|$)/.exec(path);
  return match ? Number(match[1]) : undefined;
};
/** The route a path names, whatever its parameters are called. */
const route = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

function sides(
  document: OpenApiDocument,
  section: 'paths' | 'webhooks',
): Map<string, { path: string; item: JsonObject; pointer: string }> {
  const root = objectAt((document as unknown as JsonObject)[section]);
  return new Map(
    Object.entries(root).map(([path, item]) => [
      section === 'paths' ? route(path) : path,
      { path, item: objectAt(item), pointer: `#/${section}/${esc(path)}` },
    ]),
  );
}

function side(entry: { path: string; item: JsonObject; pointer: string }, method: string): OperationSide | undefined {
  const operation = entry.item[method];
  if (!isObject(operation)) return undefined;
  return {
    path: entry.path,
    item: entry.item,
    operation,
    pointer: `${entry.pointer}/${method}`,
    itemPointer: entry.pointer,
  };
}

const keepNote =
  'a deprecated operation stays in its version until that version is retired; leave it out of the next version prefix instead';

export function diffContracts(baseDocument: OpenApiDocument, headDocument: OpenApiDocument): Finding[] {
  const findings: Finding[] = [];
  const compared = new Set<string>();
  const ctx: DiffContext = {
    base: createSpecWalker(baseDocument),
    head: createSpecWalker(headDocument),
    report: (f) => findings.push(f),
    successor: false,
    seen: new Set(),
    covered: (pointer) => compared.add(pointer),
  };
  const report = ctx.report;
  const basePaths = sides(baseDocument, 'paths');
  const headPaths = sides(headDocument, 'paths');

  for (const [key, b] of basePaths) {
    const h = headPaths.get(key);
    const methods = httpMethods.filter((m) => isObject(b.item[m]));
    if (!h) {
      const deprecated = methods.length > 0 && methods.every((m) => deprecationOf(b.item[m]));
      report({
        kind: 'breaking',
        rule: 'path-removed',
        pointer: b.pointer,
        why: `${b.path} is gone: every client calling it breaks${deprecated ? ` (it was deprecated, but ${keepNote})` : ''}.`,
      });
      continue;
    }
    for (const method of methods) {
      const head = side(h, method);
      const base = side(b, method)!;
      if (head) compareOperation(ctx, base, head);
      else
        report({
          kind: 'breaking',
          rule: 'operation-removed',
          pointer: base.pointer,
          why: `${method.toUpperCase()} ${b.path} is gone: every client calling it breaks${deprecationOf(base.operation) ? ` (it was deprecated, but ${keepNote})` : ''}.`,
        });
    }
    for (const method of httpMethods)
      if (isObject(h.item[method]) && !isObject(b.item[method]))
        report({
          kind: 'harmless',
          rule: 'operation-added',
          pointer: `${h.pointer}/${method}`,
          why: `${method.toUpperCase()} ${h.path} is new.`,
        });
  }
  for (const [key, h] of headPaths)
    if (!basePaths.has(key))
      report({ kind: 'harmless', rule: 'path-added', pointer: h.pointer, why: `${h.path} is new.` });

  compareSuccessors(ctx, basePaths, headPaths);
  compareWebhooks(ctx, baseDocument, headDocument);
  compareSecuritySchemes(ctx, baseDocument, headDocument);
  const [bInfo, hInfo] = [
    objectAt((baseDocument as unknown as JsonObject).info),
    objectAt((headDocument as unknown as JsonObject).info),
  ];
  for (const keyword of ['title', 'summary', 'description', 'version'] as const)
    if (bInfo[keyword] !== hInfo[keyword])
      report({
        kind: 'harmless',
        rule: 'annotation-changed',
        pointer: `#/info/${keyword}`,
        why: `info ${keyword} edited: no client reads it.`,
      });
  // Whatever differs and no finding covers: never "no change" for two different documents.
  reportUncovered(baseDocument, headDocument, { findings: [...findings], compared }, report);
  return findings;
}

/**
 * A version prefix the head adds after the base's latest is that version's successor: each of the
 * predecessor's operations must be there under the new prefix, compared as if unchanged, except what
 * the predecessor deprecated — the only way anything ever leaves the contract.
 */
function compareSuccessors(
  ctx: DiffContext,
  basePaths: ReturnType<typeof sides>,
  headPaths: ReturnType<typeof sides>,
): void {
  const versions = (paths: ReturnType<typeof sides>) => [...paths.values()].flatMap((p) => versionOf(p.path) ?? []);
  const latest = Math.max(...versions(basePaths));
  if (!Number.isFinite(latest)) return;
  const next = Math.min(...versions(headPaths).filter((v) => v > latest));
  if (!Number.isFinite(next)) return;
  const successor: DiffContext = { ...ctx, successor: true };
  for (const b of basePaths.values()) {
    if (versionOf(b.path) !== latest) continue;
    const movedPath = b.path.replace(/^\/v\d+/, `/v${next}`);
    const h = headPaths.get(route(movedPath));
    for (const method of httpMethods) {
      const base = side(b, method);
      if (!base) continue;
      const head = h ? side(h, method) : undefined;
      if (head) {
        compareOperation(successor, base, head);
        continue;
      }
      const deprecation = deprecationOf(base.operation);
      const name = `${method.toUpperCase()} ${b.path}`;
      if (deprecation)
        ctx.report({
          kind: 'harmless',
          rule: 'deprecated-operation-retired',
          pointer: base.pointer,
          why: `${name} was deprecated (since ${deprecation.at}) and is left out of /v${next}, as the policy allows.`,
        });
      else
        ctx.report({
          kind: 'breaking',
          rule: 'successor-operation-missing',
          pointer: `#/paths/${esc(movedPath)}`,
          why: `/v${next} leaves out ${name}, which was never deprecated: a new version may drop only what its predecessor deprecated.`,
        });
    }
  }
}

function compareWebhooks(ctx: DiffContext, baseDocument: OpenApiDocument, headDocument: OpenApiDocument): void {
  const before = sides(baseDocument, 'webhooks');
  const after = sides(headDocument, 'webhooks');
  for (const [name, b] of before) {
    const h = after.get(name);
    for (const method of httpMethods) {
      const base = side(b, method);
      if (!base) continue;
      const head = h ? side(h, method) : undefined;
      if (head) compareOperation(ctx, base, head, true);
      else
        ctx.report({
          kind: 'breaking',
          rule: 'webhook-removed',
          pointer: base.pointer,
          why: `the ${name} webhook is no longer sent: receivers waiting for it break.`,
        });
    }
  }
  for (const [name, h] of after)
    if (!before.has(name))
      ctx.report({ kind: 'harmless', rule: 'webhook-added', pointer: h.pointer, why: `the ${name} webhook is new.` });
}

function compareSecuritySchemes(ctx: DiffContext, baseDocument: OpenApiDocument, headDocument: OpenApiDocument): void {
  const schemes = (document: OpenApiDocument) =>
    objectAt(objectAt((document as unknown as JsonObject).components).securitySchemes);
  const [before, after] = [schemes(baseDocument), schemes(headDocument)];
  const meaning = (walker: typeof ctx.base, node: Json | undefined) => {
    const value = isObject(node) && typeof node.$ref === 'string' ? walker.resolve(node.$ref).value : node;
    const { type, in: where, name, scheme, bearerFormat, flows, openIdConnectUrl } = objectAt(value);
    return JSON.stringify({
      type,
      where,
      name: typeof name === 'string' && where === 'header' ? name.toLowerCase() : name,
      scheme: typeof scheme === 'string' ? scheme.toLowerCase() : scheme,
      bearerFormat,
      flows,
      openIdConnectUrl,
    });
  };
  for (const name of Object.keys(after))
    if (!(name in before))
      ctx.report({
        kind: 'harmless',
        rule: 'security-scheme-added',
        pointer: `#/components/securitySchemes/${esc(name)}`,
        why: `the ${name} scheme is new; an operation that asks for it is reported on its own.`,
      });
  // A scheme no requirement names lets nobody in: removing or changing it breaks no client.
  const named = JSON.stringify([
    (baseDocument as unknown as JsonObject).security ?? null,
    ...Object.values(objectAt((baseDocument as unknown as JsonObject).paths)).flatMap((item) =>
      httpMethods.map((m) => objectAt(objectAt(item)[m]).security ?? null),
    ),
  ]);
  const used = (name: string) => named.includes(JSON.stringify(name));
  for (const [name, node] of Object.entries(before)) {
    const pointer = `#/components/securitySchemes/${esc(name)}`;
    if (!(name in after))
      ctx.report({
        kind: used(name) ? 'breaking' : 'harmless',
        rule: 'security-scheme-removed',
        pointer,
        why: used(name)
          ? `the ${name} scheme is gone: clients that authenticate with it are no longer let in.`
          : `the ${name} scheme is gone; no operation asked for it.`,
      });
    else if (meaning(ctx.base, node) !== meaning(ctx.head, after[name]))
      ctx.report({
        kind: used(name) ? 'breaking' : 'harmless',
        rule: 'security-scheme-changed',
        pointer,
        why: used(name)
          ? `the ${name} scheme now asks for credentials another way: clients that send them as before are no longer let in.`
          : `the ${name} scheme changed; no operation asks for it.`,
      });
  }
}
