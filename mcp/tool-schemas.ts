// The MCP tools' input schemas, taken from the two specs as they are bundled in generated/ — never declared
// again here. A tool that runs one operation takes that operation's input: its body's schema when it has no
// parameters, otherwise its path and query parameters as properties, with the body under `body`. `$ref`s
// are inlined, because an agent's MCP client reads one self-contained JSON Schema per tool.
import type { OpenApiDocument } from '../contract/documents.ts';
import { operationTable, type Operation } from '../contract/operation-table.ts';
import { createSpecWalker, isObject, type Json, type JsonObject } from '../contract/spec-walker.ts';

/** A tool's input schema: a JSON Schema object, as MCP's `inputSchema` is. */
export type InputSchema = JsonObject & { type: 'object' };

/** OpenAPI annotations that are not JSON Schema (kept `description`, `example` is harmless): dropped for clients that are strict. */
const annotations = new Set(['x-provenance', 'x-error-detail', 'example', 'examples']);

/** `node` with every local `$ref` replaced by what it points to (a `$ref` back into itself becomes `{}`). */
export function inlined(document: OpenApiDocument, node: Json | undefined, seen: readonly string[] = []): Json {
  const walker = createSpecWalker(document);
  const visit = (value: Json | undefined, path: readonly string[]): Json => {
    if (Array.isArray(value)) return value.map((item) => visit(item, path));
    if (!isObject(value)) return value ?? null;
    if (typeof value.$ref === 'string') {
      if (path.includes(value.$ref)) return {};
      const { $ref, ...siblings } = value;
      const target = visit(walker.resolve($ref).value, [...path, $ref]);
      return Object.keys(siblings).length === 0 || !isObject(target)
        ? target
        : { ...target, ...(visit(siblings, path) as JsonObject) };
    }
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !annotations.has(key))
        .map(([key, inner]) => [key, visit(inner, path)]),
    );
  };
  return visit(node, seen);
}

/** The schema at `pointer` (`#/components/schemas/JobCreate`), self-contained, as an object schema. */
export function schemaAt(document: OpenApiDocument, pointer: string): InputSchema {
  const schema = inlined(document, { $ref: pointer });
  if (!isObject(schema)) throw new Error(`no schema at ${pointer}`);
  return { ...schema, type: 'object' };
}

function operationOf(document: OpenApiDocument, operationId: string): Operation {
  const found = operationTable(document).operations.find((o) => o.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in the spec`);
  return found;
}

/** The JSON body schema of `operationId`, or undefined when it takes none. */
export function bodySchemaOf(document: OpenApiDocument, operationId: string): InputSchema | undefined {
  const ref = operationOf(document, operationId).body?.mediaTypes.get('application/json');
  return ref === undefined ? undefined : schemaAt(document, ref);
}

/** What a tool that runs `operationId` takes (see the header). */
export function operationInput(document: OpenApiDocument, operationId: string): InputSchema {
  const operation = operationOf(document, operationId);
  const walker = createSpecWalker(document);
  const body = bodySchemaOf(document, operationId);
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  if (parameters.length === 0) return body ?? { type: 'object', properties: {}, additionalProperties: false };
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const parameter of parameters) {
    // The parameter's own description says what the value is; its schema says its shape.
    const definition = walker.resolve(parameter.schemaRef.replace(/\/schema$/, '')).value as JsonObject;
    const schema = inlined(document, { $ref: parameter.schemaRef }) as JsonObject;
    properties[parameter.name] =
      typeof definition.description === 'string' ? { ...schema, description: definition.description } : schema;
    if (parameter.required) required.push(parameter.name);
  }
  if (body) {
    properties.body = body;
    if (operation.body?.required) required.push('body');
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
