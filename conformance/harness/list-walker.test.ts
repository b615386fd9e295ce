// The core profile's list walk against every standard way a list offers more (and none): it finds the job
// past the first page, knows when it has read the whole list, and says why when it cannot tell.
import { describe, expect, test } from 'vitest';
import type { Exchange } from './http.ts';
import { linkNext, nextFromFields, walkList } from './list-walker.ts';

const jobs = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `job-${i + 1}` }));
type Answer = { status?: number; json: unknown; headers?: Record<string, string> };

function server(answer: (url: URL) => Answer) {
  const paths: string[] = [];
  const get = async (path: string): Promise<Exchange> => {
    paths.push(path);
    const { status = 200, json, headers = {} } = answer(new URL(path, 'http://s'));
    return { request: { method: 'GET', path }, response: { status, headers, body: JSON.stringify(json), json, mediaType: 'application/json' } };
  };
  return { get, paths };
}
const pageOf = (url: URL, param: string, size = 5) => Number(url.searchParams.get(param) ?? (param === 'page' ? 1 : 0));

const shapes: [string, (url: URL) => Answer][] = [
  ['a Link header', (url) => {
    const page = pageOf(url, 'page');
    return { json: jobs.slice((page - 1) * 5, page * 5), headers: page < 3 ? { link: `<http://s/v1/jobs?page=${page + 1}>; rel="next", <http://s/v1/jobs?page=1>; rel="first"` } : {} };
  }],
  ['a next_cursor token', (url) => {
    const at = Number(url.searchParams.get('cursor') ?? 0);
    return { json: { data: jobs.slice(at, at + 5), next_cursor: at + 5 < jobs.length ? String(at + 5) : null } };
  }],
  ['a nextPageToken', (url) => {
    const at = Number(url.searchParams.get('pageToken') ?? 0);
    return { json: { items: jobs.slice(at, at + 5), ...(at + 5 < jobs.length ? { nextPageToken: String(at + 5) } : {}) } };
  }],
  ['links.next as a path', (url) => {
    const at = Number(url.searchParams.get('from') ?? 0);
    return { json: { results: jobs.slice(at, at + 5), links: { next: at + 5 < jobs.length ? `/v1/jobs?from=${at + 5}` : null } } };
  }],
  ['page numbers and a total', (url) => ({ json: { items: jobs.slice((pageOf(url, 'page') - 1) * 5, pageOf(url, 'page') * 5), total: jobs.length } })],
  ['offsets and a total', (url) => ({ json: { jobs: jobs.slice(pageOf(url, 'offset'), pageOf(url, 'offset') + 5), meta: { total: jobs.length } } })],
  ['page numbers and nothing said', (url) => ({ json: jobs.slice((pageOf(url, 'page') - 1) * 5, pageOf(url, 'page') * 5) })],
];

describe('walkList', () => {
  test.each(shapes)('finds a job past the first page through %s', async (_, answer) => {
    const { get } = server(answer);
    const walk = await walkList(get, 'job-12');
    expect(walk.job).toEqual({ id: 12, name: 'job-12' });
    expect(walk.undetermined).toBeUndefined();
  });

  test.each(shapes)('reads the whole list through %s and then knows the job is not there', async (_, answer) => {
    const walk = await walkList(server(answer).get, 'job-99');
    expect(walk.job).toBeUndefined();
    expect(walk.undetermined).toBeUndefined();
  });

  test('a bare array that ignores page and offset is the whole list', async () => {
    const { get, paths } = server(() => ({ json: jobs }));
    const walk = await walkList(get, 'job-99');
    expect(walk).toMatchObject({ job: undefined });
    expect(walk.undetermined).toBeUndefined();
    expect(paths).toEqual(['/v1/jobs', '/v1/jobs?page=2', '/v1/jobs?offset=12']);
  });

  test('a list that states more than it shows and offers no way on cannot tell, and says why', async () => {
    const walk = await walkList(server(() => ({ json: { items: jobs.slice(0, 5), total: 40 } })).get, 'job-12');
    expect(walk.undetermined).toMatch(/states 40 jobs but shows 5/);
  });

  test('a next link that loops is not followed for ever', async () => {
    const walk = await walkList(server(() => ({ json: { data: jobs.slice(0, 2), next: '/v1/jobs?page=2' } })).get, 'job-12');
    expect(walk.undetermined).toMatch(/repeats an earlier page/);
  });

  test('a refused first page is reported as such', async () => {
    expect(await walkList(server(() => ({ status: 500, json: {} })).get, 'x')).toMatchObject({ refused: true });
  });

  test('Link headers and next fields are read the standard ways', () => {
    expect(linkNext('<https://a/v1/jobs?p=2>; rel="next"')).toBe('https://a/v1/jobs?p=2');
    expect(linkNext('<https://a/1>; rel="prev", <https://a/3>; rel="next last"')).toBe('https://a/3');
    expect(linkNext('<https://a/1>; rel="prev"')).toBeUndefined();
    expect(nextFromFields({ next_page_token: 'x' })).toEqual({ param: 'page_token', value: 'x' });
    expect(nextFromFields({ meta: { cursor: 'c' } })).toEqual({ param: 'cursor', value: 'c' });
    expect(nextFromFields({ _links: { next: { href: '/v1/jobs?o=5' } } })).toEqual({ target: '/v1/jobs?o=5' });
    expect(nextFromFields({ next_page: 3 })).toEqual({ param: 'page', value: '3' });
    expect(nextFromFields({ data: [], next_cursor: null })).toBeUndefined();
  });
});
