// Compiled by `npm run typecheck`, never run: the type holes issue 37 found, each a `@ts-expect-error`
// that must fail to compile — if a hole reopens, the directive is the error.
import { createCronJobsClient, type JobUpdate } from '../../client/index.ts';
import { createMockControl, type TestClockAdvance } from '../../client/control.ts';

const client = createCronJobsClient({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'dev-key' });
const control = createMockControl({ baseUrl: 'http://127.0.0.1:4010' });
const id = 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF';
const path = { params: { path: { job_id: id } } };

export async function testClockAdvance(): Promise<void> {
  // @ts-expect-error a test clock moves by seconds or to a time: one of the two is needed
  await control.testClocks.advance('clock_1', {});
  // @ts-expect-error a test clock moves by seconds or to a time, not both
  await control.testClocks.advance('clock_1', { seconds: 60, to: '2027-01-01T00:00:00Z' });
  // Each alone compiles.
  await control.testClocks.advance('clock_1', { seconds: 60 });
  await control.testClocks.advance('clock_1', { to: '2027-01-01T00:00:00Z' });
}
// @ts-expect-error the type itself is the either/or
export const both: TestClockAdvance = { seconds: 1, to: '2027-01-01T00:00:00Z' };

export async function switchingScheduleType(): Promise<void> {
  // @ts-expect-error switching a job to cron needs its cron_expression
  await client.PATCH('/v1/jobs/{job_id}', { ...path, body: { schedule_type: 'cron' } });
  // @ts-expect-error switching a job to interval needs its interval_seconds
  await client.PATCH('/v1/jobs/{job_id}', { ...path, body: { schedule_type: 'interval' } });
  // @ts-expect-error a switch to interval refuses the cron fields
  await client.PATCH('/v1/jobs/{job_id}', { ...path, body: { schedule_type: 'interval', interval_seconds: 60, timezone: 'UTC' } });
  // A switch with its schedule, and a change of one schedule field without a switch, compile.
  await client.PATCH('/v1/jobs/{job_id}', { ...path, body: { schedule_type: 'cron', cron_expression: '@daily' } });
  await client.PATCH('/v1/jobs/{job_id}', { ...path, body: { timezone: 'Europe/Paris' } });
}
// @ts-expect-error the exported JobUpdate says the same
export const toCronWithoutExpression: JobUpdate = { schedule_type: 'cron' };

export async function pathTypos(): Promise<void> {
  // A path the spec lacks is an error on the path itself, naming the paths the method takes
  // ('"/v1/jobs" | "/v1/jobs/{job_id}" | "/v1/jobs/{job_id}/runs"'), not "Expected 2 arguments".
  // @ts-expect-error /v1/job is not a path of the spec
  await client.GET('/v1/job');
  // @ts-expect-error the parameter's name is job_id
  await client.GET('/v1/jobs/{jobid}', path);
  // @ts-expect-error POST has no /v1/jobs/{job_id}
  await client.POST('/v1/jobs/{job_id}', path);
  // @ts-expect-error the control client's raw calls are held to the control paths the same way
  await control.raw.GET('/__mock/clocks');
  const answer = await client.GET('/v1/jobs/{job_id}', path);
  const name: string | undefined = answer.data?.name;
  void name;
}
