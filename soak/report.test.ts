// The fuzz's memory target as the report judges it: no growth trend in the settled RSS from the first round
// to the last, all rounds against one server; the growth within a round is a figure, never the verdict;
// short runs are not judged. Failures count over every round.
import { describe, expect, test } from 'vitest';
import type { FuzzResult } from './checks/fuzz.ts';
import { judgeTargets, trendLimitMb, type SoakReport } from './report.ts';

const fuzz = (rss: Partial<FuzzResult>): FuzzResult => ({
  seed: 1,
  requests: 10,
  sent: 10,
  duration_s: 1,
  requests_per_s: 10,
  by_class: {},
  by_status: {},
  failures: { '5xx': 0, dropped: 0, timeout: 0, refused: 0, 'reached-control': 0 },
  failure_groups: {},
  samples: [],
  answers_4xx_without_problem: 0,
  rss_start_mb: 110,
  rss_warm_mb: 150,
  rss_busy_mb: 230,
  rss_after_mb: 120,
  rss_collected_mb: null,
  rss_back_after_s: 104,
  rss_settle_s: 120,
  rss_growth_mb: 10,
  rss_growth_from_warm_mb: -30,
  rss_busy_growth_mb: 120,
  server_alive: true,
  ...rss,
});
const report = (rounds: FuzzResult[], short = false): Pick<SoakReport, 'sections' | 'server' | 'short'> => ({
  short,
  sections: { fuzz: rounds[0], fuzz_rounds: rounds },
  server: { pid: 1, alive_at_end: true, exit: null, rss_start_mb: 100, rss_end_mb: 120, stderr_tail: '' },
});
const rssTargets = (r: Pick<SoakReport, 'sections' | 'server' | 'short'>) =>
  judgeTargets(r).filter((t) => t.section === 'fuzz' && t.check.startsWith('RSS'));
const settledAfter = (...mb: (number | null)[]) => mb.map((rss_after_mb) => fuzz({ rss_after_mb }));

describe('the fuzz RSS target: no trend over the rounds', () => {
  test.each([
    { name: 'flat', after: [120, 121, 119], met: true, figure: '-1 (120 → 121 → 119)' },
    { name: 'up and back', after: [120, 140, 125], met: true, figure: '+5 (120 → 140 → 125)' },
    { name: 'exactly the limit', after: [120, 125, 120 + trendLimitMb], met: true, figure: '+10 (120 → 125 → 130)' },
    { name: 'growing round after round', after: [120, 130, 140.5], met: false, figure: '+20.5 (120 → 130 → 140.5)' },
    { name: 'a round not measured', after: [120, 130, null], met: null, figure: 'n/a (120 → 130 → n/a)' },
    { name: 'one round only: no trend to see', after: [120], met: null, figure: 'n/a (120)' },
  ])('$name', ({ after, met, figure }) => {
    const [trend, ...figures] = rssTargets(report(settledAfter(...after)));
    expect(trend).toMatchObject({ met, figure });
    expect(trend!.check).toContain('after each round, 120 s idle (MB)');
    // The within-round, right-after, warm-up and fresh-server growths are shown, never judged.
    expect(figures.map((f) => f.met)).toEqual([null, null, null, null]);
  });

  test.each([
    { name: 'flat once collected, though V8 kept the last idle high', collected: [100, 101, 102], met: true },
    { name: 'growing even once collected', collected: [100, 106, 112], met: false },
  ])('every round read after a full collection: the trend is judged on that reading ($name)', ({ collected, met }) => {
    const rounds = collected.map((mb, i) => fuzz({ rss_collected_mb: mb, rss_after_mb: [150, 152, 236][i]! }));
    const [trend, idle] = rssTargets(report(rounds));
    expect(trend).toMatchObject({ met, figure: `+${collected[2]! - 100} (${collected.join(' → ')})` });
    expect(trend!.check).toContain('120 s idle and a full collection');
    expect(idle).toMatchObject({ met: null, figure: '+86 (150 → 152 → 236)' });
    expect(idle!.check).toContain('as V8 left it');
  });

  test('a round without the collected reading: the trend falls back to the idle readings', () => {
    const rounds = [fuzz({ rss_collected_mb: 100 }), fuzz({ rss_after_mb: 140 })];
    const [trend] = rssTargets(report(rounds));
    expect(trend).toMatchObject({ figure: '+20 (120 → 140)', met: false });
  });

  test("the first round's growth names both readings, and the fresh server is the one the run started", () => {
    const [, growth, busy, , fresh] = rssTargets(report([fuzz({})]));
    expect(growth!.figure).toBe('+10 (110 → 120)');
    expect(busy!.figure).toBe('+120 (110 → 230)');
    expect(fresh!.figure).toBe('+20 (100 → 120)');
  });

  test('a short run shows the trend but does not judge it', () => {
    expect(rssTargets(report(settledAfter(100, 200), true))[0]!.met).toBeNull();
  });
});

test('failures and requests count over every round', () => {
  const late = fuzz({ sent: 9, failures: { '5xx': 2, dropped: 1, timeout: 0, refused: 0, 'reached-control': 0 } });
  const targets = judgeTargets(report([fuzz({}), late]));
  const of = (check: string) => targets.find((t) => t.check.startsWith(check))!;
  expect(of('answers 5xx')).toMatchObject({ figure: '2', met: false });
  expect(of('dropped connections')).toMatchObject({ figure: '1', met: false });
  expect(of('requests sent (2 rounds in one server)')).toMatchObject({ figure: '19 of 20', met: false });
});
