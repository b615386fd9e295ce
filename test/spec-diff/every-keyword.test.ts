// The guard never says "no change" to a change: every keyword of JSON Schema 2020-12 and of OpenAPI 3.0
// and 3.1 schemas, added, removed and changed, in a request body and in a response body, gives at least one
// finding; a keyword the guard does not understand is reported as such and breaks in both directions.
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from '../../contract/documents.ts';
import { diffContracts } from '../../scripts/spec-diff/contract-diff.ts';
import type { Finding } from '../../scripts/spec-diff/finding.ts';
import { renderText } from '../../scripts/spec-diff/report.ts';

type Schema = Record<string, unknown>;
type Case = readonly [keyword: string, one: unknown, other: unknown, version?: '3.0.3'];

/** Two values each keyword may take; OpenAPI 3.0's own keywords in a 3.0 document. */
const keywords: readonly Case[] = [
  // Core vocabulary
  ['$schema', 'https://json-schema.org/draft/2020-12/schema', 'http://json-schema.org/draft-07/schema#'],
  ['$id', 'urn:example:a', 'urn:example:b'],
  ['$ref', '#/components/schemas/A', '#/components/schemas/B'],
  ['$anchor', 'a', 'b'],
  ['$dynamicRef', '#a', '#b'],
  ['$dynamicAnchor', 'a', 'b'],
  ['$vocabulary', { 'https://json-schema.org/draft/2020-12/vocab/core': true }, {}],
  ['$comment', 'a', 'b'],
  ['$defs', { a: { type: 'string' } }, { a: { type: 'integer' } }],
  // Applicators
  ['prefixItems', [{ type: 'string' }], [{ type: 'integer' }]],
  ['items', { type: 'string' }, { type: 'integer' }],
  ['contains', { type: 'string' }, { type: 'integer' }],
  ['additionalProperties', false, { type: 'string' }],
  ['properties', { a: { type: 'string' } }, { a: { type: 'integer' } }],
  ['patternProperties', { '^a': { type: 'string' } }, { '^a': { type: 'integer' } }],
  ['dependentSchemas', { a: { required: ['b'] } }, { a: { required: ['c'] } }],
  ['propertyNames', { pattern: '^a' }, { pattern: '^b' }],
  ['if', { required: ['a'] }, { required: ['b'] }],
  ['then', { required: ['a'] }, { required: ['b'] }],
  ['else', { required: ['a'] }, { required: ['b'] }],
  ['allOf', [{ type: 'string' }], [{ minLength: 1 }]],
  ['anyOf', [{ type: 'string' }, { type: 'integer' }], [{ type: 'string' }]],
  ['oneOf', [{ type: 'string' }, { type: 'integer' }], [{ type: 'boolean' }]],
  ['not', { type: 'string' }, { type: 'integer' }],
  // Unevaluated
  ['unevaluatedItems', false, { type: 'string' }],
  ['unevaluatedProperties', false, { type: 'string' }],
  // Validation
  ['type', 'string', 'integer'],
  ['const', 'a', 'b'],
  ['enum', ['a'], ['a', 'b']],
  ['multipleOf', 2, 3],
  ['maximum', 10, 20],
  ['exclusiveMaximum', 10, 20],
  ['minimum', 1, 2],
  ['exclusiveMinimum', 1, 2],
  ['maxLength', 5, 6],
  ['minLength', 1, 2],
  ['pattern', '^a', '^b'],
  ['maxItems', 5, 6],
  ['minItems', 1, 2],
  ['uniqueItems', true, false],
  ['maxContains', 2, 3],
  ['minContains', 1, 2],
  ['maxProperties', 5, 6],
  ['minProperties', 1, 2],
  ['required', ['a'], ['b']],
  ['dependentRequired', { a: ['b'] }, { a: ['c'] }],
  // Meta-data, format, content
  ['title', 'a', 'b'],
  ['description', 'a', 'b'],
  ['default', 'a', 'b'],
  ['deprecated', true, false],
  ['readOnly', true, false],
  ['writeOnly', true, false],
  ['examples', ['a'], ['b']],
  ['format', 'email', 'uri'],
  ['contentEncoding', 'base64', 'base32'],
  ['contentMediaType', 'text/plain', 'application/json'],
  ['contentSchema', { type: 'string' }, { type: 'integer' }],
  // OpenAPI 3.1 additions
  ['discriminator', { propertyName: 'a' }, { propertyName: 'b' }],
  ['xml', { name: 'a' }, { name: 'b' }],
  ['externalDocs', { url: 'https://a.example' }, { url: 'https://b.example' }],
  ['example', 'a', 'b'],
  ['x-extensible-enum', ['a', 'b'], ['a']],
  ['x-anything', 1, 2],
  // OpenAPI 3.0: its own keywords, its boolean exclusive bounds beside minimum/maximum
  ['nullable', true, false, '3.0.3'],
  ['exclusiveMinimum', true, false, '3.0.3'],
  ['exclusiveMaximum', true, false, '3.0.3'],
  ['items', { type: 'string' }, { type: 'integer' }, '3.0.3'],
  ['example', 'a', 'b', '3.0.3'],
  // Not a keyword of either: the guard cannot know what it means
  ['frobnicate', 1, 2],
];

