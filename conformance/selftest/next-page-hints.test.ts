// Hints are checked, not trusted (issue 35, item 4). A pagination scheme stated with --next-page must pass
// wherever detection passes — as the report names it, and in any other true description of the service
// (a field alone, a query alone, page numbers of a service that also sends Link headers). A hint that
// never matches what the service does is a usage error naming what the kit saw (exit 2), never a failure.
import { afterAll, describe, expect, test } from 'vitest';
import { exitCodeOf } from '../report/report-console.ts';
import { runConformance } from '../run.ts';
import type { Stranger } from './strangers/fastify-service.ts';
import { startFastifyService } from './strangers/fastify-service.ts';
import { startHonoService } from './strangers/hono-service.ts';

const keys = ['hint-k1', 'hint-k2'];
// The rules that walk the list: isolation, listing, every list parameter.
const walking = ['AUTH-009', 'AUTH-012', 'AUTH-016', 'BODY-002'];
const started: Stranger[] = [];
afterAll(() => Promise.all(started.map((s) => s.close())));

async function judge(start: (o: { keys: string[] }) => Promise<Stranger>, nextPage: string) {
  const stranger = await start({ keys });
  started.push(stranger);
  return runConformance({
    baseUrl: stranger.url,
    apiKey: keys[0]!,
    secondApiKey: keys[1],
    profile: 'core',
    seed: 35,
    only: walking,
    nextPage,
  });
}

const services = [
  // Fastify: {items, nextPageToken} sent back as ?pageToken=; Hono: a bare array, Link rel="next", ?page=&per_page=.
  ['Fastify', startFastifyService, ['field:nextPageToken,query:pageToken', 'field:nextPageToken', 'query:pageToken']],
  ['Hono', startHonoService, ['header:Link', 'page:page']],
] as const;

describe.concurrent.each(services)('%s', (_, start, truths) => {
  test.each(truths.map((t) => [t]))('--next-page %s, a true description, passes as detection does', async (how) => {
    const report = await judge(start, how);
    expect(report.rules.filter((r) => r.status !== 'passed').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(report.usage_errors).toEqual([]);
    expect(report.pagination).toEqual({ how, source: 'given' });
  });
});

test.each([
  ['Fastify', 'header:Link', 'field:nextPageToken'],
  // Hono sends a Link header once a list passes its 30 a page; on a shorter one its ?page= reaches page 2 all the same.
  ['Hono', 'field:next', 'header:Link|page:page'],
  ['Hono', 'offset:offset', undefined],
] as const)(
  '%s with --next-page %s: a usage error naming what the kit saw instead, no rule failed',
  async (name, wrong, instead) => {
    const start = name === 'Fastify' ? startFastifyService : startHonoService;
    const report = await judge(start, wrong);
    expect(report.rules.filter((r) => r.status === 'failed').map((r) => r.id)).toEqual([]);
    expect(report.usage_errors).toEqual([
      expect.stringMatching(new RegExp(`^--next-page ${wrong} never matched what the service does`)),
    ]);
    if (instead) expect(report.usage_errors[0]).toMatch(new RegExp(`offered their next page as (${instead}) instead`));
    expect(exitCodeOf(report)).toBe(2);
  },
);
