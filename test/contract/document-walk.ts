// Walks an OpenAPI document and yields every example with the pointer of the schema it illustrates,
// so one table-driven test can check them all against their schemas.
import type { OpenApiDocument } from '../../contract/documents.ts';
import type { SchemaRef } from '../../contract/schema-validator.ts';

export interface ExampleCase {
  /** Where the example is written. */
  at: string;
  schema: SchemaRef;
  value: unknown;
}

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function resolve(document: OpenApiDocument, node: unknown): unknown {
  const ref = (node as { $ref?: string } | null)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let current: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    current = (current as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return current;
}

export function* examplesOf(document: OpenApiDocument): Generator<ExampleCase> {
  function* walk(node: unknown, pointer: string): Generator<ExampleCase> {
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    // A media type, parameter or header: `schema` beside `example`/`examples`.
    if ('schema' in object) {
      const schema = `${pointer}/schema` as SchemaRef;
      if ('example' in object) yield { at: `${pointer}/example`, schema, value: object.example };
      if (object.examples && typeof object.examples === 'object' && !Array.isArray(object.examples)) {
        for (const [name, example] of Object.entries(object.examples)) {
          const resolved = resolve(document, example) as { value?: unknown };
          yield { at: `${pointer}/examples/${escape(name)}`, schema, value: resolved.value };
        }
      }
    }
    // A schema's own JSON Schema `examples` array.
    if (Array.isArray(object.examples) && ('type' in object || 'pattern' in object)) {
      for (const [index, value] of object.examples.entries()) {
        yield { at: `${pointer}/examples/${index}`, schema: pointer as SchemaRef, value };
      }
    }
    for (const [key, child] of Object.entries(object)) {
      if (key === 'examples' || key === 'example') continue;
      yield* walk(child, `${pointer}/${escape(key)}`);
    }
  }
  yield* walk(document, '#');
}
