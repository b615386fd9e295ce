// JUnit XML for CI test tabs: one suite per rule family, real durations, `failure` for a rule the service
// failed and `error` for one the kit could not run; a skipped rule says why and what would decide it; the
// pre-flight, when it stopped the run, and usage errors found while it ran are a suite of their own with one
// error each. A last suite holds the seed's promises, one test each: passed with its probes by kind, or skipped
// when no probe reached it. The run id and seed are suite properties.
import { promiseLine } from './promises.ts';
import type { ConformanceReport, RuleResult } from './report.ts';
import { familyOf } from '../harness/rule/rule-meta.ts';

const xml = (text: string) =>
  text
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);

function testcase(family: string, rule: RuleResult): string {
  const open = `    <testcase classname="cronjobs-conformance.${family}" name="${xml(`${rule.id} ${rule.title}`)}" time="${seconds(rule.duration_ms)}">`;
  const first = rule.detail.split('\n')[0] ?? '';
  if (rule.status === 'failed') {
    const body =
      rule.reproduce && !rule.detail.includes(rule.reproduce)
        ? `${rule.detail}\n  replay:   ${rule.reproduce}`
        : rule.detail;
    return `${open}\n      <failure message="${xml(first)}" type="${xml(rule.check ?? 'behaviour')}">${xml(body)}</failure>\n    </testcase>`;
  }
  const decide = `to decide: ${rule.decide_hint ?? '(no hint)'}`;
  if (rule.error)
    return `${open}\n      <error message="${xml(first)}" type="kit">${xml(`${rule.detail}\n${decide}\n\n${rule.internal ?? ''}`)}</error>\n    </testcase>`;
  // Most CI viewers show only the message: it carries both the reason and what would decide the rule.
  if (rule.status === 'skipped')
    return `${open}\n      <skipped message="${xml(`${rule.detail} (${decide})`)}">${xml(`${rule.detail}\n${decide}`)}</skipped>\n    </testcase>`;
  return `${open}</testcase>`;
}

export function toJunit(report: ConformanceReport): string {
  const { passed, failed, skipped, errors } = report.summary;
  const properties = [
    '    <properties>',
    `      <property name="run_id" value="${xml(report.run_id)}"/>`,
    `      <property name="seed" value="${report.seed}"/>`,
    `      <property name="base_url" value="${xml(report.base_url)}"/>`,
    `      <property name="profile" value="${report.profile}"/>`,
    '    </properties>',
  ].join('\n');
  const suites: string[] = [];
  if (!report.preflight.ok) {
    const message = `pre-flight failed: ${report.preflight.problems.join(' ')}`;
    suites.push(
      `  <testsuite name="preflight" tests="1" failures="0" errors="1" skipped="0" time="0">\n${properties}\n    <testcase classname="cronjobs-conformance.preflight" name="the configuration is right (base URL, keys)" time="0">\n      <error message="${xml(message)}" type="preflight">${xml(report.preflight.problems.join('\n'))}</error>\n    </testcase>\n  </testsuite>`,
    );
  }
  const byFamily = new Map<string, RuleResult[]>();
  for (const rule of report.rules) byFamily.set(familyOf(rule.id), [...(byFamily.get(familyOf(rule.id)) ?? []), rule]);
  for (const [family, rules] of byFamily) {
    const c = report.by_family[family]!;
    const time = rules.reduce((sum, r) => sum + (r.duration_ms ?? 0), 0);
    // JUnit counts an error apart from skipped.
    suites.push(
      `  <testsuite name="${family}" tests="${rules.length}" failures="${c.failed}" errors="${c.errors}" skipped="${c.skipped - c.errors}" time="${seconds(time)}">\n${properties}\n${rules.map((r) => testcase(family, r)).join('\n')}\n  </testsuite>`,
    );
  }
  if (report.usage_errors.length > 0)
    suites.push(
      `  <testsuite name="usage" tests="${report.usage_errors.length}" failures="0" errors="${report.usage_errors.length}" skipped="0" time="0">\n${properties}\n${report.usage_errors.map((e, i) => `    <testcase classname="cronjobs-conformance.usage" name="usage error ${i + 1}" time="0">\n      <error message="${xml(e)}" type="usage">${xml(e)}</error>\n    </testcase>`).join('\n')}\n  </testsuite>`,
    );
  const promises = report.preflight.ok ? report.promises.filter((p) => p.status !== 'not judged') : [];
  const unproved = promises.filter((p) => p.status !== 'checked').length;
  if (promises.length > 0)
    suites.push(
      `  <testsuite name="seed promises" tests="${promises.length}" failures="0" errors="0" skipped="${unproved}" time="0">\n${properties}\n${promises
        .map((p) => {
          const open = `    <testcase classname="cronjobs-conformance.promises" name="${xml(`${p.seed} ${p.promise}`)}" time="0">`;
          const text = xml(promiseLine(p));
          return p.status === 'checked'
            ? `${open}\n      <system-out>${text}</system-out>\n    </testcase>`
            : `${open}\n      <skipped message="${text}">${text}</skipped>\n    </testcase>`;
        })
        .join('\n')}\n  </testsuite>`,
    );
  const extraErrors = (report.preflight.ok ? 0 : 1) + report.usage_errors.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="cronjobs-conformance (${report.profile}, run ${xml(report.run_id)}, seed ${report.seed})" tests="${passed + failed + skipped + extraErrors + promises.length}" failures="${failed}" errors="${errors + extraErrors}" skipped="${skipped - errors + unproved}" time="${seconds(report.summary.duration_ms)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
