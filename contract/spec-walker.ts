// Walks a bundled OpenAPI document: JSON pointers and local $refs. The mock's tests, the conformance suite
// and the response judge read the contract through this, never through a copy; its operations and the
// path matcher are in operation-table.ts.
// @see https://spec.openapis.org/oas/v3.1.1#reference-object
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

export interface SpecWalker {
  readonly document: OpenApiDocument;
  /** The value at a `#/…` pointer, or undefined when the pointer does not resolve. */
  at(pointer: string): Json | undefined;
  /** Follows local `$ref`s from `pointer`; answers the final pointer and value. */
  resolve(pointer: string): { pointer: string; value: Json | undefined };
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

  return {
    document,
    at,
    resolve,
  };
}
