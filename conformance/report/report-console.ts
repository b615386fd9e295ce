// What the CLI prints once the run is over: a line per family, the failures grouped by root cause, each
// failure with its exchanges and curl line, then every rule that was not decided — with why, and what would
// let the kit decide it — so a run with skips never looks the same as a run that checked everything.
import type { ConformanceReport, RuleResult } from './report.ts';

/**
 * The CLI's exit code: 2 the pre-flight stopped the run, 1 a rule failed, 3 with `strict` no rule failed but
 * some were skipped (a skipped rule is a check that did not happen), else 0.
 */
export function exitCodeOf(report: ConformanceReport, strict = false): 0 | 1 | 2 | 3 {
  if (!report.preflight.ok) return 2;
  if (report.summary.failed > 0) return 1;
  if (strict && report.summary.skipped > 0) return 3;
  return 0;
}

function skippedLines(rules: readonly RuleResult[]): string[] {
  return rules.flatMap((rule) => [
    `SKIP ${rule.id} ${rule.title}${rule.error ? ' (the kit could not run it)' : ''}`,
    `       why:       ${rule.detail}`,
    `       to decide: ${rule.decide_hint ?? '(no hint)'}`,
  ]);
}

export function toConsole(report: ConformanceReport, options: { strict?: boolean } = {}): string {
  const out: string[] = [];
  for (const [family, c] of Object.entries(report.by_family))
    out.push(
      `${c.failed ? 'FAIL' : c.skipped ? 'skip' : 'ok  '} ${family.padEnd(7)} ${String(c.passed + c.failed + c.skipped).padStart(3)} rules: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
  const failed = report.rules.filter((r) => r.status === 'failed');
  // With one failure there is nothing to group.
  if (report.by_cause.length > 0 && failed.length > 1) {
    const explained = new Set(report.by_cause.flatMap((g) => g.rules));
    const own = failed.filter((r) => !explained.has(r.id)).map((r) => r.id);
    out.push('', `Failures by cause (${failed.length} failed rules):`);
    for (const group of report.by_cause)
      out.push(`  ${String(group.rules.length).padStart(3)} × ${group.cause} (${group.rules.join(', ')})`);
    if (own.length > 0) out.push(`  ${String(own.length).padStart(3)} × a cause of their own (${own.join(', ')})`);
  }
  if (failed.length > 0)
    out.push(
      '',
      'Failures (replay: export CRONJOBS_API_KEY=… CRONJOBS_SECOND_API_KEY=…, then run the curl line):',
      '',
      failed.map((r) => `${r.id} ${r.title}\n${r.detail}`).join('\n\n'),
    );
  const skipped = report.rules.filter((r) => r.status === 'skipped');
  if (skipped.length > 0)
    out.push(
      '',
      `Not decided (${skipped.length} skipped: each is a check that did not happen):`,
      ...skippedLines(skipped),
    );
  const { passed, failed: nFailed, skipped: nSkipped, errors } = report.summary;
  const checks = Object.entries(report.by_check)
    .map(([check, n]) => `${check} ${n}`)
    .join(', ');
  out.push(
    '',
    `${passed} passed, ${nFailed} failed, ${nSkipped} skipped${errors ? ` (${errors} the kit could not run)` : ''} in ${(report.summary.duration_ms / 1000).toFixed(1)} s (${report.profile} profile, run ${report.run_id}, seed ${report.seed}${report.pagination ? `, pages: ${report.pagination.how} ${report.pagination.source}` : ''})`,
  );
  if (checks) out.push(`failed checks: ${checks}`);
  if (exitCodeOf(report, options.strict) === 3)
    out.push(
      `--strict: ${nSkipped === 1 ? '1 rule was' : `${nSkipped} rules were`} not decided, so the run fails (exit 3)`,
    );
  return `${out.join('\n')}\n`;
}
