// Faults of authentication and account isolation. Each knows the valid keys the self-test's mock was
// started with, as a broken service would "know" its accounts.
import { answerWith, buffer, isList, jobIdOf, jsonOf, queryOf, rewrite, type Fault } from './fault.ts';

const withKey = (key: string) => (headers: Headers) => headers.set('X-API-Key', key);

/** Whether the request sends a key (an empty header sends none). */
const sendsKey = (request: Request) => Boolean(request.headers.get('X-API-Key'));

/** A request without a key (or with an empty one) is served as the first account's. */
export const acceptMissingKey =
  (key: string): Fault =>
  (handle) =>
  (request) =>
    handle(sendsKey(request) ? request : rewrite(request, { headers: withKey(key) }));

/** A key no account has is served as the first account's. */
export const acceptAnyKey =
  (key: string): Fault =>
  (handle) =>
  async (request) => {
    if (!sendsKey(request)) return handle(request);
    const sent = await buffer(request);
    const answer = await handle(sent.again());
    return answer.status === 401 ? handle(sent.again({ headers: withKey(key) })) : answer;
  };

/** `?api_key=` counts as the key when the header is missing. */
export const acceptQueryKey: Fault = (handle) => (request) => {
  const key = queryOf(request).get('api_key');
  return handle(key === null || sendsKey(request) ? request : rewrite(request, { headers: withKey(key) }));
};

/**
 * The body is judged before the key: an unauthenticated write is tried with a valid key, and its refusal
 * (400, 413, 415, 422) answered instead of the 401; a job it created that way is deleted again.
 */
export const validateBeforeAuth =
  (key: string): Fault =>
  (handle) =>
  async (request) => {
    if (request.method !== 'POST' && request.method !== 'PATCH') return handle(request);
    const sent = await buffer(request);
    const answer = await handle(sent.again());
    if (answer.status !== 401) return answer;
    const judged = await handle(sent.again({ headers: withKey(key) }));
    if ([400, 413, 415, 422].includes(judged.status)) return judged;
    const created = await jsonOf(judged);
    if (judged.status === 201 && typeof created?.id === 'string') {
      const url = new URL(`/v1/jobs/${created.id}`, request.url).href;
      await handle(new Request(url, { method: 'DELETE', headers: { 'X-API-Key': key } }));
    }
    return answer;
  };

/** The job list shows the jobs of every account (merged newest first, cut to the page's size). */
export const listAllAccounts =
  (keys: readonly string[]): Fault =>
  (handle) =>
  async (request) => {
    if (!isList(request)) return handle(request);
    const answer = await handle(request);
    const own = await jsonOf(answer);
    if (answer.status !== 200 || !Array.isArray(own?.data)) return answer;
    const sent = request.headers.get('X-API-Key');
    const data = [...own.data];
    for (const key of keys.filter((k) => k !== sent)) {
      const other = await jsonOf(await handle(rewrite(request, { headers: withKey(key) })));
      if (Array.isArray(other?.data)) data.push(...other.data);
    }
    data.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return answerWith(answer, { body: { ...own, data: data.slice(0, Number(queryOf(request).get('limit') ?? 20)) } });
  };

/** Another account's job is found by its id: a 404 for one key is tried with the others. */
export const crossAccountAccess =
  (keys: readonly string[]): Fault =>
  (handle) =>
  async (request) => {
    if (jobIdOf(request) === undefined) return handle(request);
    const sent = await buffer(request);
    const answer = await handle(sent.again());
    if (answer.status !== 404) return answer;
    for (const key of keys.filter((k) => k !== request.headers.get('X-API-Key'))) {
      const other = await handle(sent.again({ headers: withKey(key) }));
      if (other.status !== 404 && other.status !== 401) return other;
    }
    return answer;
  };
