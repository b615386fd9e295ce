// Self-test (issue 5, items 4 and 5): no rule fails against a correct server — the mock in both
// profiles, and the independent seed server in the core profile, once per way of choosing on the seed's
// open points (fault-runner.ts CORRECT_SERVERS) — and none of them leaves account isolation undecided.
// A failure here is a rule that cries wolf, or a real defect of the mock; the message names the rule.
import { afterAll, describe, expect, test } from 'vitest';
import type { ConformanceReport } from '../run.ts';
import { CORRECT_SERVERS, suite, type Target } from './fault-runner.ts';

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
  test.each(CORRECT_SERVERS.map(([label, profile, start]) => [label, profile, start] as const))('%s', async (_label, profile, start) => {
    const target = await start();
    started.push(target);
    const report = await suite(target, profile);
    expect(failures(report)).toBe('');
    expect(report.summary.passed).toBeGreaterThan(0);
    expect(report.summary.errors).toBe(0);
    if (profile === 'core') expect(report.rules.every((r) => r.profile === 'core')).toBe(true);
    // Green must mean checked: the rules that keep accounts apart (and refuse keyless requests however
    // they are sent) decided, rather than skipped.
    const undecided = report.rules.filter((r) => isolationRules.includes(r.id) && r.status !== 'passed').map((r) => `${r.id} ${r.status}: ${r.detail}`);
    expect(undecided).toEqual([]);
  }, 60_000);
});
