// Walks the bundled service document (contract/documents.ts): JSON pointers, local $refs, and the index
// of operations. Everything the suite knows about the contract is read from here, never copied.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import { serviceDocument } from '../../contract/documents.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const root = serviceDocument as unknown as JsonObject;

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function unescape(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
}

export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** The value at a `#/…` pointer, or undefined when the pointer does not resolve. */
export function at(pointer: string): Json | undefined {
  if (!pointer.startsWith('#')) return undefined;
  let node: Json | undefined = root;
  for (const token of pointer.slice(1).split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(token)] : (node as JsonObject)[unescape(token)];
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows local `$ref`s from `pointer`; answers the final pointer and value. */
export function resolve(pointer: string): { pointer: string; value: Json | undefined } {
  let current = pointer;
  for (let hops = 0; hops < 20; hops++) {
    const value = at(current);
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.$ref === 'string') {
      current = value.$ref;
      continue;
    }
    return { pointer: current, value };
  }
  throw new Error(`$ref loop at ${pointer}`);
}

export function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export interface Operation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  /** `#/paths/~1v1~1jobs/post` */
  readonly pointer: string;
  readonly pathPointer: string;
  readonly matcher: RegExp;
}

export const operations: readonly Operation[] = Object.entries(root.paths as JsonObject).flatMap(([path, item]) =>
  httpMethods
    .filter((method) => isObject(item) && isObject(item[method]))
    .map((method) => {
      const op = (item as JsonObject)[method] as JsonObject;
      const pathPointer = `#/paths/${escapePointerToken(path)}`;
      const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return {
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pointer: `${pathPointer}/${method}`,
        pathPointer,
        matcher: new RegExp(`^${pattern}$`),
      };
    }),
);

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in spec/openapi.yaml`);
  return found;
}

/** The operation serving `method` on a request path (query string ignored), if the spec has one. */
export function matchOperation(method: string, requestPath: string): Operation | undefined {
  const path = requestPath.split('?')[0] ?? '';
  return operations.find((op) => op.method === method.toUpperCase() && op.matcher.test(path));
}

/** The spec's methods on a request path, e.g. for checking `Allow`. */
export function methodsOfPath(requestPath: string): string[] | undefined {
  const path = requestPath.split('?')[0] ?? '';
  const ops = operations.filter((op) => op.matcher.test(path));
  return ops.length ? ops.map((op) => op.method) : undefined;
}

/** Fills `{job_id}` and friends into a path template. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}
