// What the CLI prints once the run is over: usage errors first, a line per family, each fault once (where it
// was first met, the requests before it), the failures grouped by root cause, each failure with its exchanges
// and curl line, every rule that was not decided — with why, and what would let the kit decide it — and the
// seed's promises with how many probes each got, so a run with skips never looks like one that checked everything.
import { trailText } from './faults.ts';
import { promiseLine } from './promises.ts';
import type { ConformanceReport, RuleResult } from './report.ts';

/**
 * The CLI's exit code: 2 the pre-flight stopped the run, a usage error showed while it ran (a --next-page that
 * never matched) or the kit could not run a rule (a kit error: its verdicts are incomplete); 1 a rule failed;
 * 3 no rule failed but some were skipped or a promise of the seed was reached by no probe — a check that did
 * not happen — unless `allowSkips` (--allow-skips) accepts them; else 0.
 */
export function exitCodeOf(report: ConformanceReport, options: { allowSkips?: boolean } = {}): 0 | 1 | 2 | 3 {
  if (!report.preflight.ok || report.usage_errors.length > 0 || report.summary.errors > 0) return 2;
  if (report.summary.failed > 0) return 1;
  if (!options.allowSkips && (report.summary.skipped > 0 || report.summary.promises_unreached > 0)) return 3;
  return 0;
}

function skippedLines(rules: readonly RuleResult[]): string[] {
  return rules.flatMap((rule) => [
    `SKIP ${rule.id} ${rule.title}${rule.error ? ' (the kit could not run it)' : ''}`,
    `       why:       ${rule.detail}`,
    `       to decide: ${rule.decide_hint ?? '(no hint)'}`,
  ]);
}

export function toConsole(report: ConformanceReport, options: { allowSkips?: boolean } = {}): string {
  const out: string[] = [];
  if (report.usage_errors.length > 0)
    out.push('Usage errors (exit 2: fix these, then run again):', ...report.usage_errors.map((e) => `  - ${e}`), '');
  for (const [family, c] of Object.entries(report.by_family))
    out.push(
      `${c.failed ? 'FAIL' : c.skipped ? 'skip' : 'ok  '} ${family.padEnd(7)} ${String(c.passed + c.failed + c.skipped).padStart(3)} rules: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
  if (report.faults.length > 0) {
    out.push('', 'Faults (each 5xx or unanswered request once, where the run first met it):');
    for (const fault of report.faults) {
      out.push(
        `  ${fault.id} ${fault.signature}, first met by ${fault.first.rule} at ${fault.first.at}; met by ${fault.rules.length === 1 ? 'that rule alone' : `${fault.rules.length} rules: ${fault.rules.join(', ')}`}`,
      );
      if (fault.before.length > 0)
        out.push(
          '     the requests before it on that account, oldest first:',
          ...fault.before.map((line) => `       ${trailText(line)}`),
          `     → ${trailText(fault.first)}`,
        );
      if (fault.reproduce) out.push(`     replay: ${fault.reproduce}`);
    }
  }
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
      failed
        .map((r) =>
          r.fault && report.faults.find((f) => f.id === r.fault)?.first.rule !== r.id
            ? `${r.id} ${r.title}\nmet ${r.fault} (${report.faults.find((f) => f.id === r.fault)?.signature}): see Faults above`
            : `${r.id} ${r.title}\n${r.detail}`,
        )
        .join('\n\n'),
    );
  const skipped = report.rules.filter((r) => r.status === 'skipped');
  if (skipped.length > 0)
    out.push(
      '',
      `Not decided (${skipped.length} skipped: each is a check that did not happen):`,
      ...skippedLines(skipped),
    );
  out.push('', 'What the seed promises, and how this run checked it:');
  for (const p of report.promises)
    out.push(
      `${p.status === 'checked' ? 'ok  ' : p.status === 'unreached' ? 'SKIP' : '--  '} ${p.seed.padEnd(5)} ${p.promise}`,
      `       ${promiseLine(p)}`,
    );
  const { passed, failed: nFailed, skipped: nSkipped, errors, promises_unreached: unreached } = report.summary;
  const checks = Object.entries(report.by_check)
    .map(([check, n]) => `${check} ${n}`)
    .join(', ');
  out.push(
    '',
    `${passed} passed, ${nFailed} failed, ${nSkipped} skipped${errors ? ` (${errors} the kit could not run)` : ''}${unreached ? `, ${unreached} promise${unreached === 1 ? '' : 's'} of the seed unreached` : ''} in ${(report.summary.duration_ms / 1000).toFixed(1)} s (${report.profile} profile, run ${report.run_id}, seed ${report.seed}${report.pagination ? `, pages: ${report.pagination.how} ${report.pagination.source}` : ''})`,
  );
  if (checks) out.push(`failed checks: ${checks}`);
  const undecided = [
    ...(nSkipped ? [`${nSkipped === 1 ? '1 rule was' : `${nSkipped} rules were`} not decided`] : []),
    ...(unreached ? [`${unreached === 1 ? '1 promise was' : `${unreached} promises were`} reached by no probe`] : []),
  ].join(' and ');
  const exit = exitCodeOf(report, options);
  if (errors > 0)
    out.push(`the kit could not run ${errors === 1 ? '1 rule' : `${errors} rules`}: a kit error (exit 2)`);
  if (exit === 3) out.push(`${undecided}, so the run fails (exit 3); --allow-skips accepts them`);
  else if (options.allowSkips && undecided)
    out.push(
      `--allow-skips: ${undecided}, accepted: ${[...skipped.map((r) => r.id), ...report.promises.filter((p) => p.status === 'unreached').map((p) => `promise ${p.seed}${p.id.startsWith('2:') ? ` ${p.id.slice(2)}` : ''}`)].join(', ')}`,
    );
  return `${out.join('\n')}\n`;
}
