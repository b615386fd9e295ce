// Compiled, never run: the typed client's calls are checked against the spec.
import { createCronJobsClient } from '../../client/index.ts';

const client = createCronJobsClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'dev-key' });

export async function createAndRead(): Promise<string> {
  const { data, error } = await client.POST('/v1/jobs', {
    body: { name: 'n', url: 'https://example.com', schedule_type: 'interval', interval_seconds: 60 },
  });
  if (error) return `${error.status} ${error.title}`;
  const job = await client.GET('/v1/jobs/{job_id}', { params: { path: { job_id: data.id } } });
  return job.data?.status ?? 'gone';
}

export async function cronAndPreview(): Promise<string[]> {
  const { data: job } = await client.POST('/v1/jobs', {
    body: { name: 'n', url: 'https://example.com', schedule_type: 'cron', cron_expression: '0 9 * * 1-5', timezone: 'Europe/Berlin' },
  });
  const zone: string | undefined = job?.timezone;
  const switched = await client.PATCH('/v1/jobs/{job_id}', { params: { path: { job_id: job!.id } }, body: { schedule_type: 'interval', interval_seconds: 60 } });
  const { data } = await client.POST('/v1/schedules/preview', { body: { schedule_type: 'cron', cron_expression: '@daily', count: 3 } });
  return [zone ?? 'UTC', switched.data?.schedule_type ?? 'gone', ...(data?.data ?? [])];
}

export async function mistakes(): Promise<void> {
  // @ts-expect-error schedule_type is interval or cron
  await client.POST('/v1/jobs', { body: { name: 'n', url: 'https://e.com', schedule_type: 'crontab', cron_expression: '@daily' } });
  // @ts-expect-error count is a number
  await client.POST('/v1/schedules/preview', { body: { schedule_type: 'cron', cron_expression: '@daily', count: '3' } });
  // @ts-expect-error interval_seconds must be a number
  await client.POST('/v1/jobs', { body: { name: 'n', url: 'https://e.com', schedule_type: 'interval', interval_seconds: '60' } });
  // @ts-expect-error /v2 is not a path of the service
  await client.GET('/v2/jobs');
  // @ts-expect-error limit is a number
  await client.GET('/v1/jobs', { params: { query: { limit: 'ten' } } });
}
