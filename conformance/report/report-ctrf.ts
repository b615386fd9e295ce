// CTRF JSON (https://ctrf.io, the Common Test Report Format many CI dashboards read): one test per rule.
// A rule the service failed is `failed` (message: the summary; trace: the whole failure with its exchanges
// and curl line); a rule not decided is `skipped` (message: why, and what would decide it); a rule the kit
// could not run is `other` with rawStatus `error` — not the service's failure, as in JUnit. A pre-flight that
// stopped the run is one `failed` test, so a dashboard never shows a run that checked nothing as green.
// What CTRF has no field for (run id, seed, profile, cause, curl line) goes in `extra`. Each promise of the seed
// is a test of the suite "seed promises": passed with its probes by kind in `extra`, skipped when no probe
// reached it; each usage error found while the run went (a --next-page that never matched) is a failed test;
// the faults, each once, are in the run's `extra`.
import { promiseLine } from './promises.ts';
import type { ConformanceReport, RuleResult } from './report.ts';
import { familyOf } from '../harness/rule/rule-meta.ts';

type CtrfStatus = 'passed' | 'failed' | 'skipped' | 'pending' | 'other';

interface CtrfTest {
  name: string;
  testId?: string;
  status: CtrfStatus;
  duration: number;
  suite?: string[];
  message?: string;
  trace?: string;
  rawStatus?: string;
  extra?: Record<string, unknown>;
}

function testOf(rule: RuleResult): CtrfTest {
  const base = {
    name: `${rule.id} ${rule.title}`,
    testId: rule.id,
    duration: Math.round(rule.duration_ms ?? 0),
    suite: [familyOf(rule.id)],
  };
  if (rule.status === 'failed')
    return {
      ...base,
      status: 'failed',
      rawStatus: 'failed',
      message: rule.failure?.summary ?? rule.detail.split('\n')[0] ?? '',
      trace:
        rule.reproduce && !rule.detail.includes(rule.reproduce)
          ? `${rule.detail}\n  replay:   ${rule.reproduce}`
          : rule.detail,
      extra: {
        profile: rule.profile,
        check: rule.check ?? 'behaviour',
        ...(rule.failure?.cause ? { cause: rule.failure.cause.summary } : {}),
        ...(rule.reproduce ? { reproduce: rule.reproduce } : {}),
      },
    };
  if (rule.status === 'skipped') {
    const message = `${rule.detail} (to decide: ${rule.decide_hint ?? '(no hint)'})`;
    const extra = { profile: rule.profile, ...(rule.decide_hint ? { decide_hint: rule.decide_hint } : {}) };
    return rule.error
      ? {
          ...base,
          status: 'other',
          rawStatus: 'error',
          message,
          ...(rule.internal ? { trace: rule.internal } : {}),
          extra,
        }
      : { ...base, status: 'skipped', rawStatus: 'skipped', message, extra };
  }
  return { ...base, status: 'passed', rawStatus: 'passed', extra: { profile: rule.profile } };
}

export function toCtrf(report: ConformanceReport): string {
  const start = Date.parse(report.started_at);
  const stop = start + report.summary.duration_ms;
  const tests = report.rules.map(testOf);
  if (!report.preflight.ok)
    tests.unshift({
      name: 'preflight: the configuration is right (base URL, keys)',
      testId: 'preflight',
      status: 'failed',
      rawStatus: 'preflight',
      duration: 0,
      message: `pre-flight failed: ${report.preflight.problems.join(' ')}`,
      trace: report.preflight.problems.join('\n'),
    });
  for (const [i, error] of report.usage_errors.entries())
    tests.unshift({
      name: `usage error ${i + 1}`,
      testId: `usage-${i + 1}`,
      status: 'failed',
      rawStatus: 'usage',
      duration: 0,
      message: error,
    });
  if (report.preflight.ok)
    for (const p of report.promises.filter((promise) => promise.status !== 'not judged'))
      tests.push({
        name: `${p.seed} ${p.promise}`,
        testId: `promise ${p.id}`,
        status: p.status === 'checked' ? 'passed' : 'skipped',
        rawStatus: p.status,
        duration: 0,
        suite: ['seed promises'],
        message: promiseLine(p),
        extra: { probes: p.probes, kinds: p.kinds },
      });
  const n = (status: CtrfStatus) => tests.filter((t) => t.status === status).length;
  const document = {
    reportFormat: 'CTRF',
    specVersion: '0.0.0',
    runId: report.run_id,
    timestamp: new Date(stop).toISOString(),
    generatedBy: 'cronjobs-conformance',
    results: {
      tool: { name: 'cronjobs-conformance' },
      summary: {
        tests: tests.length,
        passed: n('passed'),
        failed: n('failed'),
        skipped: n('skipped'),
        pending: n('pending'),
        other: n('other'),
        start,
        stop,
        duration: report.summary.duration_ms,
      },
      tests,
      extra: {
        profile: report.profile,
        base_url: report.base_url,
        run_id: report.run_id,
        seed: report.seed,
        by_cause: report.by_cause,
        faults: report.faults,
      },
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
