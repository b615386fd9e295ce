// Faults of a job's life: state changes, deletion, patches, the time zone of a cron job. Where a fault
// needs the job as it is, it asks the core with a GET, as any client could.
import { answerWith, buffer, isCreate, isObject, jobPath, jsonOf, pathOf, type Fault } from './fault.ts';

/** The job `request` names, read with the request's own key. */
async function current(handle: (request: Request) => Promise<Response>, request: Request): Promise<Response> {
  const id = jobPath.exec(pathOf(request))?.[1];
  const key = request.headers.get('X-API-Key');
  return handle(
    new Request(new URL(`/v1/jobs/${id}`, request.url), { headers: key === null ? {} : { 'X-API-Key': key } }),
  );
}

/** Pausing a paused job answers 200 with the job instead of 409. */
export const pauseTwiceOk: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  if (request.method !== 'POST' || !/^\/v1\/jobs\/[^/]+\/pause$/.test(pathOf(request)) || answer.status !== 409)
    return answer;
  const job = await current(handle, request);
  return job.status === 200 ? answerWith(job, {}) : answer;
};

/** DELETE answers 204 and keeps the job. */
export const deleteKeepsJob: Fault = (handle) => async (request) => {
  if (request.method !== 'DELETE' || !/^\/v1\/jobs\/[^/]+$/.test(pathOf(request))) return handle(request);
  const job = await current(handle, request);
  return job.status === 200 ? new Response(null, { status: 204 }) : handle(request);
};

/**
 * A PATCH takes its job as the head found it: when a DELETE finishes before the body arrives, the patch is
 * applied to the deleted job and answered 200 with it, instead of 404.
 */
export const latePatchRevivesJob: Fault = (handle) => async (request) => {
  if (request.method !== 'PATCH' || !/^\/v1\/jobs\/[^/]+$/.test(pathOf(request))) return handle(request);
  const found = await current(handle, request);
  const sent = await buffer(request);
  const answer = await handle(sent.again());
  const job = await jsonOf(found);
  if (answer.status !== 404 || found.status !== 200 || !isObject(job) || !isObject(sent.json)) return answer;
  return answerWith(found, { body: { ...job, ...sent.json } });
};

const typeFields: Record<string, readonly string[]> = {
  interval: ['interval_seconds'],
  cron: ['cron_expression', 'timezone'],
};

/** A patch that switches the schedule type keeps the old type's fields, so the job it makes is refused (422). */
export const patchKeepsOldScheduleFields: Fault = (handle) => async (request) => {
  if (request.method !== 'PATCH' || !/^\/v1\/jobs\/[^/]+$/.test(pathOf(request))) return handle(request);
  const sent = await buffer(request);
  const job = await jsonOf(await current(handle, request));
  const patch = sent.json;
  if (
    !isObject(patch) ||
    !isObject(job) ||
    typeof patch.schedule_type !== 'string' ||
    patch.schedule_type === job.schedule_type
  )
    return handle(sent.again());
  const kept = Object.fromEntries(
    (typeFields[String(job.schedule_type)] ?? []).filter((f) => f in job && !(f in patch)).map((f) => [f, job[f]]),
  );
  return handle(sent.again({ body: JSON.stringify({ ...patch, ...kept }) }));
};

const isZone = (zone: unknown) => {
  try {
    return typeof zone === 'string' && new Intl.DateTimeFormat('en', { timeZone: zone }) !== undefined;
  } catch {
    return false;
  }
};

/** A cron job is created in UTC whatever zone was sent. */
export const cronIgnoresTimezone: Fault = (handle) => async (request) => {
  if (!isCreate(request)) return handle(request);
  const sent = await buffer(request);
  const body = sent.json;
  if (!isObject(body) || body.schedule_type !== 'cron' || !isZone(body.timezone)) return handle(sent.again());
  return handle(sent.again({ body: JSON.stringify({ ...body, timezone: 'UTC' }) }));
};

/**
 * The first list after a delete answers 500 (a cache the delete invalidates badly): a fault whose cause is an
 * earlier request, often another rule's clean-up, which the report pins once (report/faults.ts).
 */
export const list500AfterDelete: Fault = (handle) => {
  const after = new Set<string>();
  return async (request) => {
    const key = request.headers.get('X-API-Key') ?? '';
    if (request.method === 'GET' && pathOf(request) === '/v1/jobs' && after.delete(key))
      return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } });
    const answer = await handle(request);
    if (request.method === 'DELETE' && jobPath.test(pathOf(request)) && answer.status === 204) after.add(key);
    return answer;
  };
};
