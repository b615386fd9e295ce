// Deprecation as the mock announces it (spec info.description, "Deprecation"). Nothing in spec/ is
// deprecated, so these tests deprecate parts of a copy of the service document: the metadata read from
// it (contract/deprecation.ts), the headers made of it, and the service pipeline answering with them.
import { describe, expect, test } from 'vitest';
import { serviceDocument, type OpenApiDocument } from '../../../contract/documents.ts';
import { operationTable } from '../../../contract/operation-table.ts';
import { serviceValidator } from '../../../contract/validators.ts';
import { createAccounts } from '../state/accounts.ts';
import { createJournal } from '../state/journal.ts';
import { createVirtualClock } from '../primitives/clock.ts';
import { seededRandom } from '../primitives/random.ts';
import { ProblemError } from './problem.ts';
import { json, problem } from './respond.ts';
import type { JobService } from '../state/job-service.ts';
import { createServicePipeline } from '../routes/service-pipeline.ts';
import { createAnswerOverrides } from '../state/answer-overrides.ts';
import { createForcedAnswers } from '../routes/forced-answer.ts';
import { deprecationHeaders, withDeprecation } from './deprecation-headers.ts';

const dated = {
  deprecated: true,
  'x-deprecated-at': '2027-01-01T00:00:00Z',
  'x-sunset-at': '2027-07-01T00:00:00Z',
  'x-deprecation-notice': 'https://api.cronjobs.example/changes/list-jobs',
};

type Mutable = Record<string, any>;
function withChanges(change: (document: Mutable) => void): OpenApiDocument {
  const copy = structuredClone(serviceDocument) as unknown as Mutable;
  change(copy);
  return copy as unknown as OpenApiDocument;
}

const byId = (document: OpenApiDocument, id: string) =>
  operationTable(document).operations.find((o) => o.operationId === id)!;

describe('deprecationHeaders', () => {
  test('Deprecation is an RFC 9745 date (@ and Unix seconds), Sunset an RFC 8594 HTTP-date, Link names the notice twice', () => {
    expect(
      deprecationHeaders({ at: '2027-01-01T00:00:00Z', sunset: '2027-07-01T00:00:00Z', notice: 'https://n.example/x' }),
    ).toEqual({
      Deprecation: '@1798761600',
      Sunset: 'Thu, 01 Jul 2027 00:00:00 GMT',
      Link: '<https://n.example/x>; rel="deprecation"; type="text/html", <https://n.example/x>; rel="sunset"; type="text/html"',
    });
  });

  test('without a sunset or a notice, only what is known is said', () => {
    expect(deprecationHeaders({ at: '2027-01-01T00:00:30.900Z' })).toEqual({ Deprecation: '@1798761630' });
    expect(deprecationHeaders({ at: '2027-01-01T00:00:00Z', notice: 'https://n.example/x' })).toEqual({
      Deprecation: '@1798761600',
      Link: '<https://n.example/x>; rel="deprecation"; type="text/html"',
    });
  });

  test('a Link the answer already carries is kept', () => {
    const headers: Record<string, string> = { Link: '</v1/jobs?cursor=x>; rel="next"' };
    withDeprecation(headers, { at: '2027-01-01T00:00:00Z', notice: 'https://n.example/x' });
    expect(headers.Link).toBe(
      '</v1/jobs?cursor=x>; rel="next", <https://n.example/x>; rel="deprecation"; type="text/html"',
    );
  });
});

describe('what an operation announces', () => {
  test('a deprecated operation carries its own dates and notice; its neighbours nothing', () => {
    const document = withChanges((d) => Object.assign(d.paths['/v1/jobs'].get, dated));
    expect(byId(document, 'listJobs').deprecation).toEqual({
      at: dated['x-deprecated-at'],
      sunset: dated['x-sunset-at'],
      notice: dated['x-deprecation-notice'],
    });
    expect(byId(document, 'createJob').deprecation).toBeUndefined();
  });

  test('a deprecated parameter, request field or response field deprecates the answers of every operation that uses it', () => {
    const parameter = withChanges((d) => Object.assign(d.components.parameters.Limit, dated));
    expect(byId(parameter, 'listJobs').deprecation?.at).toBe(dated['x-deprecated-at']);

    const requestField = withChanges((d) => Object.assign(d.components.schemas.NotifyOnFailure, dated));
    expect(byId(requestField, 'createJob').deprecation?.at).toBe(dated['x-deprecated-at']);
    expect(byId(requestField, 'getJob').deprecation?.at).toBe(dated['x-deprecated-at']); // the Job record carries it
    expect(byId(requestField, 'deleteJob').deprecation).toBeUndefined();

    const nestedResponse = withChanges((d) => Object.assign(d.components.schemas.RunError.properties.code, dated));
    expect(byId(nestedResponse, 'listJobRuns').deprecation?.at).toBe(dated['x-deprecated-at']);
  });

  test('of several, the earliest date and sunset are announced', () => {
    const document = withChanges((d) => {
      Object.assign(d.paths['/v1/jobs'].get, { ...dated, 'x-deprecated-at': '2027-03-01T00:00:00Z' });
      Object.assign(d.components.schemas.NotifyOnFailure, { ...dated, 'x-sunset-at': '2027-05-01T00:00:00Z' });
    });
    expect(byId(document, 'listJobs').deprecation).toEqual({
      at: '2027-01-01T00:00:00Z',
      sunset: '2027-05-01T00:00:00Z',
      notice: dated['x-deprecation-notice'],
    });
  });
});

describe('the service pipeline', () => {
  const document = withChanges((d) => Object.assign(d.paths['/v1/jobs'].get, dated));
  const clock = createVirtualClock(Date.parse('2027-02-01T00:00:00Z'));
  const accounts = createAccounts(seededRandom(7));
  accounts.create('default', 'dev-key');
  const router = operationTable(document);
  const pipeline = createServicePipeline({
    router,
    forced: createForcedAnswers(document, router.operations),
    unauthorized: { defaultKey: undefined, nameDefaultKey: false },
    overrides: createAnswerOverrides(() => true),
    delay: async () => {},
    validator: serviceValidator,
    accounts,
    jobs: {} as JobService, // no job id in these paths: never asked
    handlers: {
      listJobs: async () => json(200, { data: [], next_cursor: null }),
      createJob: async () => json(201, {}),
    },
    clock,
    journal: createJournal(),
    rateLimiter: undefined,
    toReply: (error) => {
      if (error instanceof ProblemError) return problem(error.body, error.headers);
      throw error;
    },
  });
  const send = (method: string, headers: Record<string, string>) => {
    const url = new URL('http://mock.test/v1/jobs');
    return pipeline(new Request(url, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) }), url, 'req_1');
  };

  test('answers the deprecated operation with the headers, errors included', async () => {
    const ok = await send('GET', { 'X-API-Key': 'dev-key' });
    expect(ok.status).toBe(200);
    expect(ok.headers).toMatchObject({ Deprecation: '@1798761600', Sunset: 'Thu, 01 Jul 2027 00:00:00 GMT' });
    expect(ok.headers.Link).toContain(`<${dated['x-deprecation-notice']}>; rel="deprecation"`);
    const refused = await send('GET', {});
    expect(refused.status).toBe(401);
    expect(refused.headers.Deprecation).toBe('@1798761600');
  });

  test('answers an operation that is not deprecated without them', async () => {
    const created = await send('POST', { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' });
    expect(created.status).not.toBe(500);
    expect(Object.keys(created.headers).filter((h) => ['Deprecation', 'Sunset', 'Link'].includes(h))).toEqual([]);
  });
});
