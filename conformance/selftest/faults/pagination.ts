// Faults of paging: page sizes, order, and cursors. A cursor is opaque to a fault as to any client, so
// faults about cursors remember what they saw: the cursor each answer gave, with the page it ended.
import { answerWith, is, isList, jsonOf, queryOf, rewrite, type Fault } from './fault.ts';

const runsPath = /^\/v1\/jobs\/([^/]+)\/runs$/;
const isRuns = (request: Request) => is(request, 'GET', runsPath);

/** The request with its query changed. */
function withQuery(request: Request, change: (query: URLSearchParams) => void): Request {
  const url = new URL(request.url);
  change(url.searchParams);
  return rewrite(request, { url: url.href });
}

/** The list's default page size is 50 (an explicit limit=20 too). */
export const defaultLimit50: Fault = (handle) => (request) => {
  const limit = queryOf(request).get('limit');
  return handle(
    isList(request) && (limit === null || limit === '20') ? withQuery(request, (q) => q.set('limit', '50')) : request,
  );
};

/** A job's runs come 100 to a page whatever limit was asked. */
export const runsIgnoreLimit: Fault = (handle) => (request) =>
  handle(isRuns(request) ? withQuery(request, (q) => q.set('limit', '100')) : request);

/** A list filtered by status comes oldest first. */
export const statusListOldestFirst: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  if (!isList(request) || !queryOf(request).has('status') || answer.status !== 200) return answer;
  const body = await jsonOf(answer);
  return answerWith(answer, { body: { ...body, data: [...body.data].reverse() } });
};

/** Remembers, for each next_cursor an answer gave, what `note` takes from the request and the page. */
function cursorMemory<T>(note: (request: Request, page: { data: any[] }) => T) {
  const seen = new Map<string, T>();
  return {
    async remember(request: Request, answer: Response): Promise<void> {
      const page = await jsonOf(answer);
      if (answer.status === 200 && typeof page?.next_cursor === 'string')
        seen.set(page.next_cursor, note(request, page));
    },
    recall: (request: Request): T | undefined => seen.get(queryOf(request).get('cursor') ?? ''),
  };
}

/** The page after a cursor starts with the job the cursor's page ended with. */
export const paginationRepeats: Fault = (handle) => {
  const memory = cursorMemory((_request, page) => page.data.at(-1));
  return async (request) => {
    const answer = await handle(request);
    if (!isList(request)) return answer;
    await memory.remember(request, answer);
    const repeated = memory.recall(request);
    if (repeated === undefined || answer.status !== 200) return answer;
    const body = await jsonOf(answer);
    return answerWith(answer, { body: { ...body, data: [repeated, ...body.data] } });
  };
};

/** A cursor issued for one status filter is taken with another: the walk starts again under the new filter, past the cursor's job. */
export const cursorIgnoresFilters: Fault = (handle) => {
  const memory = cursorMemory((request, page) => ({
    status: queryOf(request).get('status'),
    lastId: String(page.data.at(-1)?.id),
  }));
  return async (request) => {
    const issued = isList(request) ? memory.recall(request) : undefined;
    const foreign = issued !== undefined && issued.status !== queryOf(request).get('status');
    const answer = await handle(foreign ? withQuery(request, (q) => q.delete('cursor')) : request);
    if (!isList(request)) return answer;
    await memory.remember(request, answer);
    if (!foreign || answer.status !== 200) return answer;
    const body = await jsonOf(answer);
    return answerWith(answer, {
      body: { ...body, data: body.data.filter((job: { id: string }) => job.id < issued.lastId) },
    });
  };
};

/** A cursor issued for one job's runs is taken for another job's runs (which are then listed from the start). */
export const runsCursorAnyJob: Fault = (handle) => {
  const memory = cursorMemory((request) => runsPath.exec(new URL(request.url).pathname)?.[1]);
  return async (request) => {
    if (!isRuns(request)) return handle(request);
    const issuedFor = memory.recall(request);
    const foreign = issuedFor !== undefined && issuedFor !== runsPath.exec(new URL(request.url).pathname)?.[1];
    const answer = await handle(foreign ? withQuery(request, (q) => q.delete('cursor')) : request);
    await memory.remember(request, answer);
    return answer;
  };
};

/**
 * A page the service could not fill still gives a next_cursor (`hasMore || last`), whose page is then empty:
 * a walk still ends, on an empty page, but the short page claims more where it had taken all there was.
 */
export const cursorOnShortPage: Fault = (handle) => {
  const ends = new Set<string>();
  return async (request) => {
    const cursor = queryOf(request).get('cursor');
    if (isList(request) && cursor !== null && ends.has(cursor)) {
      const answer = await handle(withQuery(request, (q) => q.delete('cursor')));
      return answerWith(answer, { body: { data: [], next_cursor: null } });
    }
    const answer = await handle(request);
    if (!isList(request) || answer.status !== 200) return answer;
    const body = await jsonOf(answer);
    if (body.next_cursor !== null || body.data.length === 0) return answer;
    const end = `end-${ends.size + 1}`;
    ends.add(end);
    return answerWith(answer, { body: { ...body, next_cursor: end } });
  };
};
