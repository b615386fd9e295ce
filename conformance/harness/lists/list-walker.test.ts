// The core profile's list walk against every standard way a list offers more (and none): it finds the job
// past the first page, knows when it has read the whole list, and says why when it cannot tell; a 5xx or
// no answer on any page is a fault, never a reason to give up quietly; a token goes back in the query
// parameter that verifiably brings the next page, or the one --next-page names.
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../transport/http.ts';
import {
  linkNext,
  listedIds,
  nextFromFields,
  pageShowing,
  spellingsFor,
  stringsIn,
  walkList,
  walkSpecList,
} from './list-walker.ts';
import { parseNextPage } from './next-page.ts';

const jobs = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `job-${i + 1}` }));
type Answer = { status?: number; json: unknown; headers?: Record<string, string> };

function server(answer: (url: URL) => Answer) {
  const paths: string[] = [];
  const get = async (path: string): Promise<Exchange> => {
    paths.push(path);
    const { status = 200, json, headers = {} } = answer(new URL(path, 'http://s'));
    return {
      request: { method: 'GET', path },
      response: { status, headers, body: JSON.stringify(json), json, mediaType: 'application/json' },
    };
  };
  return { get, paths };
}
const pageOf = (url: URL, param: string) => Number(url.searchParams.get(param) ?? (param === 'page' ? 1 : 0));

const shapes: [string, (url: URL) => Answer][] = [
  [
    'a Link header',
    (url) => {
      const page = pageOf(url, 'page');
      return {
        json: jobs.slice((page - 1) * 5, page * 5),
        headers:
          page < 3
            ? { link: `<http://s/v1/jobs?page=${page + 1}>; rel="next", <http://s/v1/jobs?page=1>; rel="first"` }
            : {},
      };
    },
  ],
  [
    'a next_cursor token',
    (url) => {
      const at = Number(url.searchParams.get('cursor') ?? 0);
      return { json: { data: jobs.slice(at, at + 5), next_cursor: at + 5 < jobs.length ? String(at + 5) : null } };
    },
  ],
  [
    'a nextPageToken',
    (url) => {
      const at = Number(url.searchParams.get('pageToken') ?? 0);
      return {
        json: { items: jobs.slice(at, at + 5), ...(at + 5 < jobs.length ? { nextPageToken: String(at + 5) } : {}) },
      };
    },
  ],
  [
    'links.next as a path',
    (url) => {
      const at = Number(url.searchParams.get('from') ?? 0);
      return {
        json: {
          results: jobs.slice(at, at + 5),
          links: { next: at + 5 < jobs.length ? `/v1/jobs?from=${at + 5}` : null },
        },
      };
    },
  ],
  [
    'page numbers and a total',
    (url) => ({
      json: { items: jobs.slice((pageOf(url, 'page') - 1) * 5, pageOf(url, 'page') * 5), total: jobs.length },
    }),
  ],
  [
    'offsets and a total',
    (url) => ({
      json: { jobs: jobs.slice(pageOf(url, 'offset'), pageOf(url, 'offset') + 5), meta: { total: jobs.length } },
    }),
  ],
  [
    'page numbers and nothing said',
    (url) => ({ json: jobs.slice((pageOf(url, 'page') - 1) * 5, pageOf(url, 'page') * 5) }),
  ],
];

