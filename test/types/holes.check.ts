// Compiled by `npm run typecheck`, never run: the holes frontend teams found in the types (issue 25),
// each a `@ts-expect-error` that must fail to compile — if a hole reopens, the directive is the error.
import { answerOf, createCronJobsClient, type JobCreate, type JobUpdate } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

const client = createCronJobsClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'dev-key' });
const id = 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF';

// @ts-expect-error an interval job needs interval_seconds
export const noInterval: JobCreate = { name: 'n', url: 'https://e.com', schedule_type: 'interval' };
// @ts-expect-error a cron job needs cron_expression
export const noExpression: JobCreate = { name: 'n', url: 'https://e.com', schedule_type: 'cron', timezone: 'UTC' };
// @ts-expect-error cron fields are refused on an interval job
export const cronOnInterval: JobCreate = { name: 'n', url: 'https://e.com', schedule_type: 'interval', interval_seconds: 60, cron_expression: '@daily' };
// @ts-expect-error interval_seconds is refused on a cron job
export const intervalOnCron: JobCreate = { name: 'n', url: 'https://e.com', schedule_type: 'cron', cron_expression: '@daily', interval_seconds: 60 };
// @ts-expect-error a PATCH body has no unknown fields
export const typoPatch: JobUpdate = { nmae: 'renamed' };

export async function throughTheClient(): Promise<void> {
  // @ts-expect-error an interval job needs interval_seconds
  await client.POST('/v1/jobs', { body: { name: 'n', url: 'https://e.com', schedule_type: 'interval' } });
  // @ts-expect-error cron fields are refused on an interval job
  await client.POST('/v1/jobs', { body: { name: 'n', url: 'https://e.com', schedule_type: 'interval', interval_seconds: 60, timezone: 'UTC' } });
  // @ts-expect-error the preview takes the same union
  await client.POST('/v1/schedules/preview', { body: { schedule_type: 'cron', interval_seconds: 60 } });
  // @ts-expect-error a PATCH body has no unknown fields
  await client.PATCH('/v1/jobs/{job_id}', { params: { path: { job_id: id } }, body: { nmae: 'renamed' } });
  const patch = { name: 'renamed', nmae: 'typo' };
  // @ts-expect-error a PATCH body has no unknown fields, even from a variable
  await client.PATCH('/v1/jobs/{job_id}', { params: { path: { job_id: id } }, body: patch });
}

// openapi-fetch's `error` is every error body at once; answerOf narrows the body by status.
export async function narrowedByStatus(): Promise<string> {
  const answer = answerOf<'createJob'>(await client.POST('/v1/jobs', { body: { name: 'n', url: 'https://e.com', schedule_type: 'cron', cron_expression: '@daily' } }));
  if (answer.status === 201) return answer.body.id;
  if (answer.status === 422) return answer.body.errors.map((e) => e.pointer).join();
  if (answer.status === 400) {
    // @ts-expect-error a 400 names parameters, not pointers
    return answer.body.errors?.[0]?.pointer ?? '';
  }
  // @ts-expect-error createJob documents no 404
  if (answer.status === 404) return '';
  return answer.body.detail;
}

// The mock's options are typed with the shapes they take.
export const typoInOutcomeRules = createCronJobsHandlers({
  baseUrl: 'https://api.example.test',
  // @ts-expect-error url_patern is not a field of an outcome rule
  outcomeRules: [{ url_patern: 'https://example.com/*', status: 503 }],
});
// @ts-expect-error rateLimit is { limit, windowSeconds }, not a number
export const rateLimitAsNumber = createCronJobsHandlers({ baseUrl: 'https://api.example.test', rateLimit: 2 });
// @ts-expect-error clock is 'virtual', 'real' or a Clock
export const fakeClock = createCronJobsHandlers({ baseUrl: 'https://api.example.test', clock: 'fake' });
