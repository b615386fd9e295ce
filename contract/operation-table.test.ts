import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from './documents.ts';
import { operationTable } from './operation-table.ts';

describe('operation table built from the spec', () => {
  const table = operationTable(serviceDocument);

  test.each([
    ['GET', '/v1/jobs', 'listJobs', {}],
    ['POST', '/v1/jobs', 'createJob', {}],
    ['PATCH', '/v1/jobs/job_1', 'updateJob', { job_id: 'job_1' }],
    ['POST', '/v1/jobs/job_1/pause', 'pauseJob', { job_id: 'job_1' }],
    ['GET', '/v1/jobs/job%201/runs', 'listJobRuns', { job_id: 'job 1' }],
  ])('%s %s → %s', (method, path, operationId, params) => {
    const match = table.match(method, path);
    expect(match.kind === 'operation' && [match.operation.operationId, match.params]).toEqual([operationId, params]);
  });

  test.each([['/v2/jobs'], ['/v1/jobs/'], ['/v1//pause'], ['/v1/jobs/%E0%A4%A'], ['/v1/jobs/a/b']])(
    '%s is not found',
    (path) => {
      expect(table.match('GET', path).kind).toBe('not-found');
      expect(table.find('GET', path)).toBeUndefined();
    },
  );

  test('a known path with another method lists what it allows', () => {
    expect(table.match('PUT', '/v1/jobs')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'POST'] });
    expect(table.allowed('/v1/jobs')).toEqual(['GET', 'POST']);
    expect(table.find('PUT', '/v1/jobs')).toBeUndefined();
  });

  test('find takes a request path as sent: any method case, the query string ignored', () => {
    expect(table.find('get', '/v1/jobs/job_1/runs?limit=5&cursor=x')?.operationId).toBe('listJobRuns');
    expect(table.find('DELETE', '/v1/jobs/job_1?x=/v1/jobs')?.pointer).toBe('#/paths/~1v1~1jobs~1{job_id}/delete');
  });

  test('operations carry their pointers, parameters and body media types from the spec', () => {
    const list = table.operations.find((o) => o.operationId === 'listJobs')!;
    expect([list.method, list.path, list.pointer, list.pathPointer]).toEqual([
      'GET',
      '/v1/jobs',
      '#/paths/~1v1~1jobs/get',
      '#/paths/~1v1~1jobs',
    ]);
    expect(list.parameters.map((p) => [p.name, p.in, p.schemaRef])).toEqual([
      ['limit', 'query', '#/components/parameters/Limit/schema'],
      ['cursor', 'query', '#/components/parameters/Cursor/schema'],
      ['status', 'query', '#/components/parameters/StatusFilter/schema'],
    ]);
    const update = table.operations.find((o) => o.operationId === 'updateJob')!;
    expect([...update.body!.mediaTypes.keys()]).toEqual(['application/json', 'application/merge-patch+json']);
    const rotate = operationTable(controlDocument).operations.find((o) => o.operationId === 'rotateAccountKey')!;
    expect(rotate.parameters[0]!.schemaRef).toBe(
      '#/paths/~1__mock~1accounts~1{account_id}~1rotate-key/parameters/0/schema',
    );
  });

  test('is read once per document: every caller shares one table', () => {
    expect(operationTable(serviceDocument)).toBe(table);
    expect(operationTable(controlDocument)).not.toBe(table);
  });
});
