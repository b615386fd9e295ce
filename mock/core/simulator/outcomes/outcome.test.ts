import { describe, expect, test } from 'vitest';
import { createOutcomeRules, checkRule, ruleMatches } from './outcome-rules.ts';
import { conventionAnswer, settle } from './outcome.ts';

const TIMEOUT = 30_000;
const outcomeOf = (url: string) => settle(conventionAnswer(url), TIMEOUT);

describe('simulated outcome of a URL (docs/decisions/0006)', () => {
  const rows: [string, { url: string; want: ReturnType<typeof outcomeOf> }][] = [
    [
      'anything else answers 200',
      { url: 'https://example.com/hook', want: { status: 200, durationMs: 0, error: null } },
    ],
    [
      '/status/503 fails with that status',
      { url: 'https://example.com/status/503', want: { status: 503, durationMs: 0, error: 'http_status' } },
    ],
    [
      '/status/204 succeeds',
      { url: 'https://example.com/a/status/204/b', want: { status: 204, durationMs: 0, error: null } },
    ],
    [
      '/status/301 fails (redirects are not followed)',
      { url: 'https://example.com/status/301', want: { status: 301, durationMs: 0, error: 'http_status' } },
    ],
    [
      '/delay/5 answers 200 after 5 s',
      { url: 'https://example.com/delay/5', want: { status: 200, durationMs: 5000, error: null } },
    ],
    [
      '/delay/31 times out at the 30 s timeout',
      { url: 'https://example.com/delay/31', want: { status: null, durationMs: 30_000, error: 'timeout' } },
    ],
    [
      '/delay/30 is just in time',
      { url: 'https://example.com/delay/30', want: { status: 200, durationMs: 30_000, error: null } },
    ],
    [
      'both combine',
      { url: 'https://example.com/delay/2/status/500', want: { status: 500, durationMs: 2000, error: 'http_status' } },
    ],
    [
      'the query string is not the path',
      { url: 'https://example.com/ok?next=/status/500', want: { status: 200, durationMs: 0, error: null } },
    ],
    [
      '/status/999 is not a status',
      { url: 'https://example.com/status/999', want: { status: 200, durationMs: 0, error: null } },
    ],
  ];
  for (const [name, { url, want }] of rows) test(name, () => expect(outcomeOf(url)).toEqual(want));
});

describe('outcome rules', () => {
  test('a job-id rule beats the URL convention', () => {
    const rules = createOutcomeRules();
    rules.add({ job_id: 'job_A', status: 500 });
    expect(rules.answer('job_A', 'https://example.com/status/200').answer).toMatchObject({ status: 500 });
    expect(rules.answer('job_B', 'https://example.com/status/201').answer).toMatchObject({ status: 201 });
  });

  test('the first matching rule wins', () => {
    const rules = createOutcomeRules();
    rules.add({ url_pattern: 'example.com', status: 502 });
    rules.add({ url_pattern: 'example', status: 503 });
    expect(rules.answer('job_A', 'https://example.com/x').answer.status).toBe(502);
  });

  test('a pattern without wildcards matches a substring; with them, the whole URL as a glob', () => {
    expect(ruleMatches({ url_pattern: '/billing/' }, 'j', 'https://a.test/billing/run')).toBe(true);
    expect(ruleMatches({ url_pattern: 'https://*.test/billing/*' }, 'j', 'https://a.test/billing/run')).toBe(true);
    expect(ruleMatches({ url_pattern: 'https://*.test/billing' }, 'j', 'https://a.test/billing/run')).toBe(false);
    expect(ruleMatches({ url_pattern: 'https://a.test/r?n' }, 'j', 'https://a.test/run')).toBe(true);
  });

  test('a connection-error rule gives no status', () => {
    const rules = createOutcomeRules();
    rules.add({ job_id: 'job_A', connection_error: true, latency_ms: 120 });
    expect(settle(rules.answer('job_A', 'https://example.com').answer, TIMEOUT)).toEqual({
      status: null,
      durationMs: 120,
      error: 'connection_error',
    });
  });

  test('a latency rule longer than the timeout is a timeout', () => {
    const rules = createOutcomeRules();
    rules.add({ url_pattern: 'slow', latency_ms: 45_000 });
    expect(settle(rules.answer('job_A', 'https://slow.example.com').answer, TIMEOUT)).toEqual({
      status: null,
      durationMs: 30_000,
      error: 'timeout',
    });
  });

  test('a counted rule applies that many times, then retires; its answers are not cacheable', () => {
    const rules = createOutcomeRules();
    rules.add({ job_id: 'job_A', status: 500, times: 2 });
    const seen = [1, 2, 3].map(() => rules.answer('job_A', 'https://example.com'));
    expect(seen.map((s) => s.answer.status)).toEqual([500, 500, 200]);
    expect(seen.map((s) => s.cacheable)).toEqual([false, false, true]);
    expect(rules.list()).toEqual([]);
  });

  test('every change bumps the version', () => {
    const rules = createOutcomeRules();
    const v0 = rules.version;
    const rule = rules.add({ job_id: 'x', status: 500 });
    rules.remove(rule.id);
    expect(rules.version).toBe(v0 + 2);
  });

  test('bad rules are explained', () => {
    expect(checkRule({ status: 500 })).toMatch(/job_id or url_pattern/);
    expect(checkRule({ job_id: 'x', status: 700 })).toMatch(/status/);
    expect(checkRule({ job_id: 'x', status: 500, connection_error: true })).toMatch(/exclude/);
    expect(checkRule({ job_id: 'x', times: 0 })).toMatch(/times/);
    expect(checkRule({ job_id: 'x', latency_ms: 10 })).toBeNull();
  });
});
