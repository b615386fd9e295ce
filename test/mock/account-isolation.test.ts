// Each account sees only its own jobs: every operation on another account's job answers exactly
// what an unknown id answers (spec: JobId parameter), and lists never mix accounts.
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import type { JobOperationId } from '../../contract/service-operations.ts';
import { createJob, createTestApp, createTestMock, type TestMock } from '../support/clients.ts';

const unknownJob = 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF';

/** What an operation on a job sends besides its path, when it needs a valid body. */
const bodies: Partial<Record<JobOperationId, unknown>> = { updateJob: { name: 'stolen' } };

// Every operation of the spec whose path takes a job id.
const jobPath = '/v1/jobs/{job_id}';
const operations = operationTable(serviceDocument).operations.filter((op) => op.path.startsWith(jobPath));

describe.each([
  ['core', createTestMock],
  ['express', createTestApp],
] as Array<[string, () => TestMock]>)('account isolation via %s', (_name, make) => {
  test.each(operations.map((op) => [op.operationId, op] as const))(
    "%s of another account's job answers like an unknown id",
    async (_id, { method, path, operationId }) => {
      const suffix = path.slice(jobPath.length);
      const body = bodies[operationId as JobOperationId];
      const { send } = make();
      const job = await createJob(send, 'key-a');
      const foreign = await send({
        method,
        path: `/v1/jobs/${job.id}${suffix}`,
        key: 'key-b',
        ...(body ? { body } : {}),
      });
      const unknown = await send({
        method,
        path: `/v1/jobs/${unknownJob}${suffix}`,
        key: 'key-b',
        ...(body ? { body } : {}),
      });
      expect(foreign.status).toBe(404);
      expect(foreign.headers['content-type']).toBe(unknown.headers['content-type']);
      expect({ ...foreign.body, detail: undefined }).toEqual({ ...unknown.body, detail: undefined });
      // The owner's job is untouched.
      const own = await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' });
      expect(own.body).toEqual(job);
    },
  );

  test('lists show only the caller’s jobs', async () => {
    const { send } = make();
    const a = await createJob(send, 'key-a', { name: 'a' });
    const b = await createJob(send, 'key-b', { name: 'b' });
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).body.data.map((j: { id: string }) => j.id)).toEqual([a.id]);
    expect((await send({ path: '/v1/jobs', key: 'key-b' })).body.data.map((j: { id: string }) => j.id)).toEqual([b.id]);
  });

  test('a cursor of one account does not reveal another account’s jobs', async () => {
    const { send } = make();
    for (let i = 0; i < 3; i++) await createJob(send, 'key-a', { name: `a${i}` });
    await createJob(send, 'key-b', { name: 'b' });
    const page = await send({ path: '/v1/jobs?limit=1', key: 'key-a' });
    const other = await send({ path: `/v1/jobs?cursor=${page.body.next_cursor}`, key: 'key-b' });
    expect(other.body.data.every((j: { name: string }) => j.name === 'b')).toBe(true);
  });

  test('idempotency keys are scoped to the account', async () => {
    const { send } = make();
    const headers = { 'Idempotency-Key': 'same-key' };
    const a = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: { name: 'x', url: 'https://e.com', schedule_type: 'interval', interval_seconds: 60 },
      headers,
    });
    const b = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-b',
      body: { name: 'x', url: 'https://e.com', schedule_type: 'interval', interval_seconds: 60 },
      headers,
    });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers['idempotency-replayed']).toBeUndefined();
    expect(b.body.id).not.toBe(a.body.id);
  });
});
