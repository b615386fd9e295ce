// What OpenAPI itself says a keyword means, as the guard reads it: readOnly and writeOnly (a property sent
// by one side only, `required` binding it on that side only), prefixItems (each position compared with
// whatever governs it), OpenAPI 3.0's boolean exclusive bounds, and oneOf/anyOf/allOf members added and
// removed named for what they are.
import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from '../../contract/documents.ts';
import { diffContracts } from '../../scripts/spec-diff/contract-diff.ts';
import type { Finding } from '../../scripts/spec-diff/finding.ts';

type Schema = Record<string, unknown>;

/** One operation: `request` as its body, `response` as its 200 body, `parameter` as its query parameter `q`. */
function document(
  parts: { request?: Schema; response?: Schema; parameter?: Schema },
  version = '3.1.0',
): OpenApiDocument {
  const body = (schema: Schema) => ({ content: { 'application/json': { schema } } });
  return {
    openapi: version,
    info: { title: 'semantics', version: '1' },
    paths: {
      '/v1/things': {
        post: {
          operationId: 'make',
          ...(parts.parameter ? { parameters: [{ name: 'q', in: 'query', schema: parts.parameter }] } : {}),
          ...(parts.request ? { requestBody: body(parts.request) } : {}),
          responses: { '200': { description: 'ok', ...(parts.response ? body(parts.response) : {}) } },
        },
      },
    },
    components: {},
  } as unknown as OpenApiDocument;
}

const breaking = (findings: Finding[]) => findings.filter((f) => f.kind === 'breaking');
const thing = (properties: Schema, required: string[] = []): Schema => ({ type: 'object', properties, required });
const id = { type: 'string', readOnly: true };
const secret = { type: 'string', writeOnly: true };
const name = { type: 'string' };

describe('readOnly and writeOnly, as OpenAPI defines them', () => {
  test.each([
    ['a read-only property made required, in a request', 'request', thing({ id, name }), thing({ id, name }, ['id'])],
    ['a read-only property added as required, in a request', 'request', thing({ name }), thing({ id, name }, ['id'])],
    ['a read-only property removed, in a request', 'request', thing({ id, name }), thing({ name })],
    [
      'a read-only property narrowed, in a request',
      'request',
      thing({ id, name }),
      thing({ id: { ...id, maxLength: 3 }, name }),
    ],
    [
      'a write-only property made optional, in a response',
      'response',
      thing({ secret, name }, ['secret']),
      thing({ secret, name }),
    ],
    ['a write-only property removed, in a response', 'response', thing({ secret, name }, ['secret']), thing({ name })],
    [
      'a write-only property widened, in a response',
      'response',
      thing({ secret, name }),
      thing({ secret: { ...secret, type: ['string', 'null'] }, name }),
    ],
  ] as const)('%s is harmless: that side never sends it', (_what, side, before, after) => {
    const findings = diffContracts(document({ [side]: before }), document({ [side]: after }));
    expect(breaking(findings)).toEqual([]);
    expect(findings.length).toBeGreaterThan(0);
  });

  test.each([
    [
      'a request property made read-only: clients that send it are ignored',
      'request',
      thing({ name }),
      thing({ name: { ...name, readOnly: true } }),
      'request-field-removed',
    ],
    [
      'a response property made write-only: clients that read it no longer get it',
      'response',
      thing({ name }),
      thing({ name: { ...name, writeOnly: true } }),
      'response-field-removed',
    ],
    [
      'a read-only property made writable and required, in a request',
      'request',
      thing({ id, name }),
      thing({ id: name, name }, ['id']),
      'request-field-required',
    ],
    [
      'a write-only property made required, in a request',
      'request',
      thing({ secret, name }),
      thing({ secret, name }, ['secret']),
      'request-field-required',
    ],
  ] as const)('%s breaks', (_what, side, before, after, rule) => {
    const findings = diffContracts(document({ [side]: before }), document({ [side]: after }));
    expect(breaking(findings).map((f) => f.rule)).toContain(rule);
  });
});

describe('prefixItems: each position against what governs it on each side', () => {
  const tuple = (prefix?: Schema[], items?: Schema): Schema => ({
    type: 'array',
    ...(prefix ? { prefixItems: prefix } : {}),
    ...(items ? { items } : {}),
  });
  test.each([
    [
      'removed from a request body, items left to govern position 0',
      tuple([{ type: 'integer' }], name),
      tuple(undefined, name),
      'request',
      true,
    ],
    [
      'removed from a request body with no items (position 0 takes anything)',
      tuple([{ type: 'integer' }]),
      tuple(),
      'request',
      false,
    ],
    ['added to a request body', tuple(undefined, name), tuple([{ type: 'integer' }], name), 'request', true],
    [
      'a position opened in a closed response tuple',
      { ...tuple([name]), items: false },
      { ...tuple([name, { type: 'integer' }]), items: false },
      'response',
      true,
    ],
    [
      'a position added to a response body (nothing was said of it: narrower)',
      tuple([name]),
      tuple([name, { type: 'integer' }]),
      'response',
      false,
    ],
    ['a position narrowed in a response body', tuple([{ type: ['string', 'null'] }]), tuple([name]), 'response', false],
  ] as const)('prefixItems %s', (_what, before, after, side, breaks) => {
    const findings = diffContracts(document({ [side]: before }), document({ [side]: after }));
    expect(findings.length).toBeGreaterThan(0);
    expect(breaking(findings).length > 0).toBe(breaks);
    expect(findings.every((f) => f.pointer.includes('/prefixItems/0') || f.pointer.includes('/prefixItems/1'))).toBe(
      true,
    );
  });
});

