// The operations of an OpenAPI document — paths, methods, parameters, request bodies — and the matcher
// that finds one for a request, read once per document. The mock's router, its input checks, the
// response judge and the conformance suite all look operations up here, so spec/ is read one way only.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import { operationDeprecation, type Deprecation } from './deprecation.ts';
import type { OpenApiDocument } from './documents.ts';
import { createPathMatcher, type PathMatcher, type RouteMatch } from './path-matcher.ts';
import type { SchemaRef } from './schema-validator.ts';
import { createSpecWalker, escapePointerToken, httpMethods, type JsonObject, type SpecWalker } from './spec-walker.ts';

export interface ParameterSpec {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  /** Pointer to the parameter's schema, for the validator. */
  readonly schemaRef: SchemaRef;
  readonly schema: Readonly<Record<string, unknown>>;
}

export interface Operation {
  readonly operationId: string;
  /** Upper-case. */
  readonly method: string;
  /** The path template, `/v1/jobs/{job_id}`. */
  readonly path: string;
  /** `#/paths/~1v1~1jobs/post` */
  readonly pointer: string;
  readonly pathPointer: string;
  readonly parameters: readonly ParameterSpec[];
  /** Accepted media types and the schema of each; absent when the operation takes no body. */
  readonly body?: { readonly required: boolean; readonly mediaTypes: ReadonlyMap<string, SchemaRef> };
  /** Set when the operation, or something it takes or answers, is deprecated (deprecation.ts). */
  readonly deprecation?: Deprecation;
}

export type OperationMatch = RouteMatch<Operation>;

export interface OperationTable extends PathMatcher<Operation> {
  /** In the document's order: paths, then methods in `httpMethods` order. */
  readonly operations: readonly Operation[];
  /** The operation serving `method` on a request path (query string ignored), if the spec has one. */
  find(method: string, requestPath: string): Operation | undefined;
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

function readBody(walker: SpecWalker, node: Node | undefined, pointer: string): Operation['body'] {
  if (!node) return undefined;
  const ref = typeof node.$ref === 'string' ? node.$ref : pointer;
  const definition = (typeof node.$ref === 'string' ? walker.resolve(node.$ref).value : node) as Node;
  const mediaTypes = new Map<string, SchemaRef>();
  for (const mediaType of Object.keys((definition.content ?? {}) as Node))
    mediaTypes.set(mediaType, `${ref}/content/${escapePointerToken(mediaType)}/schema` as SchemaRef);
  return { required: definition.required === true, mediaTypes };
}

function readOperations(document: OpenApiDocument): Operation[] {
  const walker = createSpecWalker(document);
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const pathPointer = `#/paths/${escapePointerToken(path)}`;
    const shared = ((item.parameters ?? []) as Node[]).map((p, i) =>
      readParameter(walker, p, `${pathPointer}/parameters/${i}`),
    );
    for (const method of httpMethods) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const pointer = `${pathPointer}/${method}`;
      const own = ((operation.parameters ?? []) as Node[]).map((p, i) =>
        readParameter(walker, p, `${pointer}/parameters/${i}`),
      );
      // An operation's parameter overrides a path-level one of the same name and location.
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const body = readBody(walker, operation.requestBody as Node | undefined, `${pointer}/requestBody`);
      const deprecation = operationDeprecation(walker, item as JsonObject, operation as JsonObject);
      out.push({
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path,
        pointer,
        pathPointer,
        parameters,
        ...(body ? { body } : {}),
        ...(deprecation ? { deprecation } : {}),
      });
    }
  }
  return out;
}

const tables = new WeakMap<OpenApiDocument, OperationTable>();

/** The table of `document`, read on first use and shared by every caller after. */
export function operationTable(document: OpenApiDocument): OperationTable {
  const known = tables.get(document);
  if (known) return known;
  const operations = readOperations(document);
  const matcher = createPathMatcher(operations);
  const table: OperationTable = {
    operations,
    templates: matcher.templates,
    match: matcher.match,
    allowed: matcher.allowed,
    find(method, requestPath) {
      const found = matcher.match(method.toUpperCase(), requestPath.split('?')[0] ?? '');
      return found.kind === 'operation' ? found.operation : undefined;
    },
  };
  tables.set(document, table);
  return table;
}
