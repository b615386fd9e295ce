// The service's two listings, each a cursor walk: an account's jobs (optionally by status) and a job's
// runs, newest first. A cursor carries the filters it was made under.
import type { operations } from '../../../generated/openapi.ts';
import type { Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { decodeCursor, encodeCursor } from '../pagination/cursor.ts';
import { runSortKey } from '../state/job-service.ts';
import type { JobStatus } from '../state/jobs-store.ts';
import { entryOf, type ServiceContext, type ServiceHandlerDeps } from './service-context.ts';

const reply = typedReply<operations>();

export async function listJobs({ jobs, store }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const limit = context.params.limit as number;
  const status = context.params.status as JobStatus | undefined;
  const filters = `status=${status ?? ''}`;
  const cursor = context.params.cursor as string | undefined;
  const after = cursor === undefined ? undefined : decodeCursor(cursor, filters);
  const page = store.page(context.account.id, status, after, limit);
  const last = page.jobs.at(-1);
  const next_cursor = page.hasMore && last ? encodeCursor(last.id, filters) : null;
  return reply('listJobs', 200, { data: page.jobs.map((job) => jobs.present(job)), next_cursor });
}

export async function listJobRuns({ jobs }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const entry = entryOf(context);
  const limit = context.params.limit as number;
  const filters = `job=${entry.job.id}`;
  const cursor = context.params.cursor as string | undefined;
  const after = cursor === undefined ? undefined : decodeCursor(cursor, filters);
  // The engine keeps the runs newest first; a cursor names the last run of the page before.
  const runs = jobs.runs(entry.job.id);
  const start = after === undefined ? 0 : runs.findIndex((r) => runSortKey(r) < after);
  const data = start === -1 ? [] : runs.slice(start, start + limit);
  const hasMore = start !== -1 && start + limit < runs.length;
  const last = data.at(-1);
  return reply('listJobRuns', 200, {
    data,
    next_cursor: hasMore && last ? encodeCursor(runSortKey(last), filters) : null,
  });
}
