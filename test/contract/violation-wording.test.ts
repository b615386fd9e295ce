// Every validation detail reads as a sentence written for a person. The keywords the two specs use are
// listed by walking them; each must have a wording (contract/violation-wording.ts) and a case below, and
// every pattern must say in words what it means (x-error-detail).
import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createSchemaValidator, type SchemaRef } from '../../contract/schema-validator.ts';
import { serviceValidator } from '../../contract/validators.ts';
import { compileSchemas } from '../../scripts/schema-compiler.ts';
import { wordings } from '../../contract/violation-wording.ts';

// Keywords that never fail on their own: annotations, and applicators whose inner keywords report.
const silent = new Set([
  '$ref',
  '$id',
  '$schema',
  '$comment',
  '$defs',
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
  'discriminator',
  'xml',
  'externalDocs',
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'allOf',
  'anyOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
]);

interface SchemaUse {
  keyword: string;
  at: string;
  schema: Record<string, unknown>;
}

function* schemaKeywords(schema: unknown, at: string): Generator<SchemaUse> {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const object = schema as Record<string, unknown>;
  for (const [keyword, value] of Object.entries(object)) {
    if (!keyword.startsWith('x-')) yield { keyword, at, schema: object };
    if (
      ['properties', 'patternProperties', '$defs', 'dependentSchemas'].includes(keyword) &&
      value &&
      typeof value === 'object'
    )
      for (const [name, child] of Object.entries(value)) yield* schemaKeywords(child, `${at}/${keyword}/${name}`);
    else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(keyword) && Array.isArray(value))
      for (const [i, child] of value.entries()) yield* schemaKeywords(child, `${at}/${keyword}/${i}`);
    else if (
      [
        'items',
        'not',
        'if',
        'then',
        'else',
        'additionalProperties',
        'unevaluatedProperties',
        'contains',
        'propertyNames',
      ].includes(keyword)
    )
      yield* schemaKeywords(value, `${at}/${keyword}`);
  }
}

/** Every schema keyword in a document: component schemas and each `schema` of a parameter, header or body. */
function* documentKeywords(node: unknown, at: string): Generator<SchemaUse> {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'schema') yield* schemaKeywords(value, `${at}/schema`);
    else if (key === 'schemas' && at === '#/components')
      for (const [name, schema] of Object.entries(value as object))
        yield* schemaKeywords(schema, `${at}/schemas/${name}`);
    else if (!['examples', 'example'].includes(key)) yield* documentKeywords(value, `${at}/${key}`);
  }
}

const uses = [...documentKeywords(serviceDocument, '#'), ...documentKeywords(controlDocument, '#')];
const used = [...new Set(uses.map((u) => u.keyword))].filter((k) => !silent.has(k)).sort();

// keyword → a schema using it, a value breaking it, the sentence expected.
const cases: Record<string, [schema: Record<string, unknown>, value: unknown, detail: string]> = {
  required: [{ type: 'object', required: ['name'] }, {}, 'is required'],
  additionalProperties: [{ type: 'object', additionalProperties: false }, { colour: 1 }, 'is not a known field'],
  unevaluatedProperties: [{ type: 'object', unevaluatedProperties: false }, { colour: 1 }, 'is not a known field'],
  type: [{ type: ['integer', 'null'] }, 'x', 'must be a whole number or null'],
  enum: [{ enum: ['GET', 'POST', 'PUT'] }, 'GOT', 'must be one of GET, POST or PUT'],
  const: [{ const: 'default' }, 'other', 'must be default'],
  minLength: [{ type: 'string', minLength: 1 }, '', 'must not be empty'],
  maxLength: [{ type: 'string', maxLength: 3 }, 'abcd', 'must be at most 3 characters long'],
  minimum: [{ type: 'number', minimum: 60 }, 5, 'must be 60 or more'],
  maximum: [{ type: 'number', maximum: 100 }, 101, 'must be 100 or less'],
  exclusiveMinimum: [{ type: 'number', exclusiveMinimum: 0 }, 0, 'must be more than 0'],
  exclusiveMaximum: [{ type: 'number', exclusiveMaximum: 1 }, 1, 'must be less than 1'],
  minItems: [{ type: 'array', minItems: 2 }, [1], 'must hold at least 2 items'],
  maxItems: [{ type: 'array', maxItems: 1 }, [1, 2], 'must hold at most 1 item'],
  minProperties: [{ type: 'object', minProperties: 1 }, {}, 'must not be empty'],
  maxProperties: [{ type: 'object', maxProperties: 1 }, { a: 1, b: 2 }, 'must have at most 1 field'],
  uniqueItems: [{ type: 'array', uniqueItems: true }, [1, 1], 'must not repeat an item (items 0 and 1 are equal)'],
  multipleOf: [{ type: 'number', multipleOf: 5 }, 7, 'must be a multiple of 5'],
  format: [{ type: 'string', format: 'uri' }, 'not a uri', 'must be an absolute URI'],
  pattern: [{ type: 'string', pattern: '^a', 'x-error-detail': 'must start with a' }, 'b', 'must start with a'],
  oneOf: [{ oneOf: [{ type: 'integer' }, { type: 'number' }] }, 1, 'matches more than one of the allowed forms'],
  not: [
    { type: 'object', not: { required: ['status', 'connection_error'] } },
    { status: 1, connection_error: true },
    'must not have both status and connection_error',
  ],
};

