import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from './documents.ts';
import { createRouter } from './path-matcher.ts';
import { readOperations } from './operation-table.ts';

describe('router built from the spec', () => {
  const router = createRouter(readOperations(serviceDocument));

  test.each([
    ['GET', '/v1/jobs', 'listJobs', {}],
    ['POST', '/v1/jobs', 'createJob', {}],
    ['PATCH', '/v1/jobs/job_1', 'updateJob', { job_id: 'job_1' }],
    ['POST', '/v1/jobs/job_1/pause', 'pauseJob', { job_id: 'job_1' }],
    ['GET', '/v1/jobs/job%201/runs', 'listJobRuns', { job_id: 'job 1' }],
  ])('%s %s → %s', (method, path, operationId, params) => {
    const match = router.match(method, path);
    expect(match.kind === 'operation' && [match.operation.operationId, match.params]).toEqual([operationId, params]);
  });

  test.each([['/v2/jobs'], ['/v1/jobs/'], ['/v1//pause'], ['/v1/jobs/%E0%A4%A'], ['/v1/jobs/a/b']])('%s is not found', (path) => {
    expect(router.match('GET', path).kind).toBe('not-found');
  });

  test('a known path with another method lists what it allows', () => {
    expect(router.match('PUT', '/v1/jobs')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'POST'] });
  });

  test('operations carry their parameters and body media types from the spec', () => {
    const operations = readOperations(serviceDocument);
    const list = operations.find((o) => o.operationId === 'listJobs')!;
    expect(list.parameters.map((p) => [p.name, p.in, p.schemaRef])).toEqual([
      ['limit', 'query', '#/components/parameters/Limit/schema'],
      ['cursor', 'query', '#/components/parameters/Cursor/schema'],
      ['status', 'query', '#/components/parameters/StatusFilter/schema'],
    ]);
    const update = operations.find((o) => o.operationId === 'updateJob')!;
    expect([...update.body!.mediaTypes.keys()]).toEqual(['application/json', 'application/merge-patch+json']);
    const rotate = readOperations(controlDocument).find((o) => o.operationId === 'rotateAccountKey')!;
    expect(rotate.parameters[0]!.schemaRef).toBe('#/paths/~1__mock~1accounts~1{account_id}~1rotate-key/parameters/0/schema');
  });
});
