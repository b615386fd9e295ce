// Walks a bundled OpenAPI document: JSON pointers, local $refs, and the index of operations by method
// and path template. The mock's tests, the conformance suite and the response judge read the contract
// through this, never through a copy.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import type { OpenApiDocument } from './documents.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

function unescape(token: string): string {
  return decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
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

export interface SpecWalker {
  readonly document: OpenApiDocument;
  /** The value at a `#/…` pointer, or undefined when the pointer does not resolve. */
  at(pointer: string): Json | undefined;
  /** Follows local `$ref`s from `pointer`; answers the final pointer and value. */
  resolve(pointer: string): { pointer: string; value: Json | undefined };
  readonly operations: readonly Operation[];
  /** The operation serving `method` on a request path (query string ignored), if the spec has one. */
  matchOperation(method: string, requestPath: string): Operation | undefined;
  /** The spec's methods on a request path, e.g. for checking `Allow`; undefined for an unknown path. */
  methodsOfPath(requestPath: string): string[] | undefined;
}

export function createSpecWalker(document: OpenApiDocument): SpecWalker {
  const root = document as unknown as JsonObject;

  function at(pointer: string): Json | undefined {
    if (!pointer.startsWith('#')) return undefined;
    let node: Json | undefined = root;
    for (const token of pointer.slice(1).split('/').slice(1)) {
      if (node === null || typeof node !== 'object') return undefined;
      node = Array.isArray(node) ? node[Number(token)] : (node as JsonObject)[unescape(token)];
      if (node === undefined) return undefined;
    }
    return node;
  }

  function resolve(pointer: string): { pointer: string; value: Json | undefined } {
    let current = pointer;
    for (let hops = 0; hops < 20; hops++) {
      const value = at(current);
      if (isObject(value) && typeof value.$ref === 'string') {
        current = value.$ref;
        continue;
      }
      return { pointer: current, value };
    }
    throw new Error(`$ref loop at ${pointer}`);
  }

  const operations: Operation[] = Object.entries(root.paths as JsonObject).flatMap(([path, item]) =>
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
  const pathOf = (requestPath: string) => requestPath.split('?')[0] ?? '';

  return {
    document,
    at,
    resolve,
    operations,
    matchOperation: (method, requestPath) => operations.find((op) => op.method === method.toUpperCase() && op.matcher.test(pathOf(requestPath))),
    methodsOfPath(requestPath) {
      const ops = operations.filter((op) => op.matcher.test(pathOf(requestPath)));
      return ops.length ? ops.map((op) => op.method) : undefined;
    },
  };
}
