// Reads the operations of an OpenAPI document — paths, methods, parameters, request bodies — so the
// route table and every input check are derived from spec/ rather than written a second time.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import type { OpenApiDocument } from './documents.ts';
import type { SchemaRef } from './schema-validator.ts';
import { createSpecWalker, escapePointerToken, httpMethods, type SpecWalker } from './spec-walker.ts';

export interface ParameterSpec {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  /** Pointer to the parameter's schema, for the validator. */
  readonly schemaRef: SchemaRef;
  readonly schema: Readonly<Record<string, unknown>>;
}

export interface OperationSpec {
  readonly operationId: string;
  readonly method: string;
  readonly template: string;
  readonly parameters: readonly ParameterSpec[];
  /** Accepted media types and the schema of each; absent when the operation takes no body. */
  readonly body?: { readonly required: boolean; readonly mediaTypes: ReadonlyMap<string, SchemaRef> };
}

type Node = Record<string, unknown>;

function readParameter(walker: SpecWalker, node: Node, pointer: string): ParameterSpec {
  const ref = typeof node.$ref === 'string' ? node.$ref : pointer;
  const definition = (typeof node.$ref === 'string' ? walker.resolve(node.$ref).value : node) as Node;
  return {
    name: String(definition.name),
    in: definition.in as ParameterSpec['in'],
    required: definition.required === true,
    schemaRef: `${ref}/schema` as SchemaRef,
    schema: (definition.schema ?? {}) as Node,
  };
}

function readBody(walker: SpecWalker, node: Node | undefined, pointer: string): OperationSpec['body'] {
  if (!node) return undefined;
  const ref = typeof node.$ref === 'string' ? node.$ref : pointer;
  const definition = (typeof node.$ref === 'string' ? walker.resolve(node.$ref).value : node) as Node;
  const mediaTypes = new Map<string, SchemaRef>();
  for (const mediaType of Object.keys((definition.content ?? {}) as Node))
    mediaTypes.set(mediaType, `${ref}/content/${escapePointerToken(mediaType)}/schema` as SchemaRef);
  return { required: definition.required === true, mediaTypes };
}

export function readOperations(document: OpenApiDocument): OperationSpec[] {
  const walker = createSpecWalker(document);
  const out: OperationSpec[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const pathPointer = `#/paths/${escapePointerToken(template)}`;
    const shared = ((item.parameters ?? []) as Node[]).map((p, i) => readParameter(walker, p, `${pathPointer}/parameters/${i}`));
    for (const method of httpMethods) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const opPointer = `${pathPointer}/${method}`;
      const own = ((operation.parameters ?? []) as Node[]).map((p, i) => readParameter(walker, p, `${opPointer}/parameters/${i}`));
      // An operation's parameter overrides a path-level one of the same name and location.
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const body = readBody(walker, operation.requestBody as Node | undefined, `${opPointer}/requestBody`);
      out.push({ operationId: String(operation.operationId), method: method.toUpperCase(), template, parameters, ...(body ? { body } : {}) });
    }
  }
  return out;
}
