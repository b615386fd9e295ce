// The independent referee (issue 5, item 6): the full suite runs against the mock through
// `prism proxy spec/openapi.yaml <mock> --errors`; any response-side violation Prism reports fails.
//
// Two passes, because Prism with --errors answers an invalid request itself (422, 401, 404) instead of
// forwarding it, so in the first pass the mock's error answers are never judged:
// 1. `--errors` exactly as the issue states: Prism also judges every request; request-side findings are
//    expected (rules send invalid input on purpose) and only counted.
// 2. `--errors --validate-request=false`: invalid bodies and parameters reach the mock, and Prism judges
//    the mock's 400/413/415/422 answers too. (Prism still answers a request without the security header
//    and a path or method outside the document itself; those never reach the mock in either pass.)
// The rules' own pass/fail is not asserted here: Prism's answers to what it refuses are not the mock's.
// BODY-025 is left out of both passes: it holds back a declared body for good, so its request reaches
// neither Prism nor the mock (the recorder reads a body before forwarding it and records the exchange as
// client-aborted, never judged); run, it only waited out its request timeout, 5 s a pass.
import { describe, expect, test } from 'vitest';
import { describeProblems, runRefereed, tally } from './referee.ts';

describe('Prism 5.16 referees the full suite against the mock', () => {
  test.each([
    ['prism proxy --errors', []],
    ['prism proxy --errors --validate-request=false', ['--validate-request=false']],
  ] as const)('%s reports no response violation', async (_label, flags) => {
    const run = await runRefereed({ prismFlags: [...flags], skip: ['BODY-025'] });
    expect(describeProblems(run.problems), JSON.stringify(tally(run.exchanges))).toBe('');
    // Every rule ran and Prism really judged the traffic, staying up to the end of the pass.
    expect(run.exchanges.filter((e) => e.bypass === 'prism-unreachable').length, run.prismLog.slice(-2000)).toBe(0);
    expect(run.report.rules.length).toBeGreaterThan(50);
    expect(run.judged).toBeGreaterThan(150);
    expect(run.judgedErrors).toBeGreaterThan(flags.length > 0 ? 50 : 10);
  });

  test('flags a mock answer that breaks the contract (a create without Location)', async () => {
    const run = await runRefereed({ faults: ['no-location-header'], only: ['SCHEMA-001'] });
    const messages = run.problems.flatMap((e) =>
      e.verdict.kind === 'response-violation' ? e.verdict.violations.map((v) => v.message) : [],
    );
    expect(
      messages.some((m) => /location/i.test(m)),
      describeProblems(run.problems),
    ).toBe(true);
  });
});
