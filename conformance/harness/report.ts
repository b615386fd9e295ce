// The report of a run, in the JSON shape DESIGN.md fixes, and its other renderings: JUnit XML for CI test
// tabs, and Markdown for a CI job summary, both ending with the table of failures.
import type { Profile } from './config.ts';
import { parseFailure } from './failure.ts';
import { familyOf, type RuleMeta } from './rule-meta.ts';

export type RuleStatus = 'passed' | 'failed' | 'skipped';

/** DESIGN.md: `{"profile", "base_url", "summary": {"passed", "failed", "skipped"}, "rules": [{"id", "title", "profile", "status", "detail"}]}` */
export interface ConformanceReport {
  profile: Profile;
  base_url: string;
  summary: { passed: number; failed: number; skipped: number };
  rules: RuleResult[];
}

export interface RuleResult {
  id: string;
  title: string;
  profile: Profile;
  status: RuleStatus;
  /** Failed: the failure (sent / received / expected / spec). Skipped: why. Passed: empty. */
  detail: string;
}

/** Rules in catalogue order (family order, then id). */
export function buildReport(profile: Profile, baseUrl: string, results: RuleResult[]): ConformanceReport {
  const rules = [...results].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const count = (status: RuleStatus) => rules.filter((r) => r.status === status).length;
  return { profile, base_url: baseUrl, summary: { passed: count('passed'), failed: count('failed'), skipped: count('skipped') }, rules };
}

export function resultOf(meta: RuleMeta, status: RuleStatus, detail: string): RuleResult {
  return { id: meta.id, title: meta.title, profile: meta.profile, status, detail };
}

export function toJson(report: ConformanceReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

export function toJunit(report: ConformanceReport): string {
  const { passed, failed, skipped } = report.summary;
  const byFamily = new Map<string, RuleResult[]>();
  for (const rule of report.rules) byFamily.set(familyOf(rule.id), [...(byFamily.get(familyOf(rule.id)) ?? []), rule]);
  const suites = [...byFamily].map(([family, rules]) => {
    const cases = rules.map((rule) => {
      const open = `    <testcase classname="cronjobs-conformance.${family}" name="${xml(`${rule.id} ${rule.title}`)}">`;
      if (rule.status === 'failed') {
        const summary = parseFailure(rule.detail)?.summary ?? rule.detail.split('\n')[0] ?? '';
        return `${open}\n      <failure message="${xml(summary)}">${xml(rule.detail)}</failure>\n    </testcase>`;
      }
      if (rule.status === 'skipped') return `${open}\n      <skipped message="${xml(rule.detail)}"/>\n    </testcase>`;
      return `${open}</testcase>`;
    });
    const f = rules.filter((r) => r.status === 'failed').length;
    const s = rules.filter((r) => r.status === 'skipped').length;
    return `  <testsuite name="${family}" tests="${rules.length}" failures="${f}" skipped="${s}" errors="0">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="cronjobs-conformance (${report.profile})" tests="${passed + failed + skipped}" failures="${failed}" skipped="${skipped}" errors="0">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One row per failed rule: id, sent, received, expected, spec location. */
export function failureRows(report: ConformanceReport): string[][] {
  return report.rules
    .filter((rule) => rule.status === 'failed')
    .map((rule) => {
      const parts = parseFailure(rule.detail);
      return parts ? [rule.id, parts.sent, parts.received, parts.expected, parts.spec] : [rule.id, '', '', rule.detail.split('\n')[0] ?? '', ''];
    });
}

export function toMarkdown(report: ConformanceReport): string {
  const { passed, failed, skipped } = report.summary;
  const lines = [
    `## Conformance: ${failed === 0 ? 'passed' : 'failed'} (${report.profile} profile)`,
    '',
    `Target \`${report.base_url}\`: **${passed} passed, ${failed} failed, ${skipped} skipped**.`,
    '',
    '| family | passed | failed | skipped |',
    '|---|---|---|---|',
  ];
  const families = [...new Set(report.rules.map((r) => familyOf(r.id)))];
  for (const family of families) {
    const rules = report.rules.filter((r) => familyOf(r.id) === family);
    const n = (s: RuleStatus) => rules.filter((r) => r.status === s).length;
    lines.push(`| ${family} | ${n('passed')} | ${n('failed')} | ${n('skipped')} |`);
  }
  const rows = failureRows(report);
  if (rows.length > 0) {
    lines.push('', '### Failures', '', '| rule | sent | came back | expected | spec |', '|---|---|---|---|---|');
    for (const row of rows) lines.push(`| ${row.map((c) => cell(c)).join(' | ')} |`);
  }
  const skippedRules = report.rules.filter((r) => r.status === 'skipped');
  if (skippedRules.length > 0) {
    lines.push('', '<details><summary>Skipped rules</summary>', '');
    for (const rule of skippedRules) lines.push(`- ${rule.id} ${cell(rule.title)}: ${cell(rule.detail)}`);
    lines.push('', '</details>');
  }
  return `${lines.join('\n')}\n`;
}
