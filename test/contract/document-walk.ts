// Walks an OpenAPI document and yields every example with the pointer of the schema it illustrates,
// so one table-driven test can check them all against their schemas.
import type { OpenApiDocument } from '../../contract/documents.ts';
import type { SchemaRef } from '../../contract/schema-validator.ts';
import { createSpecWalker, escapePointerToken as escape } from '../../contract/spec-walker.ts';

export interface ExampleCase {
  /** Where the example is written. */
  at: string;
  schema: SchemaRef;
  value: unknown;
}

export function* examplesOf(document: OpenApiDocument): Generator<ExampleCase> {
  const walker = createSpecWalker(document);
  const resolve = (node: unknown): unknown => {
    const ref = (node as { $ref?: unknown } | null)?.$ref;
    return typeof ref === 'string' ? walker.resolve(ref).value : node;
  };
  function* walk(node: unknown, pointer: string): Generator<ExampleCase> {
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    // A media type, parameter or header: `schema` beside `example`/`examples`.
    if ('schema' in object) {
      const schema = `${pointer}/schema` as SchemaRef;
      if ('example' in object) yield { at: `${pointer}/example`, schema, value: object.example };
      if (object.examples && typeof object.examples === 'object' && !Array.isArray(object.examples)) {
        for (const [name, example] of Object.entries(object.examples)) {
          const resolved = resolve(example) as { value?: unknown };
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