describe('walkList', () => {
  test.each(shapes)('finds a job past the first page through %s', async (_, answer) => {
    const { get } = server(answer);
    const walk = await walkList(get, { find: 'job-12' });
    expect(walk.job).toEqual({ id: 12, name: 'job-12' });
    expect(walk.undetermined).toBeUndefined();
  });

  test.each(shapes)('reads the whole list through %s and then knows the job is not there', async (_, answer) => {
    const walk = await walkList(server(answer).get, { find: 'job-99' });
    expect(walk.job).toBeUndefined();
    expect(walk.undetermined).toBeUndefined();
  });

  test('a bare array that ignores page and offset is the whole list', async () => {
    const { get, paths } = server(() => ({ json: jobs }));
    const walk = await walkList(get, { find: 'job-99' });
    expect(walk.job).toBeUndefined();
    expect(walk.undetermined).toBeUndefined();
    expect(paths).toEqual(['/v1/jobs', '/v1/jobs?page=2', '/v1/jobs?offset=12']);
  });

  test('a list that states more than it shows and offers no way on cannot tell, and says why', async () => {
    const walk = await walkList(server(() => ({ json: { items: jobs.slice(0, 5), total: 40 } })).get, {
      find: 'job-12',
    });
    expect(walk.undetermined).toMatch(/states 40 jobs but shows 5/);
  });

  test('a next link that loops is not followed for ever', async () => {
    const walk = await walkList(server(() => ({ json: { data: jobs.slice(0, 2), next: '/v1/jobs?page=2' } })).get, {
      find: 'job-12',
    });
    expect(walk.undetermined).toMatch(/repeats an earlier page/);
  });

  test('a refused first page is reported as such', async () => {
    expect(await walkList(server(() => ({ status: 403, json: {} })).get, { find: 'x' })).toMatchObject({
      refused: true,
      pages: [],
      distinct: 0,
    });
  });

  test('Link headers and next fields are read the standard ways', () => {
    expect(linkNext('<https://a/v1/jobs?p=2>; rel="next"')).toBe('https://a/v1/jobs?p=2');
    expect(linkNext('<https://a/1>; rel="prev", <https://a/3>; rel="next last"')).toBe('https://a/3');
    expect(linkNext('<https://a/1>; rel="prev"')).toBeUndefined();
    // Stray `<` before a target (a broken or hostile header, up to Node's 16 KB) are not part of it.
    expect(linkNext(`${'<'.repeat(16_000)}<https://a/2>; rel="next"`)).toBe('https://a/2');
    expect(nextFromFields({ next_page_token: 'x' })).toEqual({
      token: 'x',
      from: { kind: 'field', path: ['next_page_token'] },
    });
    expect(nextFromFields({ meta: { cursor: 'c' } })).toEqual({
      token: 'c',
      from: { kind: 'field', path: ['meta', 'cursor'] },
    });
    expect(nextFromFields({ _links: { next: { href: '/v1/jobs?o=5' } } })).toEqual({
      target: '/v1/jobs?o=5',
      from: { kind: 'field', path: ['_links', 'next'] },
    });
    expect(nextFromFields({ next_page: 3 })).toEqual({ token: '3', from: { kind: 'field', path: ['next_page'] } });
    expect(nextFromFields({ data: [], next_cursor: null })).toBeUndefined();
    expect(nextFromFields({ pageInfo: { endCursor: 'e', hasNextPage: false } })).toBeUndefined();
  });
});

/** Pages of five, oldest first, behind a `nextPageToken` body field that goes back as `param`. */
const tokenServer = (param: string, fault?: (url: URL) => Answer | undefined) =>
  server((url) => {
    const broken = fault?.(url);
    if (broken) return broken;
    const at = Number(url.searchParams.get(param) ?? 0);
    return {
      json: { results: jobs.slice(at, at + 5), ...(at + 5 < jobs.length ? { nextPageToken: String(at + 5) } : {}) },
    };
  });

