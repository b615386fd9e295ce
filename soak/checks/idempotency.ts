// Concurrent idempotent creates: N creates at once with one Idempotency-Key and one body must make
// exactly one job, and every answer must be the same (status and body).
import { createCronJobsClient } from '../../client/index.ts';
import type { SoakServer } from '../lib/server.ts';
import { listAll, soakJob } from './isolation.ts';

export interface IdempotencyResult {
  ok: boolean;
  requests: number;
  statuses: Record<string, number>;
  distinct_answers: number;
  jobs_created: number;
}

export async function runIdempotency(
  server: SoakServer,
  options: { concurrent: number; seed: number },
): Promise<IdempotencyResult> {
  const client = createCronJobsClient({ baseUrl: server.url, apiKey: server.keys[0] });
  const name = `soak idempotency ${options.seed}`;
  const key = `soak-idempotency-${options.seed}`;
  const answers = await Promise.all(
    Array.from({ length: options.concurrent }, async () => {
      const { data, error, response } = await client.POST('/v1/jobs', {
        body: soakJob(name),
        headers: { 'Idempotency-Key': key },
      });
      return { status: response.status, body: JSON.stringify(data ?? error) };
    }),
  );
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const distinct = new Set(answers.map((a) => `${a.status} ${a.body}`)).size;
  const jobs = (await listAll(client)).filter((job) => job.name === name).length;
  return {
    ok: jobs === 1 && distinct === 1 && answers[0]!.status === 201,
    requests: options.concurrent,
    statuses,
    distinct_answers: distinct,
    jobs_created: jobs,
  };
}
