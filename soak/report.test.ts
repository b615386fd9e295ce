// The fuzz's memory target as the report judges it: growth from where the fuzz started, after the idle
// settle, against 50 MB; the warm-up and right-after figures never decide it; short runs are not judged.
import { describe, expect, test } from 'vitest';
import type { FuzzResult } from './checks/fuzz.ts';
import { judgeTargets, type SoakReport } from './report.ts';

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
  rss_back_after_s: 104,
  rss_settle_s: 120,
  rss_growth_mb: 10,
  rss_growth_from_warm_mb: -30,
  rss_busy_growth_mb: 120,
  server_alive: true,
  ...rss,
});
const report = (result: FuzzResult, short = false): Pick<SoakReport, 'sections' | 'server' | 'short'> => ({
  short,
  sections: { fuzz: result },
  server: { pid: 1, alive_at_end: true, exit: null, rss_start_mb: 100, rss_end_mb: 120, stderr_tail: '' },
});
const rssTarget = (r: Pick<SoakReport, 'sections' | 'server' | 'short'>) =>
  judgeTargets(r).filter((t) => t.section === 'fuzz' && t.check.startsWith('RSS'));

describe('the fuzz RSS target', () => {
  test.each([
    { name: 'back within 50 MB after the idle, however high right after', growth: 10, met: true },
    { name: 'exactly 50 MB', growth: 50, met: true },
    { name: 'more than 50 MB from the start', growth: 50.1, met: false },
    { name: 'not measured', growth: null, met: null },
  ])('$name', ({ growth, met }) => {
    const [judged, ...figures] = rssTarget(report(fuzz({ rss_growth_mb: growth })));
    expect(judged).toMatchObject({ target: '≤ 50', met });
    expect(judged!.check).toContain('after 120 s idle');
    // The right-after, warm-up and fresh-server growths are shown, never judged.
    expect(figures.map((f) => f.met)).toEqual([null, null, null]);
  });

  test('the figure names both readings, and the fresh server is the one the run started', () => {
    const [judged, busy, , fresh] = rssTarget(report(fuzz({})));
    expect(judged!.figure).toBe('+10 (110 → 120)');
    expect(busy!.figure).toBe('+120 (110 → 230)');
    expect(fresh!.figure).toBe('+20 (100 → 120)');
  });

  test('a short run shows the figure but does not judge it', () => {
    expect(rssTarget(report(fuzz({ rss_growth_mb: 80 }), true))[0]!.met).toBeNull();
  });
});