describe('walkList: faults', () => {
  test('a 500 on page two stops the walk as a fault, not as "not found" or undetermined', async () => {
    const { get } = server((url) =>
      url.searchParams.has('cursor')
        ? { status: 500, json: {} }
        : { json: { data: jobs.slice(0, 5), next_cursor: '5' } },
    );
    const walk = await walkList(get, { find: 'job-12' });
    expect(walk.fault?.request.path).toBe('/v1/jobs?cursor=5');
    expect(walk.job).toBeUndefined();
    expect(walk.undetermined).toBeUndefined();
  });

  test('a 500 for any offset past 0 is a fault of the offset probe', async () => {
    const { get } = server((url) =>
      Number(url.searchParams.get('offset') ?? 0) > 0
        ? { status: 503, json: {} }
        : { json: { jobs: jobs.slice(0, 5), meta: { total: jobs.length } } },
    );
    const walk = await walkList(get, { find: 'job-12' });
    expect(walk.fault?.request.path).toBe('/v1/jobs?offset=5');
  });

  test('no answer to a next page is a fault', async () => {
    const get = async (path: string): Promise<Exchange> =>
      path === '/v1/jobs'
        ? {
            request: { method: 'GET', path },
            response: {
              status: 200,
              headers: {},
              body: '',
              json: { data: jobs.slice(0, 5), next_cursor: '5' },
              mediaType: 'application/json',
            },
          }
        : { request: { method: 'GET', path }, error: 'ECONNRESET socket hang up' };
    expect((await walkList(get, { find: 'job-12' })).fault?.error).toMatch(/ECONNRESET/);
  });

  test('a 500 on the first page is a fault (and the list is not read)', async () => {
    expect(await walkList(server(() => ({ status: 500, json: {} })).get, { find: 'x' })).toMatchObject({
      refused: true,
      fault: { response: { status: 500 } },
    });
  });

  test('a token parameter that answers 500 while being tried is a fault, not a spelling to pass over', async () => {
    const { get } = tokenServer('page_token', (url) =>
      url.searchParams.has('page_token') ? { status: 500, json: {} } : undefined,
    );
    expect((await walkList(get, { find: 'job-12' })).fault?.request.path).toBe('/v1/jobs?page_token=5');
  });
});

describe('walkList: the query parameter a token goes back in', () => {
  test.each(['page_token', 'pageToken', 'page-token', 'cursor', 'starting_after', 'continuation'])(
    'nextPageToken sent back as %s is found, used and reported',
    async (param) => {
      const { get, paths } = tokenServer(param);
      const walk = await walkList(get, { find: 'job-12' });
      expect(walk.job).toEqual({ id: 12, name: 'job-12' });
      expect(walk.pagination).toEqual({ how: `field:nextPageToken,query:${param}`, source: 'detected' });
      // Once found, the parameter is used straight away for the pages after.
      expect(paths.at(-1)).toBe(`/v1/jobs?${param}=10`);
    },
  );

  test('a service that ignores every spelling (the first page again) leaves the walk undetermined, naming --next-page', async () => {
    const walk = await walkList(tokenServer('secret_param').get, { find: 'job-12' });
    expect(walk.undetermined).toMatch(/field:nextPageToken .*--next-page field:nextPageToken,query:NAME/);
  });

  test('a spelling refused with a 4xx is passed over', async () => {
    const { get } = tokenServer('token', (url) =>
      url.searchParams.has('page_token') ? { status: 400, json: { error: 'unknown parameter' } } : undefined,
    );
    expect((await walkList(get, { find: 'job-12' })).pagination?.how).toBe('field:nextPageToken,query:token');
  });

  test('the parameter found is remembered: the next walk tries it first', async () => {
    const memo = new Map<string, string>();
    await walkList(tokenServer('after').get, { find: 'job-12', memo });
    expect(memo.get('field:nextPageToken')).toBe('after');
    const again = tokenServer('after');
    await walkList(again.get, { find: 'job-12', memo });
    expect(again.paths).toEqual(['/v1/jobs', '/v1/jobs?after=5', '/v1/jobs?after=10']);
  });

  test('an empty page through the remembered parameter ends the list (jobs deleted since the token was made)', async () => {
    const memo = new Map([['field:nextPageToken', 'page_token']]);
    // Offsets as tokens: the token of page two names offset 10, but two of the twelve jobs went meanwhile.
    let calls = 0;
    const { get, paths } = server((url) => {
      const shown = calls++ < 2 ? jobs : jobs.slice(2);
      const at = Number(url.searchParams.get('page_token') ?? 0);
      return { json: { results: shown.slice(at, at + 5), ...(at + 5 < 12 ? { nextPageToken: String(at + 5) } : {}) } };
    });
    const walk = await walkList(get, { find: 'job-99', memo });
    expect(walk.undetermined).toBeUndefined();
    expect(walk.job).toBeUndefined();
    expect(paths).toEqual(['/v1/jobs', '/v1/jobs?page_token=5', '/v1/jobs?page_token=10']);
  });

  test('an empty page does not prove a spelling the run has not seen bring a page', async () => {
    const { get } = server((url) =>
      url.searchParams.has('page_token')
        ? { json: { results: [] } }
        : { json: { results: jobs.slice(0, 5), nextPageToken: '5' } },
    );
    expect((await walkList(get, { find: 'job-12', memo: new Map() })).undetermined).toMatch(
      /none of the query parameters/,
    );
  });

  test('a token in a header goes back in the spelling of its stem', async () => {
    const { get } = server((url) => {
      const at = Number(url.searchParams.get('continuation_token') ?? 0);
      return {
        json: jobs.slice(at, at + 5),
        headers: at + 5 < jobs.length ? { 'x-continuation-token': String(at + 5) } : ({} as Record<string, string>),
      };
    });
    const walk = await walkList(get, { find: 'job-12' });
    expect(walk.job?.name).toBe('job-12');
    expect(walk.pagination?.how).toBe('header:x-continuation-token,query:continuation_token');
  });

  test('the spellings of a stem: camelCase, snake_case, kebab-case first, then the common names', () => {
    expect(spellingsFor({ kind: 'field', path: ['nextPageToken'] }).slice(0, 5)).toEqual([
      'pageToken',
      'page_token',
      'page-token',
      'cursor',
      'token',
    ]);
    expect(spellingsFor({ kind: 'field', path: ['next_cursor'] })[0]).toBe('cursor');
    expect(spellingsFor({ kind: 'header', name: 'x-next-page-token' }).slice(0, 3)).toEqual([
      'pageToken',
      'page_token',
      'page-token',
    ]);
    expect(spellingsFor({ kind: 'field', path: ['links', 'next'] })).not.toContain('page');
  });
});

