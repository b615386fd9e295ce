// The whole-list reader: every page a walk reaches, how many differ, the names a page shows wherever the
// answer nests them, and the ids of listed records.
import { describe, expect, test } from 'vitest';
import type { Exchange } from './http.ts';
import { listedIds, pageShowing, readAllPages, stringsIn } from './list-pages.ts';

const jobs = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `job-${i + 1}` }));

function server(answer: (url: URL) => { status?: number; json: unknown }) {
  return async (path: string): Promise<Exchange> => {
    const { status = 200, json } = answer(new URL(path, 'http://s'));
    return { request: { method: 'GET', path }, response: { status, headers: {}, body: JSON.stringify(json), json, mediaType: 'application/json' } };
  };
}

const cursorPages = (size: number) =>
  server((url) => {
    const at = Number(url.searchParams.get('cursor') ?? 0);
    return { json: { data: jobs.slice(at, at + size), next_cursor: at + size < jobs.length ? String(at + size) : null } };
  });

describe('readAllPages', () => {
  test.each([
    [5, 3],
    [4, 3],
    [12, 1],
  ])('pages of %i: keeps every page and counts %i different ones', async (size, distinct) => {
    const read = await readAllPages(cursorPages(size), 'absent');
    expect(read.distinct).toBe(distinct);
    // A walk that found no next page probes page and offset parameters: those answers are kept too.
    const met = read.pages.flatMap((p) => (p.response!.json as { data: { name: string }[] }).data.map((j) => j.name));
    expect(new Set(met)).toEqual(new Set(jobs.map((j) => j.name)));
    expect(read.undetermined).toBeUndefined();
    expect(read.refused).toBe(false);
  });

  test('a bare array that ignores page and offset is one page, however often the walk probes it', async () => {
    const read = await readAllPages(server(() => ({ json: jobs })), 'absent');
    expect(read.pages.length).toBeGreaterThan(1);
    expect(read.distinct).toBe(1);
  });

  test('a refused first page is reported as such, with no pages', async () => {
    const read = await readAllPages(server(() => ({ status: 403, json: {} })), 'absent');
    expect(read).toMatchObject({ refused: true, pages: [], distinct: 0 });
  });
});

describe('names and ids on pages', () => {
  const pages = [{ request: { method: 'GET', path: '/v1/jobs' }, response: { status: 200, headers: {}, body: '', json: { result: { jobs: [{ job: { id: 'a1', name: 'mine' } }, { id: 7, name: 'theirs' }] } }, mediaType: 'application/json' } }] satisfies Exchange[];

  test('stringsIn finds a name however deep the answer nests it', () => {
    expect(stringsIn(pages[0]!.response.json)).toEqual(new Set(['a1', 'mine', 'theirs']));
  });

  test('pageShowing names the page and the names it shows; none when no name is there', () => {
    expect(pageShowing(pages, new Set(['theirs', 'other']))).toEqual({ exchange: pages[0], names: ['theirs'] });
    expect(pageShowing(pages, new Set(['other']))).toBeUndefined();
  });

  test('listedIds reads string and integer ids of the records whose name matches', () => {
    expect(listedIds(pages, () => true)).toEqual(new Map([['mine', 'a1'], ['theirs', '7']]));
    expect(listedIds(pages, (n) => n.startsWith('the'))).toEqual(new Map([['theirs', '7']]));
  });
});
