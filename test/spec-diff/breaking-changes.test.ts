// The breaking-change guard, one tiny change of the released contract per case: each break must be
// found (exit 1) at its pointer, each harmless change must pass (exit 0) and be listed as harmless.
import { beforeAll, describe, expect, test } from 'vitest';
import type { OpenApiDocument } from '../../contract/documents.ts';
import { diffContracts } from '../../scripts/spec-diff/contract-diff.ts';
import type { Finding } from '../../scripts/spec-diff/finding.ts';
import { loadContract } from '../../scripts/spec-diff/load-contract.ts';
import { exitCodeFor } from '../../scripts/spec-diff/report.ts';

type Doc = Record<string, any>;
type Change = (document: Doc) => void;

let released: OpenApiDocument;
beforeAll(async () => {
  released = await loadContract('spec/released/openapi.yaml');
});

function compare(change: Change, changeBase?: Change): Finding[] {
  const base = structuredClone(released) as unknown as Doc;
  changeBase?.(base);
  const head = structuredClone(base);
  change(head);
  return diffContracts(base as unknown as OpenApiDocument, head as unknown as OpenApiDocument);
}

const S = (d: Doc) => d.components.schemas;
const dates = {
  'x-deprecated-at': '2027-01-01T00:00:00Z',
  'x-sunset-at': '2027-07-01T00:00:00Z',
  'x-deprecation-notice': 'https://api.cronjobs.example/changes/1',
};
const deprecate = (node: Doc) => Object.assign(node, { deprecated: true, ...dates });
/** Copies every /v1 path to /v2 (the successor), leaving out those `skip` names. */
const addV2 = (d: Doc, skip: string[] = []) => {
  for (const [path, item] of Object.entries(d.paths))
    if (path.startsWith('/v1/') && !skip.includes(path)) d.paths[path.replace('/v1/', '/v2/')] = structuredClone(item);
};
const createBody = '#/paths/~1v1~1jobs/post/requestBody/content/application~1json/schema';
const created = '#/paths/~1v1~1jobs/post/responses/201';
// A shared schema is reported where a client first meets it: Job in the list, before the create answer.
const listedJob = '#/paths/~1v1~1jobs/get/responses/200/content/application~1json/schema/properties/data/items';