/** Keywords whose change the guard does not understand: reported as breaking whichever side sends the value. */
const notUnderstood = new Set([
  '$schema',
  '$id',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$defs',
  'frobnicate',
]);

/** A document whose request body and response body each have the property `p`, written as given. */
function document(version: string, request: Schema, response: Schema): OpenApiDocument {
  const body = (p: Schema) => ({ content: { 'application/json': { schema: { type: 'object', properties: { p } } } } });
  return {
    openapi: version,
    info: { title: 'keywords', version: '1' },
    paths: {
      '/v1/things': {
        post: {
          operationId: 'make',
          requestBody: body(request),
          responses: { '200': { description: 'ok', ...body(response) } },
        },
      },
    },
    components: { schemas: { A: { type: 'string' }, B: { type: 'string' } } },
  } as unknown as OpenApiDocument;
}

/** The property before and after, its 3.0 exclusive bound beside the bound it qualifies. */
function property(keyword: string, value: unknown, version: string): Schema {
  if (value === undefined) return version === '3.0.3' && keyword.startsWith('exclusive') ? bounded(keyword) : {};
  return { ...(version === '3.0.3' && keyword.startsWith('exclusive') ? bounded(keyword) : {}), [keyword]: value };
}
const bounded = (keyword: string): Schema => (keyword === 'exclusiveMinimum' ? { minimum: 1 } : { maximum: 10 });

const changes = [
  ['added', undefined, 0],
  ['removed', 0, undefined],
  ['changed', 0, 1],
] as const;

describe.each(['request', 'response'] as const)('in a %s body', (side) => {
  const cases = keywords.flatMap(([keyword, one, other, version = '3.1.0']) =>
    changes.map(([how, before, after]) => {
      const pick = (i: 0 | 1 | undefined) => (i === undefined ? undefined : [one, other][i]);
      return [
        `${keyword}${version === '3.0.3' ? ' (3.0)' : ''} ${how}`,
        keyword,
        version,
        pick(before),
        pick(after),
      ] as const;
    }),
  );

  test.each(cases)('%s is reported, never "no change"', (_name, keyword, version, before, after) => {
    const untouched: Schema = {};
    const [baseProperty, headProperty] = [property(keyword, before, version), property(keyword, after, version)];
    const base =
      side === 'request' ? document(version, baseProperty, untouched) : document(version, untouched, baseProperty);
    const head =
      side === 'request' ? document(version, headProperty, untouched) : document(version, untouched, headProperty);
    const findings: Finding[] = diffContracts(base, head);
    expect(findings.length, `${keyword}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`).toBeGreaterThan(0);
    expect(renderText({ base: 'base', head: 'head', findings })).not.toContain('no change');
    if (notUnderstood.has(keyword))
      expect(findings).toContainEqual(
        expect.objectContaining({
          kind: 'breaking',
          rule: `${side}-keyword-not-understood`,
          why: expect.stringContaining('does not understand'),
        }),
      );
  });
});

test('the table names every keyword of JSON Schema 2020-12 (core, applicator, unevaluated, validation, meta-data, format, content)', () => {
  const vocabularies = [
    ['$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$vocabulary', '$comment', '$defs'],
    [
      'prefixItems',
      'items',
      'contains',
      'additionalProperties',
      'properties',
      'patternProperties',
      'dependentSchemas',
      'propertyNames',
      'if',
      'then',
      'else',
      'allOf',
      'anyOf',
      'oneOf',
      'not',
    ],
    ['unevaluatedItems', 'unevaluatedProperties'],
    [
      'type',
      'const',
      'enum',
      'multipleOf',
      'maximum',
      'exclusiveMaximum',
      'minimum',
      'exclusiveMinimum',
      'maxLength',
      'minLength',
      'pattern',
      'maxItems',
      'minItems',
      'uniqueItems',
      'maxContains',
      'minContains',
      'maxProperties',
      'minProperties',
      'required',
      'dependentRequired',
    ],
    ['title', 'description', 'default', 'deprecated', 'readOnly', 'writeOnly', 'examples'],
    ['format'],
    ['contentEncoding', 'contentMediaType', 'contentSchema'],
    ['discriminator', 'xml', 'externalDocs', 'example', 'nullable'],
  ].flat();
  expect(vocabularies.filter((k) => !keywords.some(([keyword]) => keyword === k))).toEqual([]);
});