// ajv's own phrases, which must never reach a person.
const raw =
  /must NOT|must be equal|must match|must have required|must be >=|must be <=|must be >|must be <|must pass|fewer than|more than \d+ characters/;

describe('validation details in words', () => {
  test('the specs use keywords that fail on their own', () => {
    expect(used).toEqual(
      expect.arrayContaining([
        'required',
        'type',
        'enum',
        'minLength',
        'maxLength',
        'minimum',
        'maximum',
        'pattern',
        'format',
      ]),
    );
  });

  test.each(used)('%s, used by the specs, has a wording and a case', (keyword) => {
    expect(wordings[keyword], `no wording for ${keyword} in contract/violation-wording.ts`).toBeTypeOf('function');
    expect(cases[keyword], `no case for ${keyword} in this test`).toBeDefined();
  });

  test.each(Object.entries(cases))('%s is worded for a person', (keyword, [schema, value, detail]) => {
    const validator = createSchemaValidator(
      compileSchemas(
        { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: { S: schema } } } as never,
        `urn:test:${keyword}`,
      ),
    );
    const violations = validator.validate('#/components/schemas/S' as SchemaRef, value);
    expect(violations.map((v) => v.detail)).toEqual([detail]);
    expect(detail).not.toMatch(raw);
  });

  test('every pattern in the specs says what it means (x-error-detail)', () => {
    const bare = uses
      .filter((u) => u.keyword === 'pattern' && typeof u.schema['x-error-detail'] !== 'string')
      .map((u) => u.at);
    expect(bare).toEqual([]);
  });

  test('every format in the specs is worded, by the schema or by the table', () => {
    const formats = uses.filter((u) => u.keyword === 'format' && typeof u.schema['x-error-detail'] !== 'string');
    for (const use of formats) {
      const detail = wordings.format!({ format: use.schema.format }, {} as never);
      expect(detail, use.at).not.toMatch(/in the .* format/);
    }
  });

  test('a create body with many mistakes reads as sentences', () => {
    const validator = serviceValidator;
    const details = validator
      .validate('#/components/schemas/JobCreate', {
        name: '',
        url: '/x',
        method: 'GOT',
        schedule_type: 'interval',
        interval_seconds: 5,
        notify_on_failure: 'yes',
        colour: 1,
      })
      .map((v) => `${v.pointer} ${v.detail}`);
    expect(details).toEqual(
      expect.arrayContaining([
        '/name must not be empty',
        '/url must be an absolute http or https URL',
        '/method must be one of GET, POST, PUT, PATCH, DELETE or HEAD',
        '/interval_seconds must be 60 or more',
        '/notify_on_failure must be true or false',
        '/colour is not a known field',
      ]),
    );
    for (const detail of details) expect(detail).not.toMatch(raw);
  });
});