describe("OpenAPI 3.0's boolean exclusive bounds", () => {
  test('exclusiveMinimum: true added beside minimum narrows a parameter', () => {
    const findings = diffContracts(
      document({ parameter: { type: 'integer', minimum: 0 } }, '3.0.3'),
      document({ parameter: { type: 'integer', minimum: 0, exclusiveMinimum: true } }, '3.0.3'),
    );
    expect(breaking(findings)).toEqual([
      expect.objectContaining({
        rule: 'request-exclusive-minimum-narrowed',
        pointer: '#/paths/~1v1~1things/post/parameters/0/schema/exclusiveMinimum',
        why: expect.stringContaining('lower bound ≥ 0 → > 0'),
      }),
    ]);
  });

  test('exclusiveMaximum: true dropped widens a response; the same bound written the 3.1 way is only a rewrite', () => {
    const widened = diffContracts(
      document({ response: { type: 'number', maximum: 5, exclusiveMaximum: true } }, '3.0.3'),
      document({ response: { type: 'number', maximum: 5 } }, '3.0.3'),
    );
    expect(breaking(widened).map((f) => f.rule)).toEqual(['response-exclusive-maximum-widened']);
    const rewritten = diffContracts(
      document({ parameter: { type: 'integer', minimum: 0, exclusiveMinimum: true } }, '3.0.3'),
      document({ parameter: { type: 'integer', exclusiveMinimum: 0 } }),
    );
    expect(breaking(rewritten)).toEqual([]);
    expect(rewritten.map((f) => f.rule)).toContain('schema-rewritten');
  });
});

describe('oneOf, anyOf and allOf members named for what happened to them', () => {
  const cat = { type: 'object', properties: { meows: { type: 'boolean' } }, required: ['meows'] };
  const dog = { type: 'object', properties: { barks: { type: 'boolean' } }, required: ['barks'] };
  const fish = { type: 'object', properties: { fins: { type: 'integer' } }, required: ['fins'] };

  test('a branch inserted in a response is "added" at its place, and breaks', () => {
    const findings = diffContracts(
      document({ response: { oneOf: [cat, dog] } }),
      document({ response: { oneOf: [cat, fish, dog] } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'breaking',
        rule: 'response-one-of-widened',
        pointer: '#/paths/~1v1~1things/post/responses/200/content/application~1json/schema/oneOf/1',
        why: expect.stringMatching(/^oneOf branch 1 added: /),
      }),
    ]);
  });

  test('a branch inserted in a request is "added" too, and harmless', () => {
    const findings = diffContracts(
      document({ request: { anyOf: [cat, dog] } }),
      document({ request: { anyOf: [fish, cat, dog] } }),
    );
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'harmless',
        rule: 'request-any-of-branch-added',
        why: expect.stringMatching(/^anyOf branch 0 added/),
      }),
    ]);
  });

  test('a branch removed from a request is "removed", and breaks; from a response, harmless', () => {
    const request = diffContracts(
      document({ request: { oneOf: [cat, fish, dog] } }),
      document({ request: { oneOf: [cat, dog] } }),
    );
    expect(request).toEqual([
      expect.objectContaining({
        kind: 'breaking',
        rule: 'request-one-of-narrowed',
        why: expect.stringMatching(/^oneOf branch 1 of the released contract removed: /),
      }),
    ]);
    const response = diffContracts(
      document({ response: { oneOf: [cat, fish, dog] } }),
      document({ response: { oneOf: [cat, dog] } }),
    );
    expect(response).toEqual([expect.objectContaining({ kind: 'harmless', rule: 'response-one-of-branch-removed' })]);
  });

  test('a branch changed in place is compared as a branch, not as one removed and one added', () => {
    const findings = diffContracts(
      document({ request: { oneOf: [cat, dog] } }),
      document({ request: { oneOf: [cat, { ...dog, properties: { barks: { type: 'string' } } }] } }),
    );
    expect(breaking(findings).map((f) => [f.rule, f.pointer.split('/schema/')[1]])).toEqual([
      ['request-type-changed', 'oneOf/1/properties/barks/type'],
    ]);
  });

  test('an allOf member added that constrains nothing new is harmless; one that does narrows a request', () => {
    const same = diffContracts(
      document({ request: { allOf: [cat] } }),
      document({ request: { allOf: [cat, { properties: { meows: { type: 'boolean' } } }] } }),
    );
    expect(breaking(same)).toEqual([]);
    const narrower = diffContracts(
      document({ request: { allOf: [cat] } }),
      document({ request: { allOf: [cat, { required: ['name'] }] } }),
    );
    expect(breaking(narrower).map((f) => f.rule)).toEqual(['request-all-of-narrowed']);
  });
});
