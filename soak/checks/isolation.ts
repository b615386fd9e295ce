// Isolation between two accounts on every operation: the other account gets 404 for every operation on
// a job (get, patch, pause and the rest), never finds the job in its own list, and the owner's job is
// exactly as it was afterwards (no state change, no run). Both directions.
import { createCronJobsClient, type CronJobsClient, type Job, type JobCreate } from '../../client/index.ts';
import type { JobOperationId } from '../../contract/service-operations.ts';
import type { SoakServer } from '../lib/server.ts';

export interface IsolationCheck {
  owner: 'A' | 'B';
  operation: string;
  expected: string;
  got: string;
  ok: boolean;
}

export interface IsolationResult {
  ok: boolean;
  checks: IsolationCheck[];
}

type Operation = { name: string; call: (other: CronJobsClient, id: string) => Promise<{ response: Response }> };

const path = (id: string) => ({ params: { path: { job_id: id } } });

// Every operation on someone else's job, each of which must answer 404: keyed by the spec's job operations
// (generated types), so one the spec gains fails the type check until it is here. Delete goes last: were it
// let through, the checks after it would find no job.
const byOperation: Record<JobOperationId, Operation> = {
  getJob: { name: 'GET /v1/jobs/{id}', call: (c, id) => c.GET('/v1/jobs/{job_id}', path(id)) },
  updateJob: {
    name: 'PATCH /v1/jobs/{id}',
    call: (c, id) => c.PATCH('/v1/jobs/{job_id}', { ...path(id), body: { name: 'taken over' } }),
  },
  pauseJob: { name: 'POST /v1/jobs/{id}/pause', call: (c, id) => c.POST('/v1/jobs/{job_id}/pause', path(id)) },
  resumeJob: { name: 'POST /v1/jobs/{id}/resume', call: (c, id) => c.POST('/v1/jobs/{job_id}/resume', path(id)) },
  runJob: { name: 'POST /v1/jobs/{id}/run', call: (c, id) => c.POST('/v1/jobs/{job_id}/run', path(id)) },
  listJobRuns: { name: 'GET /v1/jobs/{id}/runs', call: (c, id) => c.GET('/v1/jobs/{job_id}/runs', path(id)) },
  deleteJob: { name: 'DELETE /v1/jobs/{id}', call: (c, id) => c.DELETE('/v1/jobs/{job_id}', path(id)) },
};
const operations = Object.values(byOperation);

export const soakJob = (name: string): JobCreate => ({
  name,
  url: 'https://example.com/soak',
  schedule_type: 'interval',
  interval_seconds: 3600,
});

/** Every job the client can list, following next_cursor. */
export async function listAll(client: CronJobsClient): Promise<Job[]> {
  const jobs: Job[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10_000; page++) {
    const { data, response } = await client.GET('/v1/jobs', {
      params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new Error(`GET /v1/jobs answered ${response.status}`);
    jobs.push(...data.data);
    if (!data.next_cursor) return jobs;
    cursor = data.next_cursor;
  }
  throw new Error('GET /v1/jobs never ended');
}

export async function runIsolation(server: SoakServer): Promise<IsolationResult> {
  const clients = {
    A: createCronJobsClient({ baseUrl: server.url, apiKey: server.keys[0] }),
    B: createCronJobsClient({ baseUrl: server.url, apiKey: server.keys[1] }),
  };
  const checks: IsolationCheck[] = [];
  for (const [owner, other] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    const { data: job, response } = await clients[owner].POST('/v1/jobs', { body: soakJob(`soak isolation ${owner}`) });
    if (!job) throw new Error(`account ${owner} could not create a job: ${response.status}`);
    for (const operation of operations) {
      const { response } = await operation.call(clients[other], job.id);
      checks.push({
        owner,
        operation: `${other}: ${operation.name}`,
        expected: '404',
        got: String(response.status),
        ok: response.status === 404,
      });
    }
    const listed = (await listAll(clients[other])).some((j) => j.id === job.id);
    checks.push({
      owner,
      operation: `${other}: GET /v1/jobs`,
      expected: 'job not listed',
      got: listed ? 'listed' : 'not listed',
      ok: !listed,
    });
    const { data: after } = await clients[owner].GET('/v1/jobs/{job_id}', path(job.id));
    const unchanged =
      after !== undefined &&
      after.name === job.name &&
      after.status === job.status &&
      after.updated_at === job.updated_at;
    checks.push({
      owner,
      operation: `${owner}: GET /v1/jobs/{id} after`,
      expected: 'unchanged',
      got: after ? (unchanged ? 'unchanged' : `changed (${after.name}, ${after.status})`) : 'gone',
      ok: unchanged,
    });
    const { data: runs } = await clients[owner].GET('/v1/jobs/{job_id}/runs', path(job.id));
    const manual = runs?.data.filter((run) => run.trigger === 'manual').length ?? -1;
    checks.push({
      owner,
      operation: `${owner}: GET /v1/jobs/{id}/runs after`,
      expected: 'no manual run',
      got: manual < 0 ? 'unreadable' : `${manual} manual runs`,
      ok: manual === 0,
    });
  }
  return { ok: checks.every((c) => c.ok), checks };
}
