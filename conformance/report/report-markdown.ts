// Markdown for a CI job summary (GitHub renders it): counts, the pre-flight verdict, summaries by family,
// by check and by root cause, each failure with its request, answer, the exchanges it relied on and its curl
// line in code blocks, every rule not decided (why, and what would decide it), and the coverage table.
// Table cells are escaped (pipes, newlines); long text is cut with a visible mark.
import { trailText } from './faults.ts';
import { promiseLine } from './promises.ts';
import type { ConformanceReport, RuleResult } from './report.ts';

/** Safe inside a table cell: no pipe or newline breaks the row. */
export const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');

/** A fenced block that its content cannot close, however many backticks it holds. */
export function codeBlock(text: string, lang = 'text', max = 4000): string {
  const shown =
    text.length > max
      ? `${text.slice(0, max)}\n… (truncated: ${text.length} characters; the JSON report has all of it)`
      : text;
  const longest = Math.max(2, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${shown}\n${fence}`;
}

const inline = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function failure(rule: RuleResult): string[] {
  const f = rule.failure ?? {
    summary: rule.detail.split('\n')[0] ?? '',
    sent: '',
    received: '',
    expected: '',
    spec: '',
  };
  const out = [`#### ${rule.id} ${rule.title}`, '', `**${f.summary.replace(/[*_<>]/g, (c) => `\\${c}`)}**`, ''];
  out.push(`- check: ${rule.check ?? 'behaviour'}`, `- expected: ${cell(f.expected)}`, `- spec: ${inline(f.spec)}`, '');
  out.push('Sent:', '', codeBlock(f.sent), '', 'Came back:', '', codeBlock(f.received), '');
  const exchanges = f.exchanges ?? [];
  if (exchanges.length > 1) {
    const lines = exchanges.map((e) =>
      `${e.failing ? '→' : ' '} ${e.method} ${e.path} ${e.status ?? 'no answer'} ${e.body}`.trimEnd(),
    );
    if (f.exchanges_omitted) lines.splice(5, 0, `  … ${f.exchanges_omitted} more …`);
    out.push('Every exchange the rule made, in order (→ the one that failed):', '', codeBlock(lines.join('\n')), '');
  }
  if (rule.reproduce) out.push('Replay (set `CRONJOBS_API_KEY` first):', '', codeBlock(rule.reproduce, 'sh'), '');
  return out;
}

export function toMarkdown(report: ConformanceReport): string {
  const lines = heading(report);
  if (!report.preflight.ok) {
    lines.push(
      '**The run stopped before any rule (exit 2).** Fix the configuration:',
      '',
      ...report.preflight.problems.map((p) => `- ${p}`),
      '',
    );
    return `${lines.join('\n')}\n`;
  }
  if (report.usage_errors.length > 0)
    lines.push(
      '**Usage errors (exit 2): fix these, then run again.**',
      '',
      ...report.usage_errors.map((e) => `- ${e}`),
      '',
    );
  lines.push(...counts(report), ...causes(report), ...faults(report));
  const failedRules = report.rules.filter((r) => r.status === 'failed');
  if (failedRules.length > 0) lines.push('', '### Failures', '', ...failedRules.flatMap(failure));
  lines.push(...undecided(report), ...promises(report), ...coverage(report));
  return `${lines.join('\n')}\n`;
}

/** The verdict, the target, run id, seed and duration. */
function heading(report: ConformanceReport): string[] {
  const { failed, skipped } = report.summary;
  const verdict = !report.preflight.ok
    ? 'not run: pre-flight failed'
    : failed > 0
      ? 'failed'
      : skipped > 0
        ? `passed, ${skipped} ${skipped === 1 ? 'rule' : 'rules'} not decided`
        : 'passed';
  return [
    `## Conformance: ${verdict} (${report.profile} profile)`,
    '',
    `Target ${inline(report.base_url)} · run ${inline(report.run_id)} · seed ${inline(String(report.seed))} (replay with ${inline(`--seed ${report.seed}`)}) · ${(report.summary.duration_ms / 1000).toFixed(1)} s`,
    '',
  ];
}

/** The counts, by family and by failed check. */
function counts(report: ConformanceReport): string[] {
  const { passed, failed, skipped, errors } = report.summary;
  const unreached = report.summary.promises_unreached;
  const lines = [
    `**${passed} passed, ${failed} failed, ${skipped} skipped**${errors ? ` (${errors} of them the kit could not run)` : ''}${unreached ? `; ${unreached} ${unreached === 1 ? 'promise' : 'promises'} of the seed reached by no probe` : ''}.`,
    '',
  ];
  lines.push('| family | passed | failed | skipped |', '|---|---|---|---|');
  for (const [family, c] of Object.entries(report.by_family))
    lines.push(`| ${family} | ${c.passed} | ${c.failed} | ${c.skipped} |`);
  const checks = Object.entries(report.by_check);
  if (checks.length > 0) {
    lines.push('', '| failed check | rules |', '|---|---|');
    for (const [check, n] of checks) lines.push(`| ${check} | ${n} |`);
  }
  return lines;
}

/** The failures grouped by root cause; with one failure there is nothing to group. */
function causes(report: ConformanceReport): string[] {
  if (report.by_cause.length === 0 || report.summary.failed <= 1) return [];
  const lines = ['', '### Failures by cause', '', '| cause | rules |', '|---|---|'];
  for (const group of report.by_cause)
    lines.push(`| ${cell(group.cause)} | ${group.rules.length}: ${group.rules.join(', ')} |`);
  return lines;
}

/** Each 5xx or unanswered request once, with the exchanges before it. */
function faults(report: ConformanceReport): string[] {
  if (report.faults.length === 0) return [];
  const lines = ['', '### Faults', '', 'Each 5xx or unanswered request once, where the run first met it:', ''];
  for (const fault of report.faults) {
    lines.push(
      `- **${fault.id}** ${inline(fault.signature)}, first met by ${fault.first.rule}; met by ${fault.rules.join(', ')}`,
    );
    if (fault.before.length > 0)
      lines.push('', codeBlock([...fault.before.map(trailText), `→ ${trailText(fault.first)}`].join('\n')), '');
  }
  return lines;
}

/** Every skipped rule: why, and what would decide it. */
function undecided(report: ConformanceReport): string[] {
  const skippedRules = report.rules.filter((r) => r.status === 'skipped');
  if (skippedRules.length === 0) return [];
  const lines = [
    '',
    `### Not decided: ${skippedRules.length} skipped rules`,
    '',
    'Each is a check that did not happen: the run fails on any (exit 3) unless `--allow-skips` accepts them.',
    '',
    '| rule | why | to decide |',
    '|---|---|---|',
  ];
  for (const rule of skippedRules)
    lines.push(
      `| ${rule.id} ${cell(rule.title)}${rule.error ? ' (the kit could not run it)' : ''} | ${cell(rule.detail)} | ${cell(rule.decide_hint ?? '–')} |`,
    );
  return lines;
}

/** What the seed promises, and the probes that reached each promise. */
function promises(report: ConformanceReport): string[] {
  const lines = [
    '',
    '### What the seed promises, and how this run checked it',
    '',
    '| promise | seed | status | probes |',
    '|---|---|---|---|',
  ];
  for (const p of report.promises)
    lines.push(`| ${cell(p.promise)} | ${p.seed} | ${p.status} | ${cell(promiseLine(p))} |`);
  return lines;
}

/** Each operation's outcomes: stated, exercised, not exercised, and the answers outside them. */
function coverage(report: ConformanceReport): string[] {
  if (report.coverage.length === 0) return [];
  const seed = report.coverage[0]?.basis === 'seed';
  const header = seed
    ? '| operation | outcomes the seed states (codes not shown, §7) | exercised | not exercised | 5xx answers |'
    : '| operation | documented statuses | exercised | not exercised | undocumented answers |';
  const lines = ['', '### Coverage', '', header, '|---|---|---|---|---|'];
  for (const row of report.coverage) {
    const missing = row.documented.filter((d) => !row.exercised.includes(d));
    lines.push(
      `| ${cell(`${row.method} ${row.path}`)} | ${row.documented.join(', ')} | ${row.exercised.join(', ') || '–'} | ${missing.join(', ') || '–'} | ${row.undocumented.join(', ') || '–'} |`,
    );
  }
  return lines;
}
