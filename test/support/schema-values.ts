// Values generated from the spec's schemas, as Schemathesis generates them: strings from their pattern
// or format and length, numbers from their bounds, enums, consts, objects with their required fields
// and any of the optional ones, a oneOf branch merged into its parent. The generator only proposes; the
// spec's own validator (compiled from the same document) decides what is a valid value, and only those
// are kept — so a rule the generator does not read (if/then, a `not`) still holds for every value.
import fc from 'fast-check';
import { serviceDocument } from '../../contract/documents.ts';
import type { SchemaRef } from '../../contract/schema-validator.ts';
import { createSpecWalker, isObject, type Json, type JsonObject } from '../../contract/spec-walker.ts';
import { serviceValidator } from '../../contract/validators.ts';

const walker = createSpecWalker(serviceDocument);

const resolved = (node: Json | undefined): JsonObject => {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  const { $ref, ...siblings } = node;
  return { ...resolved(walker.resolve($ref).value), ...siblings };
};

/** A oneOf branch merged into its parent: the branch's properties over the parent's, `not: {}` taking one out. */
function merged(parent: JsonObject, branch: JsonObject): JsonObject {
  const properties = { ...(parent.properties as JsonObject), ...(branch.properties as JsonObject) };
  for (const [name, schema] of Object.entries(properties))
    if (isObject(schema) && isObject(schema.not)) delete properties[name];
  const required = [...new Set([...((parent.required as string[]) ?? []), ...((branch.required as string[]) ?? [])])];
  const { oneOf: _oneOf, discriminator: _discriminator, ...rest } = parent;
  return { ...rest, properties, required };
}

const num = (v: Json | undefined) => (typeof v === 'number' ? v : undefined);

function stringOf(schema: JsonObject): fc.Arbitrary<string> {
  const maxLength = num(schema.maxLength) ?? 64;
  const minLength = num(schema.minLength) ?? 0;
  if (typeof schema.pattern === 'string') {
    const fitting = (s: string) => s.length >= minLength && s.length <= maxLength;
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fitting);
  }
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl().filter((u) => u.length <= maxLength);
  return fc.string({ minLength, maxLength: Math.min(maxLength, 64), unit: 'grapheme' });
}

/** What the generator proposes for a schema (not yet checked). */
export function proposal(node: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(node);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.oneOf) && schema.type === 'object')
    return fc.oneof(...schema.oneOf.map((branch) => proposal(merged(schema, resolved(branch)), depth)));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...schema.oneOf.map((branch) => proposal(branch, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: num(schema.minimum) ?? -1_000, max: num(schema.maximum) ?? 1_000_000 });
        case 'number':
          return fc.double({ min: num(schema.minimum) ?? -1e6, max: num(schema.maximum) ?? 1e6, noNaN: true });
        case 'array':
          return fc.array(proposal(schema.items as Json, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
        case 'object': {
          const properties = (schema.properties ?? {}) as JsonObject;
          const required = (schema.required as string[] | undefined) ?? [];
          const fields = Object.fromEntries(
            Object.entries(properties).map(([name, p]) => [name, proposal(p, depth + 1)]),
          );
          return fc.record(fields, { requiredKeys: required.filter((name) => name in fields) });
        }
        default:
          return stringOf(schema);
      }
    }),
  );
}

/** Values of the schema at `pointer` that the spec's validator takes: what a schema-driven fuzzer sends as valid. */
export function specValues(pointer: SchemaRef): fc.Arbitrary<unknown> {
  return proposal(walker.at(pointer) as Json).filter((value) => serviceValidator.validate(pointer, value).length === 0);
}