describe('walkList: what --next-page says', () => {
  test('query:NAME sends the token back in that parameter only, and reports it as given', async () => {
    const { get, paths } = tokenServer('pt');
    const walk = await walkList(get, { find: 'job-12', nextPage: parseNextPage('query:pt') });
    expect(walk.job?.name).toBe('job-12');
    expect(paths).toEqual(['/v1/jobs', '/v1/jobs?pt=5', '/v1/jobs?pt=10']);
    expect(walk.pagination).toEqual({ how: 'field:nextPageToken,query:pt', source: 'given' });
  });

  test('field:PATH reads the next page from that field only (a URL there is followed)', async () => {
    const { get } = server((url) => {
      const at = Number(url.searchParams.get('from') ?? 0);
      return {
        json: {
          items: jobs.slice(at, at + 5),
          nav: { forward: at + 5 < jobs.length ? `/v1/jobs?from=${at + 5}` : null },
        },
      };
    });
    const found = await walkList(get, { find: 'job-12', nextPage: parseNextPage('field:nav.forward') });
    expect(found.job?.name).toBe('job-12');
    expect(found.pagination).toEqual({ how: 'field:nav.forward', source: 'given' });
    // Without the flag nav.forward is no standard name: the walk cannot get past the first page.
    expect((await walkList(get, { find: 'job-12' })).job).toBeUndefined();
  });

  test('page:NAME counts pages in that parameter', async () => {
    const { get } = server((url) => {
      const n = Number(url.searchParams.get('p') ?? 1);
      return { json: jobs.slice((n - 1) * 5, n * 5) };
    });
    const walk = await walkList(get, { find: 'job-12', nextPage: parseNextPage('page:p') });
    expect(walk.job?.name).toBe('job-12');
    expect(walk.pagination).toEqual({ how: 'page:p', source: 'given' });
  });

  test('a query parameter given that answers an error leaves the walk undetermined with that answer', async () => {
    const walk = await walkList(
      tokenServer('cursor', (url) => (url.searchParams.has('wrong') ? { status: 400, json: {} } : undefined)).get,
      { find: 'job-12', nextPage: parseNextPage('query:wrong') },
    );
    expect(walk.undetermined).toMatch(/answered 400/);
  });
});

