// Self-test (issue 5, items 4 and 5): no rule fails, errs or is skipped against a correct server — the mock
// in both profiles (`npm test`'s conformance run against the mock), and the independent seed server in the
// core profile, once per way of choosing on the seed's open points (fault-runner.ts CORRECT_SERVERS) — and
// none of them leaves account isolation undecided.
// A failure here is a rule that cries wolf, or a real defect of the mock; the message names the rule.
import { afterAll, describe, expect, test } from 'vitest';
import { exitCodeOf } from '../report/report-console.ts';
import { runConformance, type ConformanceReport } from '../run.ts';
import { createVirtualClock } from '../../mock/core/index.ts';
import type { Fault } from './faults/index.ts';
import { startFaultyMock } from './faults/serve.ts';
import { CORRECT_SERVERS, KEYS, suite, type Target } from './fault-runner.ts';
import { pageTokenPages } from './fault-table.ts';
import { startSeedServer } from './seed-server/index.ts';

const isolationRules = ['AUTH-009', 'AUTH-012', 'AUTH-013', 'AUTH-014'];
const started: Target[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));

function failures(report: ConformanceReport): string {
  return report.rules
    .filter((r) => r.status === 'failed')
    .map((r) => `${r.id} ${r.title}\n${r.detail}`)
    .join('\n\n');
}

describe('no rule fails against a correct server', () => {
  test.each(CORRECT_SERVERS.map(([label, profile, start]) => [label, profile, start] as const))(
    '%s',
    async (_label, profile, start) => {
      const target = await start();
      started.push(target);
      const report = await suite(target, profile);
      expect(failures(report)).toBe('');
      expect(report.summary.passed).toBeGreaterThan(profile === 'full' ? 60 : 20);
      expect(report.summary.errors).toBe(0);
      // A skipped rule is a check that did not happen: against a correct server with two keys, every rule decides.
      expect(report.rules.filter((r) => r.status === 'skipped').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
      if (profile === 'core') expect(report.rules.every((r) => r.profile === 'core')).toBe(true);
      // Green must mean checked: the rules that keep accounts apart (and refuse keyless requests however
      // they are sent) decided, rather than skipped.
      const undecided = report.rules
        .filter((r) => isolationRules.includes(r.id) && r.status !== 'passed')
        .map((r) => `${r.id} ${r.status}: ${r.detail}`);
      expect(undecided).toEqual([]);
      // And no AUTH rule skipped at all: the list walk found its way through the pages.
      expect(
        report.rules
          .filter((r) => r.id.startsWith('AUTH-') && r.status === 'skipped')
          .map((r) => `${r.id}: ${r.detail}`),
      ).toEqual([]);
    },
  );
});

describe(`a seed server with ${pageTokenPages.label}`, () => {
  const run = async (nextPage?: string) => {
    const target = await startSeedServer({ keys: [...KEYS], ...pageTokenPages.options });
    started.push(target);
    return runConformance({
      baseUrl: target.url,
      apiKey: KEYS[0],
      secondApiKey: KEYS[1],
      profile: 'core',
      seed: 1,
      only: ['AUTH-009', 'AUTH-012', 'BODY-002'],
      nextPage,
    });
  };
  const statuses = (report: ConformanceReport) => Object.fromEntries(report.rules.map((r) => [r.id, r.status]));

  test('the walker finds the spelling, decides isolation, and reports how it paged', async () => {
    const report = await run();
    expect(statuses(report)).toEqual({ 'AUTH-009': 'passed', 'AUTH-012': 'passed', 'BODY-002': 'passed' });
    expect(report.pagination).toEqual({ how: 'field:nextPageToken,query:page_token', source: 'detected' });
  });

  test('--next-page given is used as given, and reported as such; a wrong one is a usage error naming what the kit saw, never a failure', async () => {
    const given = await run('field:nextPageToken,query:page_token');
    expect(statuses(given)).toEqual({ 'AUTH-009': 'passed', 'AUTH-012': 'passed', 'BODY-002': 'passed' });
    expect(given.pagination).toEqual({ how: 'field:nextPageToken,query:page_token', source: 'given' });
    const wrong = await run('query:pageToken');
    expect(Object.values(statuses(wrong))).not.toContain('failed');
    expect(wrong.usage_errors).toEqual([
      expect.stringMatching(
        /^--next-page query:pageToken never matched what the service does: in \d+ rules? whose walks used it, none brought a page through it/,
      ),
    ]);
    expect(exitCodeOf(wrong)).toBe(2);
  });
});

// Correct, and no race: each request waits for the one before it to be answered, body included (a
// single-threaded server, PHP's built-in one for instance).
const oneAtATime: Fault = (handle) => {
  let previous: Promise<unknown> = Promise.resolve();
  return (request) => {
    const answer = previous.then(() => handle(request));
    previous = answer.catch(() => undefined);
    return answer;
  };
};

test('a service that handles one request at a time: JOB-014 cannot race it, so it is skipped with why, never failed', async () => {
  const target = await startFaultyMock(
    { apiKeys: [...KEYS], clock: createVirtualClock(Date.parse('2026-11-22T15:00:00.000Z')) },
    oneAtATime,
  );
  started.push(target);
  // The rule waits 0.6 of the request timeout for the DELETE, which this service can never answer first: a
  // 1 s timeout makes that wait 600 ms instead of 3 s; the in-process mock answers the rest in milliseconds.
  const report = await runConformance({
    baseUrl: target.url,
    apiKey: KEYS[0],
    profile: 'full',
    only: ['JOB-014'],
    timeoutMs: 1_000,
  });
  expect(report.rules).toMatchObject([
    {
      id: 'JOB-014',
      status: 'skipped',
      detail: expect.stringMatching(/answered the DELETE only after the PATCH's body/),
    },
  ]);
});
