// Markdown for a CI job summary (GitHub renders it): counts, the pre-flight verdict, summaries by family
// and by check, each failure with its request, answer and curl line in code blocks, the coverage table, and
// the skipped rules. Table cells are escaped (pipes, newlines); long text is cut with a visible mark.
import type { ConformanceReport, RuleResult } from './report.ts';

/** Safe inside a table cell: no pipe or newline breaks the row. */
export const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

/** A fenced block that its content cannot close, however many backticks it holds. */
export function codeBlock(text: string, lang = 'text', max = 4000): string {
  const shown = text.length > max ? `${text.slice(0, max)}\n… (truncated: ${text.length} characters; the JSON report has all of it)` : text;
  const longest = Math.max(2, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${shown}\n${fence}`;
}

const inline = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function failure(rule: RuleResult): string[] {
  const f = rule.failure ?? { summary: rule.detail.split('\n')[0] ?? '', sent: '', received: '', expected: '', spec: '' };
  const out = [`#### ${rule.id} ${rule.title}`, '', `**${f.summary.replace(/[*_<>]/g, (c) => `\\${c}`)}**`, ''];
  out.push(`- check: ${rule.check ?? 'behaviour'}`, `- expected: ${cell(f.expected)}`, `- spec: ${inline(f.spec)}`, '');
  out.push('Sent:', '', codeBlock(f.sent), '', 'Came back:', '', codeBlock(f.received), '');
  if (rule.reproduce) out.push('Replay (set `CRONJOBS_API_KEY` first):', '', codeBlock(rule.reproduce, 'sh'), '');
  return out;
}

export function toMarkdown(report: ConformanceReport): string {
  const { passed, failed, skipped, errors } = report.summary;
  const verdict = !report.preflight.ok ? 'not run: pre-flight failed' : failed === 0 ? 'passed' : 'failed';
  const lines = [
    `## Conformance: ${verdict} (${report.profile} profile)`,
    '',
    `Target ${inline(report.base_url)} · run ${inline(report.run_id)} · seed ${inline(String(report.seed))} (replay with ${inline(`--seed ${report.seed}`)}) · ${(report.summary.duration_ms / 1000).toFixed(1)} s`,
    '',
  ];
  if (!report.preflight.ok) {
    lines.push('**The run stopped before any rule (exit 2).** Fix the configuration:', '', ...report.preflight.problems.map((p) => `- ${p}`), '');
    return `${lines.join('\n')}\n`;
  }
  lines.push(`**${passed} passed, ${failed} failed, ${skipped} skipped**${errors ? ` (${errors} of them the kit could not run)` : ''}.`, '');
  lines.push('| family | passed | failed | skipped |', '|---|---|---|---|');
  for (const [family, c] of Object.entries(report.by_family)) lines.push(`| ${family} | ${c.passed} | ${c.failed} | ${c.skipped} |`);
  const checks = Object.entries(report.by_check);
  if (checks.length > 0) {
    lines.push('', '| failed check | rules |', '|---|---|');
    for (const [check, n] of checks) lines.push(`| ${check} | ${n} |`);
  }
  const failedRules = report.rules.filter((r) => r.status === 'failed');
  if (failedRules.length > 0) lines.push('', '### Failures', '', ...failedRules.flatMap(failure));
  const errored = report.rules.filter((r) => r.error);
  if (errored.length > 0) {
    lines.push('', '### Rules the kit could not run', '');
    for (const rule of errored) lines.push(`- ${rule.id} ${cell(rule.title)}: ${cell(rule.detail)}`);
  }
  if (report.coverage.length > 0) {
    lines.push('', '### Coverage', '', '| operation | documented statuses | exercised | not exercised | undocumented answers |', '|---|---|---|---|---|');
    for (const row of report.coverage) {
      const missing = row.documented.filter((d) => !row.exercised.includes(d));
      lines.push(`| ${cell(`${row.method} ${row.path}`)} | ${row.documented.join(', ')} | ${row.exercised.join(', ') || '–'} | ${missing.join(', ') || '–'} | ${row.undocumented.join(', ') || '–'} |`);
    }
  }
  const skippedRules = report.rules.filter((r) => r.status === 'skipped' && !r.error);
  if (skippedRules.length > 0) {
    lines.push('', '<details><summary>Skipped rules</summary>', '');
    for (const rule of skippedRules) lines.push(`- ${rule.id} ${cell(rule.title)}: ${cell(rule.detail)}`);
    lines.push('', '</details>');
  }
  return `${lines.join('\n')}\n`;
}