// [what, change, rule, pointer, change of the base too (for what must be deprecated first)]
const breaking: Array<[string, Change, string, string, Change?]> = [
  [
    'a path removed',
    (d) => delete d.paths['/v1/jobs/{job_id}/runs'],
    'path-removed',
    '#/paths/~1v1~1jobs~1{job_id}~1runs',
  ],
  [
    'an operation removed',
    (d) => delete d.paths['/v1/jobs/{job_id}'].delete,
    'operation-removed',
    '#/paths/~1v1~1jobs~1{job_id}/delete',
  ],
  [
    'a deprecated operation removed from /v1',
    (d) => delete d.paths['/v1/jobs/{job_id}'].delete,
    'operation-removed',
    '#/paths/~1v1~1jobs~1{job_id}/delete',
    (d) => deprecate(d.paths['/v1/jobs/{job_id}'].delete),
  ],
  [
    'a deprecated field removed from /v1',
    (d) => delete S(d).JobCreate.properties.notify_on_failure,
    'request-field-removed',
    `${createBody}/properties/notify_on_failure`,
    (d) => deprecate(S(d).NotifyOnFailure),
  ],
  [
    'a response field removed',
    (d) => {
      delete S(d).Job.properties.consecutive_failures;
      S(d).Job.required = S(d).Job.required.filter((f: string) => f !== 'consecutive_failures');
    },
    'response-field-removed',
    `${listedJob}/properties/consecutive_failures`,
  ],
  [
    'a response field made optional',
    (d) => (S(d).Job.required = S(d).Job.required.filter((f: string) => f !== 'next_run_at')),
    'response-field-optional',
    `${listedJob}/required`,
  ],
  [
    'a response header removed',
    (d) => delete d.paths['/v1/jobs'].post.responses['201'].headers.Location,
    'response-header-removed',
    `${created}/headers/Location`,
  ],
  [
    'a status removed',
    (d) => delete d.paths['/v1/jobs'].post.responses['409'],
    'response-status-removed',
    '#/paths/~1v1~1jobs/post/responses/409',
  ],
  [
    'a success status added',
    (d) => (d.paths['/v1/jobs'].post.responses['200'] = d.paths['/v1/jobs'].post.responses['201']),
    'success-status-added',
    '#/paths/~1v1~1jobs/post/responses/200',
  ],
  [
    'an optional request field made required',
    (d) => S(d).JobCreate.required.push('timeout_seconds'),
    'request-field-required',
    `${createBody}/required`,
  ],
  [
    'a new required request field',
    (d) => {
      S(d).JobCreate.properties.owner = { type: 'string' };
      S(d).JobCreate.required.push('owner');
    },
    'request-field-required',
    `${createBody}/required`,
  ],
  [
    'maxLength narrowed on a request',
    (d) => (S(d).JobName.maxLength = 100),
    'request-max-length-narrowed',
    `${createBody}/properties/name/maxLength`,
  ],
  [
    'minimum raised on a request',
    (d) => (S(d).IntervalSeconds.minimum = 120),
    'request-minimum-narrowed',
    `${createBody}/properties/interval_seconds/minimum`,
  ],
  [
    'maxLength widened on a response',
    (d) => (S(d).JobName.maxLength = 300),
    'response-max-length-widened',
    `${listedJob}/properties/name/maxLength`,
  ],
  [
    'a value added to a response enum',
    (d) => S(d).JobStatus.enum.push('archived'),
    'response-enum-widened',
    `${listedJob}/properties/status/enum`,
  ],
  [
    'a value removed from a request enum',
    (d) => (S(d).HttpMethod.enum = S(d).HttpMethod.enum.filter((m: string) => m !== 'PATCH')),
    'request-enum-narrowed',
    `${createBody}/properties/method/enum`,
  ],
  [
    'a request type changed',
    (d) => (S(d).TimeoutSeconds.type = 'string'),
    'request-type-changed',
    `${createBody}/properties/timeout_seconds/type`,
  ],
  [
    'a response made nullable (3.1 type array)',
    (d) => (S(d).JobName.type = ['string', 'null']),
    'response-type-widened',
    `${listedJob}/properties/name/type`,
  ],
  [
    'a format narrowed on a request',
    (d) => (S(d).JobName.format = 'email'),
    'request-format-narrowed',
    `${createBody}/properties/name/format`,
  ],
  [
    'a pattern added to a request',
    (d) => (S(d).JobName.pattern = '^[a-z]+$'),
    'request-pattern-narrowed',
    `${createBody}/properties/name/pattern`,
  ],
  [
    'a oneOf branch added to a response',
    (d) => S(d).Job.properties.next_run_at.oneOf.push({ type: 'integer' }),
    'response-one-of-widened',
    `${listedJob}/properties/next_run_at/oneOf/2`,
  ],
  [
    'a request default changed',
    (d) => (S(d).JobCreate.properties.method.default = 'POST'),
    'request-default-changed',
    `${createBody}/properties/method/default`,
  ],
  // JobCreate's `method` (compared first) is the same $ref with the released default: a default beside
  // JobUpdate's $ref is a comparison of its own.
  [
    'a request default changed beside a shared $ref',
    (d) => (S(d).JobUpdate.properties.method.default = 'POST'),
    'request-default-changed',
    '#/paths/~1v1~1jobs~1{job_id}/patch/requestBody/content/application~1json/schema/properties/method/default',
    (d) => (S(d).JobUpdate.properties.method.default = 'GET'),
  ],
  [
    'a new required parameter',
    (d) =>
      d.paths['/v1/jobs'].get.parameters.push({
        name: 'team',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    'required-parameter-added',
    '#/paths/~1v1~1jobs/get/parameters/3',
  ],
  [
    'an optional parameter made required',
    (d) => (d.components.parameters.Limit.required = true),
    'parameter-required',
    '#/paths/~1v1~1jobs/get/parameters/0/required',
  ],
  [
    'a parameter removed',
    (d) =>
      (d.paths['/v1/jobs'].get.parameters = d.paths['/v1/jobs'].get.parameters.filter(
        (p: Doc) => p.$ref !== '#/components/parameters/Cursor',
      )),
    'parameter-removed',
    '#/paths/~1v1~1jobs/get/parameters/1',
  ],
  [
    'security changed on an operation',
    (d) => (d.paths['/v1/jobs'].get.security = [{ ApiKeyAuth: ['jobs:read'] }]),
    'security-changed',
    '#/paths/~1v1~1jobs/get/security',
  ],
  [
    'the API key moved to another header',
    (d) => (d.components.securitySchemes.ApiKeyAuth.name = 'Authorization'),
    'security-scheme-changed',
    '#/components/securitySchemes/ApiKeyAuth',
  ],
  [
    'a webhook payload field removed',
    (d) => {
      const n = S(d).JobRunFailedNotification;
      const field = Object.keys(n.properties)[0]!;
      delete n.properties[field];
    },
    'response-field-removed',
    '#/webhooks/jobRunFailed/post/requestBody/content/application~1json/schema/properties/',
  ],
  // A webhook is sent by the service: its payload and headers break like a response when they widen.
  [
    'a webhook payload field made optional',
    (d) => (S(d).JobRunFailedNotification.required = ['type', 'data']),
    'response-field-optional',
    '#/webhooks/jobRunFailed/post/requestBody/content/application~1json/schema/required',
  ],
  [
    'a webhook header made optional',
    (d) => (d.webhooks.jobRunFailed.post.parameters[2].required = false),
    'parameter-optional',
    '#/webhooks/jobRunFailed/post/parameters/2/required',
  ],
  [
    '/v2 leaving out an operation /v1 never deprecated',
    (d) => addV2(d, ['/v1/jobs/{job_id}/pause']),
    'successor-operation-missing',
    '#/paths/~1v2~1jobs~1{job_id}~1pause',
  ],
  [
    '/v2 changing a field /v1 never deprecated',
    (d) => {
      addV2(d);
      d.paths['/v2/jobs'].post.requestBody = {
        required: true,
        content: {
          'application/json': {
            schema: { ...structuredClone(S(d).JobCreate), required: [...S(d).JobCreate.required, 'timezone'] },
          },
        },
      };
    },
    'request-field-required',
    '#/paths/~1v2~1jobs/post/requestBody/content/application~1json/schema/required',
  ],
];

describe('each breaking change fails the guard at its pointer', () => {
  test.each(breaking)('%s', (_what, change, rule, pointer, changeBase) => {
    const findings = compare(change, changeBase);
    expect(exitCodeFor(findings)).toBe(1);
    const found = findings.filter((f) => f.kind === 'breaking' && f.rule === rule);
    expect(
      found.map((f) => f.pointer),
      JSON.stringify(
        findings.filter((f) => f.kind === 'breaking'),
        null,
        1,
      ),
    ).toContainEqual(pointer.endsWith('/') ? expect.stringContaining(pointer) : pointer);
    expect(found.every((f) => f.why.length > 20)).toBe(true);
  });

  test('a change to a shared schema names where it is written', () => {
    const findings = compare((d) => (S(d).JobName.maxLength = 100));
    expect(findings.filter((f) => f.kind === 'breaking')).toEqual([
      expect.objectContaining({
        pointer: `${createBody}/properties/name/maxLength`,
        defined: '#/components/schemas/JobName/maxLength',
        why: expect.stringContaining('maxLength 200 → 100'),
      }),
    ]);
  });
});

const harmless: Array<[string, Change, string, Change?]> = [
  [
    'an optional request field added',
    (d) => (S(d).JobCreate.properties.labels = { type: 'object' }),
    'request-field-added',
  ],
  [
    'a response field added',
    (d) => {
      S(d).Job.properties.owner = { type: 'string' };
    },
    'response-field-added',
  ],
  [
    'a path added',
    (d) => (d.paths['/v1/tags'] = { get: { operationId: 'listTags', responses: { '200': { description: 'ok' } } } }),
    'path-added',
  ],
  ['a request limit widened', (d) => (d.components.parameters.Limit.schema.maximum = 500), 'request-maximum-widened'],
  ['a description edited', (d) => (S(d).JobName.description = 'The label of a job.'), 'annotation-changed'],
  ['the info description edited', (d) => (d.info.description += '\nMore.'), 'annotation-changed'],
  [
    'an optional parameter added',
    (d) => d.paths['/v1/jobs'].get.parameters.push({ name: 'q', in: 'query', schema: { type: 'string' } }),
    'parameter-added',
  ],
  [
    'an error status added',
    (d) => (d.paths['/v1/jobs'].post.responses['403'] = d.paths['/v1/jobs'].post.responses['401']),
    'error-status-added',
  ],
  [
    'a response header added',
    (d) => (d.paths['/v1/jobs'].post.responses['201'].headers['X-Trace'] = { schema: { type: 'string' } }),
    'response-header-added',
  ],
  [
    'a response narrowed (nullable no more)',
    (d) => (S(d).Job.properties.next_run_at.oneOf = [S(d).Job.properties.next_run_at.oneOf[0]]),
    'response-one-of-branch-removed',
  ],
  [
    'a new required webhook header (the service sends more)',
    (d) =>
      d.webhooks.jobRunFailed.post.parameters.push({
        name: 'webhook-attempt',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      }),
    'parameter-added',
  ],
  [
    'a new webhook payload field, always sent (in a request it would break)',
    (d) => {
      const data = S(d).JobRunFailedNotification.properties.data;
      data.properties.attempt = { type: 'integer' };
      data.required = [...data.required, 'attempt'];
    },
    'response-field-required',
  ],
  ['an operation deprecated', (d) => deprecate(d.paths['/v1/jobs/{job_id}'].delete), 'deprecated'],
  ['/v2 carrying /v1 over', (d) => addV2(d), 'path-added'],
  [
    '/v2 leaving out an operation /v1 deprecated',
    (d) => addV2(d, ['/v1/jobs/{job_id}/pause']),
    'deprecated-operation-retired',
    (d) => deprecate(d.paths['/v1/jobs/{job_id}/pause'].post),
  ],
  [
    '/v2 leaving out a field /v1 deprecated',
    (d) => {
      addV2(d);
      const v2 = structuredClone(S(d).JobCreate);
      delete v2.properties.notify_on_failure;
      S(d).JobCreateV2 = v2;
      d.paths['/v2/jobs'].post.requestBody.content['application/json'].schema = {
        $ref: '#/components/schemas/JobCreateV2',
      };
    },
    'deprecated-field-dropped',
    (d) => deprecate(S(d).NotifyOnFailure),
  ],
];

describe('each harmless change passes the guard, listed as harmless', () => {
  test.each(harmless)('%s', (_what, change, rule, changeBase) => {
    const findings = compare(change, changeBase);
    expect(findings.filter((f) => f.kind === 'breaking')).toEqual([]);
    expect(exitCodeFor(findings)).toBe(0);
    expect(findings).toContainEqual(expect.objectContaining({ kind: 'harmless', rule }));
  });

  test('the released contract against itself: no finding', () => {
    expect(compare(() => {})).toEqual([]);
  });
});
