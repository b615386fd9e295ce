// State bugs that only a sequence of operations shows (issue 18, item 4): each answers like the mock except
// for one state bug that every fixed-script rule misses; SEQ-001 must fail each and print the shrunk
// sequence (../sequence-faults.test.ts). Both remember what earlier answers said, as a stale cache would.
import { createFields } from '../../harness/spec/provenance.ts';
import { answerWith, isList, jobPath, jsonOf, pathOf, queryOf, type Fault, type Handle } from './fault.ts';

type JobRecord = Record<string, unknown>;

/** The fields a job's definition holds: the create body's, as the spec lists them. */
const definitionFields = createFields().map((field) => field.name);

/** The job a request names, scoped by its account key, and its action (`''`, `pause`, `resume`, …). */
function jobOf(request: Request): { key: string; id: string; scoped: string; action: string } | undefined {
  const match = jobPath.exec(pathOf(request));
  if (!match) return undefined;
  const key = request.headers.get('X-API-Key') ?? '';
  return { key, id: match[1]!, scoped: `${key} ${match[1]}`, action: match[2]?.slice(1) ?? '' };
}

/** A job once paused and resumed is still listed after its delete (the account's latest such job), on a list's last page. */
export const deletedJobListedAfterResume: Fault = (handle) => {
  const resumed = new Map<string, JobRecord>();
  const ghosts = new Map<string, JobRecord>();
  return async (request) => {
    const job = jobOf(request);
    const answer = await handle(request);
    if (
      job &&
      answer.status === 200 &&
      (job.action === 'resume' || (resumed.has(job.scoped) && (job.action === '' || job.action === 'pause')))
    ) {
      const record = await jsonOf(answer);
      if (record) resumed.set(job.scoped, record);
    }
    if (job && job.action === '' && request.method === 'DELETE' && answer.status === 204 && resumed.has(job.scoped))
      ghosts.set(job.key, resumed.get(job.scoped)!);
    if (!isList(request) || answer.status !== 200) return answer;
    const page = (await jsonOf(answer)) as { data: JobRecord[]; next_cursor: string | null } | undefined;
    if (!page || page.next_cursor !== null) return answer;
    const query = queryOf(request);
    const status = query.get('status');
    const ghost = ghosts.get(request.headers.get('X-API-Key') ?? '');
    if (!ghost || (status !== null && ghost.status !== status) || page.data.length >= Number(query.get('limit') ?? 20))
      return answer;
    return answerWith(answer, { body: { ...page, data: [...page.data, ghost] } });
  };
};

/** Resume restores the definition saved at pause: what was patched in between is lost (stored, not only answered). */
export const resumeLosesPatch: Fault = (handle) => {
  const atPause = new Map<string, JobRecord>();
  return async (request) => {
    const job = jobOf(request);
    const answer = await handle(request);
    if (!job || request.method !== 'POST' || answer.status !== 200) return answer;
    const record = await jsonOf(answer);
    if (job.action === 'pause' && record) atPause.set(job.scoped, record);
    const saved = atPause.get(job.scoped);
    if (job.action !== 'resume' || !saved || !record) return answer;
    atPause.delete(job.scoped);
    if (definitionFields.every((f) => JSON.stringify(saved[f]) === JSON.stringify(record[f]))) return answer;
    const restore = Object.fromEntries(definitionFields.filter((f) => f in saved).map((f) => [f, saved[f]]));
    const restored = await restoreJob(handle, request, job.id, restore);
    return restored.status === 200 ? answerWith(answer, { body: await jsonOf(restored) }) : answer;
  };
};

const restoreJob = (handle: Handle, request: Request, id: string, fields: JobRecord) =>
  handle(
    new Request(new URL(`/v1/jobs/${id}`, request.url), {
      method: 'PATCH',
      headers: { 'X-API-Key': request.headers.get('X-API-Key') ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    }),
  );