describe('walkList: the whole list', () => {
  const cursorPages = (size: number) =>
    server((url) => {
      const at = Number(url.searchParams.get('cursor') ?? 0);
      return {
        json: { data: jobs.slice(at, at + size), next_cursor: at + size < jobs.length ? String(at + size) : null },
      };
    }).get;

  test.each([
    [5, 3],
    [4, 3],
    [12, 1],
  ])('pages of %i: keeps every page and counts %i different ones', async (size, distinct) => {
    const read = await walkList(cursorPages(size));
    expect(read.distinct).toBe(distinct);
    const met = read.pages.flatMap((p) => (p.response!.json as { data: { name: string }[] }).data.map((j) => j.name));
    expect(new Set(met)).toEqual(new Set(jobs.map((j) => j.name)));
    expect(read.undetermined).toBeUndefined();
    expect(read.refused).toBeUndefined();
  });

  test('a bare array that ignores page and offset is one page, however often the walk probes it', async () => {
    const read = await walkList(server(() => ({ json: jobs })).get);
    expect(read.pages.length).toBeGreaterThan(1);
    expect(read.distinct).toBe(1);
  });
});

describe('walkSpecList (full profile)', () => {
  const spec = (fault?: number) =>
    server((url) => {
      const at = Number(url.searchParams.get('cursor') ?? 0);
      if (fault !== undefined && at === fault) return { status: 502, json: {} };
      const limit = Number(url.searchParams.get('limit'));
      return {
        json: { data: jobs.slice(at, at + limit), next_cursor: at + limit < jobs.length ? String(at + limit) : null },
      };
    });

  test('follows next_cursor with the limit asked (100 by default) and gathers every job', async () => {
    const { get, paths } = spec();
    expect((await walkSpecList(get)).jobs).toHaveLength(12);
    expect(paths).toEqual(['/v1/jobs?limit=100']);
    const small = await walkSpecList(spec().get, { query: 'limit=5&status=active' });
    expect(small.pages).toHaveLength(3);
    expect(small.jobs.map((j) => j.name)).toEqual(jobs.map((j) => j.name));
  });

  test('a 5xx on a later page is a fault; a page off the shape says so', async () => {
    expect((await walkSpecList(spec(5).get, { query: 'limit=5' })).fault?.request.path).toBe(
      '/v1/jobs?limit=5&cursor=5',
    );
    expect(await walkSpecList(server(() => ({ json: { items: [] } })).get)).toMatchObject({ offShape: true });
    expect(await walkSpecList(server(() => ({ json: { data: [] } })).get)).toMatchObject({ offShape: true });
  });

  test("another list, the service's default limit, and a bound on the pages", async () => {
    const { get, paths } = server((url) => ({
      json: { data: [{ id: url.searchParams.get('cursor') ?? 'first' }], next_cursor: 'again' },
    }));
    const walk = await walkSpecList(get, { path: '/v1/jobs/j1/runs', defaultLimit: null, maxPages: 3 });
    expect(paths).toEqual(['/v1/jobs/j1/runs', '/v1/jobs/j1/runs?cursor=again', '/v1/jobs/j1/runs?cursor=again']);
    expect(walk).toMatchObject({ unfinished: true, jobs: [{ id: 'first' }, { id: 'again' }, { id: 'again' }] });
  });
});

describe('names and ids on pages', () => {
  const pages = [
    {
      request: { method: 'GET', path: '/v1/jobs' },
      response: {
        status: 200,
        headers: {},
        body: '',
        json: { result: { jobs: [{ job: { id: 'a1', name: 'mine' } }, { id: 7, name: 'theirs' }] } },
        mediaType: 'application/json',
      },
    },
  ] satisfies Exchange[];

  test('stringsIn finds a name however deep the answer nests it', () => {
    expect(stringsIn(pages[0]!.response.json)).toEqual(new Set(['a1', 'mine', 'theirs']));
  });

  test('pageShowing names the page and the names it shows; none when no name is there', () => {
    expect(pageShowing(pages, new Set(['theirs', 'other']))).toEqual({ exchange: pages[0], names: ['theirs'] });
    expect(pageShowing(pages, new Set(['other']))).toBeUndefined();
  });

  test('listedIds reads string and integer ids of the records whose name matches', () => {
    expect(listedIds(pages, () => true)).toEqual(
      new Map([
        ['mine', 'a1'],
        ['theirs', '7'],
      ]),
    );
    expect(listedIds(pages, (n) => n.startsWith('the'))).toEqual(new Map([['theirs', '7']]));
  });
});
