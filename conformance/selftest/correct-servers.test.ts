// Self-test (issue 5, items 4 and 5): no rule fails against a correct server — the mock in both
// profiles, and the independent seed server (two shapes of its open-point choices) in the core profile.
// A failure here is a rule that cries wolf, or a real defect of the mock; the message names the rule.
import { afterAll, describe, expect, test } from 'vitest';
import type { ConformanceReport } from '../run.ts';
import { startCorrectMock, startSeed, suite, type Target } from './fault-runner.ts';

const started: Target[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));

function failures(report: ConformanceReport): string {
  return report.rules
    .filter((r) => r.status === 'failed')
    .map((r) => `${r.id} ${r.title}\n${r.detail}`)
    .join('\n\n');
}

describe('no rule fails against a correct server', () => {
  test.each([
    ['the mock, full profile', 'full', () => startCorrectMock()],
    ['the mock, core profile', 'core', () => startCorrectMock()],
    ['the seed server ({"job"} / {"items","total"} / integer ids), core profile', 'core', () => startSeed()],
    ['the seed server (201 bare record / bare array / UUID ids), core profile', 'core', () => startSeed({ createAnswer: 'bare', listShape: 'array', ids: 'uuid' })],
    ['the seed server (204 no body / {"result": {"jobs"}}), core profile', 'core', () => startSeed({ createAnswer: 'empty', listShape: 'nested' })],
  ] as const)('%s', async (_label, profile, start) => {
    const target = await start();
    started.push(target);
    const report = await suite(target, profile);
    expect(failures(report)).toBe('');
    expect(report.summary.passed).toBeGreaterThan(0);
    if (profile === 'core') expect(report.rules.every((r) => r.profile === 'core')).toBe(true);
  }, 60_000);
});
