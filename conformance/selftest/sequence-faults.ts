// Broken servers that only a sequence of operations reveals (issue 18, item 4): each wraps the mock core's
// web-standard `handle(Request)` from outside — the core holds no switch for them — and answers like the
// mock except for one state bug that every fixed-script rule misses. SEQ-001 must fail each one and print
// the shrunk sequence (sequence-faults.test.ts).
//   deleted-job-listed-after-resume  a job that was paused and resumed stays in the job list once deleted
//                                    (a stale list index); GET of it answers 404 as it should
//   resume-loses-patch               resume restores the job as it was when paused: a patch made while it
//                                    was paused is lost (stored, not only answered)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import type { Target } from './fault-runner.ts';

export type Handle = (request: Request) => Promise<Response>;
export const sequenceFaults = ['deleted-job-listed-after-resume', 'resume-loses-patch'] as const;
export type SequenceFault = (typeof sequenceFaults)[number];
type JobRecord = Record<string, unknown>;

const definitionFields = ['name', 'url', 'method', 'notify_on_failure', 'timeout_seconds', 'schedule_type', 'interval_seconds', 'cron_expression', 'timezone'];

/** The request's account key, job id and action (`''`, `pause`, `resume`, …), when it names a job. */
function target(request: Request): { key: string; url: URL; id: string | undefined; action: string | undefined } {
  const url = new URL(request.url);
  const match = /^\/v1\/jobs\/([^/]+)(?:\/([a-z]+))?$/.exec(url.pathname);
  return { key: request.headers.get('x-api-key') ?? '', url, id: match?.[1], action: match ? (match[2] ?? '') : undefined };
}

async function json(response: Response): Promise<JobRecord | undefined> {
  try {
    return (await response.clone().json()) as JobRecord;
  } catch {
    return undefined;
  }
}

function withBody(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** A job once paused and resumed is still listed after its delete (the account's latest such job). */
export function listDeletedAfterResume(handle: Handle): Handle {
  const resumed = new Map<string, JobRecord>();
  const ghosts = new Map<string, JobRecord>();
  return async (request) => {
    const { key, url, id, action } = target(request);
    const response = await handle(request);
    const scoped = `${key} ${id}`;
    if (id !== undefined && response.status === 200 && (action === 'resume' || (resumed.has(scoped) && (action === '' || action === 'pause')))) {
      const record = await json(response);
      if (record) resumed.set(scoped, record);
    }
    if (id !== undefined && action === '' && request.method === 'DELETE' && response.status === 204 && resumed.has(scoped)) ghosts.set(key, resumed.get(scoped)!);
    if (request.method !== 'GET' || url.pathname !== '/v1/jobs' || response.status !== 200) return response;
    const page = (await json(response)) as { data: JobRecord[]; next_cursor: string | null } | undefined;
    if (!page || page.next_cursor !== null) return response;
    const status = url.searchParams.get('status');
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const ghost = ghosts.get(key);
    if (!ghost || (status !== null && ghost.status !== status) || page.data.length >= limit) return response;
    return withBody(response, { ...page, data: [...page.data, ghost] });
  };
}

/** Resume restores the definition saved at pause: what was patched in between is lost. */
export function resumeLosesPatch(handle: Handle): Handle {
  const atPause = new Map<string, JobRecord>();
  return async (request) => {
    const { key, id, action } = target(request);
    const response = await handle(request);
    if (id === undefined || request.method !== 'POST' || response.status !== 200) return response;
    const scoped = `${key} ${id}`;
    const record = await json(response);
    if (action === 'pause' && record) atPause.set(scoped, record);
    const saved = atPause.get(scoped);
    if (action !== 'resume' || !saved || !record) return response;
    atPause.delete(scoped);
    const restore = Object.fromEntries(definitionFields.filter((f) => f in saved).map((f) => [f, saved[f]]));
    if (definitionFields.every((f) => JSON.stringify(saved[f]) === JSON.stringify(record[f]))) return response;
    const restored = await handle(new Request(request.url.replace(/\/resume$/, ''), { method: 'PATCH', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(restore) }));
    return restored.status === 200 ? withBody(response, await json(restored)) : response;
  };
}

/** The self-test's rows (sequence-faults.test.ts): each fault, the rule that must catch it, the shortest sequence that shows it. */
export const SEQUENCE_FAULT_ROWS: ReadonlyArray<{ fault: SequenceFault; rules: string[]; steps: number; summary: RegExp; breaks: string }> = [
  {
    fault: 'deleted-job-listed-after-resume',
    rules: ['SEQ-001'],
    steps: 5, // create, pause, resume, delete, walk
    summary: /^SEQ-001: step 5, walk the job list[^:]*: job A \(\S+\) is listed although it was deleted/,
    breaks: 'spec deleteJob, listJobs: a deleted job is no longer listed',
  },
  {
    fault: 'resume-loses-patch',
    rules: ['SEQ-001'],
    steps: 4, // create, pause, patch, resume
    summary: /^SEQ-001: step 4, resume A: \w+ came back as .*, the model has /,
    breaks: 'spec updateJob, resumeJob: a patch stays through pause and resume',
  },
];
const wrappers: Record<SequenceFault, (handle: Handle) => Handle> = {
  'deleted-job-listed-after-resume': listDeletedAfterResume,
  'resume-loses-patch': resumeLosesPatch,
};

/** Serves a web-standard handler over node:http. */
async function serve(handle: Handle, onClose: () => void): Promise<Target> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const response = await handle(new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body ? { body } : {}) }));
    const bytes = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        onClose();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The mock (the self-test's keys, the virtual clock) with one sequence fault, on a free port. */
export function startSequenceFaultServer(fault: SequenceFault, keys: readonly string[]): Promise<Target> {
  const core = createMockCore({ apiKeys: keys, clock: createVirtualClock(Date.parse('2026-11-22T15:00:00.000Z')) });
  return serve(wrappers[fault]((request) => core.handle(request)), () => core.close());
}
