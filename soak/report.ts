// The soak report: every figure in one JSON document, the targets judged from it (a table of rules),
// and the same as readable text for the terminal.
import type { BigBodyResult } from './checks/big-bodies.ts';
import type { EarlyAnswerResult } from './checks/early-answers.ts';
import type { FuzzResult } from './checks/fuzz.ts';
import type { IdempotencyResult } from './checks/idempotency.ts';
import type { IsolationResult } from './checks/isolation.ts';
import type { SlowHeadersResult } from './checks/slow-headers.ts';
import { maxBodyBytes } from '../mock/core/index.ts';

export interface SoakReport {
  started_at: string;
  finished_at: string;
  short: boolean;
  seed: number;
  config: Record<string, number | string>;
  machine: { node: string; cpus: number; load_before: string; load_after: string };
  git: string | null;
  server: {
    pid: number | null;
    alive_at_end: boolean;
    exit: string | null;
    rss_start_mb: number | null;
    rss_end_mb: number | null;
    stderr_tail: string;
  };
  sections: {
    /** The first round of fuzzed requests; `fuzz_rounds` holds every round, this one first. */
    fuzz?: FuzzResult;
    fuzz_rounds?: FuzzResult[];
    isolation?: IsolationResult;
    idempotency?: IdempotencyResult;
    early_answers?: EarlyAnswerResult[];
    big_bodies?: BigBodyResult[];
    slow_headers?: SlowHeadersResult;
  };
  targets: Target[];
  errors: string[];
  ok: boolean;
}

export interface Target {
  section: string;
  check: string;
  figure: string;
  target: string;
  /** null: not judged in this run (the section did not run, or the run is too short to say). */
  met: boolean | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** A growth with the two readings it is made of: `+12.3 (110.2 → 122.5)`. */
const mb = (growth: number | null, from: number | null, to: number | null) =>
  growth === null
    ? 'n/a'
    : `${growth >= 0 ? '+' : ''}${growth} (${from === null ? 'n/a' : round1(from)} → ${to === null ? 'n/a' : round1(to)})`;

const t = (section: string, check: string, figure: unknown, target: string, met: boolean | null): Target => ({
  section,
  check,
  figure: String(figure),
  target,
  met,
});

/**
 * Growth of the settled RSS from the first round to the last that still counts as no trend: a few MB is
 * what glibc keeps or gives back between equal rounds; a leak of 50 bytes a request is 5 MB a round.
 */
export const trendLimitMb = 10;

/** Over the 64 KiB limit, a 413 must come before 1 MB more of the body is read. */
const bodyAnswerLimitMb = maxBodyBytes / 1024 / 1024 + 1;
/** The headersTimeout the server should have (issue 11: about 10 s); shorter runs cannot judge it. */
const headersTimeoutS = 12;

export function judgeTargets(report: Pick<SoakReport, 'sections' | 'server' | 'short'>): Target[] {
  // Timing and memory mean nothing on a short run on a loaded machine: shown, never judged.
  const measured = (met: boolean | null) => (report.short ? null : met);
  const {
    fuzz,
    isolation,
    idempotency,
    early_answers: early,
    big_bodies: bodies,
    slow_headers: slow,
  } = report.sections;
  const targets: Target[] = [];
  const rounds = report.sections.fuzz_rounds ?? (fuzz ? [fuzz] : []);
  const sum = (of: (r: FuzzResult) => number) => rounds.reduce((total, r) => total + of(r), 0);
  const fromFresh =
    fuzz?.rss_after_mb != null && report.server.rss_start_mb !== null
      ? round1(fuzz.rss_after_mb - report.server.rss_start_mb)
      : null;
  if (fuzz) {
    const failures = (kind: keyof FuzzResult['failures']) => sum((r) => r.failures[kind]);
    // Read after a full collection where every round has that reading: the lowest of the idle alone depends
    // on when V8's memory reducer happens to run (its watchdog waits 100 s after the last full collection).
    const collected = rounds.every((r) => r.rss_collected_mb != null);
    const series = (of: (r: FuzzResult) => number | null) => {
      const values = rounds.map(of);
      const first = values[0] ?? null;
      const last = values[values.length - 1] ?? null;
      const trend = first !== null && last !== null && values.length > 1 ? round1(last - first) : null;
      const shown = values.map((v) => v ?? 'n/a').join(' → ');
      return { trend, figure: trend === null ? `n/a (${shown})` : `${trend >= 0 ? '+' : ''}${trend} (${shown})` };
    };
    const idle = series((r) => r.rss_after_mb);
    const { trend, figure } = collected ? series((r) => r.rss_collected_mb) : idle;
    targets.push(
      t('fuzz', 'answers 5xx', failures('5xx'), '0', failures('5xx') === 0),
      t('fuzz', 'dropped connections', failures('dropped'), '0', failures('dropped') === 0),
      t('fuzz', 'no answer within the timeout', failures('timeout'), '0', failures('timeout') === 0),
      t('fuzz', 'refused (server gone)', failures('refused'), '0', failures('refused') === 0),
      t(
        'fuzz',
        '/v1 requests answered by /__mock',
        failures('reached-control'),
        '0',
        failures('reached-control') === 0,
      ),
      t(
        'fuzz',
        `requests sent (${rounds.length} round${rounds.length === 1 ? '' : 's'} in one server)`,
        `${sum((r) => r.sent)} of ${sum((r) => r.requests)}`,
        'all',
        sum((r) => r.sent) === sum((r) => r.requests),
      ),
      t(
        'fuzz',
        `RSS after each round, ${fuzz.rss_settle_s} s idle${collected ? ' and a full collection' : ''} (MB): growth from the first round to the last`,
        figure,
        `no trend: ≤ +${trendLimitMb} over ${rounds.length} rounds`,
        measured(trend === null ? null : trend <= trendLimitMb),
      ),
      ...(collected
        ? [
            t(
              'fuzz',
              `RSS after each round and ${fuzz.rss_settle_s} s idle, as V8 left it (MB): growth from the first round to the last`,
              idle.figure,
              'figure only',
              null,
            ),
          ]
        : []),
      t(
        'fuzz',
        `RSS growth from the fuzz's start, after ${fuzz.rss_settle_s} s idle (MB)`,
        mb(fuzz.rss_growth_mb, fuzz.rss_start_mb, fuzz.rss_after_mb),
        'figure only',
        null,
      ),
      t(
        'fuzz',
        "RSS growth from the fuzz's start, in the first 5 s idle (MB)",
        mb(fuzz.rss_busy_growth_mb, fuzz.rss_start_mb, fuzz.rss_busy_mb),
        'figure only',
        null,
      ),
      t(
        'fuzz',
        'RSS growth from the end of the warm-up tenth, after the idle (MB)',
        mb(fuzz.rss_growth_from_warm_mb, fuzz.rss_warm_mb, fuzz.rss_after_mb),
        'figure only',
        null,
      ),
      t(
        'fuzz',
        'RSS growth from a fresh server, after the idle (MB)',
        mb(fromFresh, report.server.rss_start_mb, fuzz.rss_after_mb),
        'figure only',
        null,
      ),
      t('fuzz', '4xx answers without a problem+json body', fuzz.answers_4xx_without_problem, 'figure only', null),
    );
  }
  if (isolation) {
    const failed = isolation.checks.filter((c) => !c.ok);
    targets.push(
      t(
        'isolation',
        'cross-account operations refused, nothing changed',
        `${isolation.checks.length - failed.length} of ${isolation.checks.length}`,
        'all',
        failed.length === 0,
      ),
    );
  }
  if (idempotency) {
    targets.push(
      t(
        'idempotency',
        `jobs made by ${idempotency.requests} concurrent creates, one key`,
        idempotency.jobs_created,
        '1',
        idempotency.jobs_created === 1,
      ),
      t(
        'idempotency',
        'distinct answers',
        `${idempotency.distinct_answers} (${Object.entries(idempotency.statuses)
          .map(([s, n]) => `${n}×${s}`)
          .join(', ')})`,
        '1 (all 201)',
        idempotency.ok,
      ),
    );
  }
  for (const answer of early ?? []) {
    const statuses = Object.entries(answer.statuses)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ');
    const lost = answer.dropped + answer.timeouts;
    targets.push(
      t(
        'early answers',
        `${answer.name} (1 MB body follows): dropped or unanswered`,
        `${lost} of ${answer.sent}${statuses ? ` (answered ${statuses})` : ''}`,
        `0 (answers ${answer.expected})`,
        lost === 0,
      ),
    );
  }
  for (const body of bodies ?? []) {
    const name = `${body.size_mb} MB ${body.framing} body`;
    targets.push(
      t(
        'big bodies',
        `${name}: answer`,
        `${body.answered ? body.status : `none (${body.drop})`}${body.server_alive === false ? '; the server died' : ''}`,
        '413',
        body.answered && body.status === 413 && body.server_alive !== false,
      ),
      t(
        'big bodies',
        `${name}: MB sent when the answer came`,
        body.sent_at_answer_mb ?? 'n/a',
        `≤ ${bodyAnswerLimitMb.toFixed(2)}`,
        body.sent_at_answer_mb !== null && body.sent_at_answer_mb <= bodyAnswerLimitMb,
      ),
      t(
        'big bodies',
        `${name}: server read it to the end`,
        body.read_to_end ? 'yes' : `no (${body.sent_total_mb} MB taken)`,
        'no',
        !body.read_to_end,
      ),
      t(
        'big bodies',
        `${name}: RSS growth (MB)`,
        body.rss_growth_mb ?? 'n/a',
        '< 20',
        measured(body.rss_growth_mb === null ? null : body.rss_growth_mb < 20),
      ),
    );
  }
  if (slow) {
    targets.push(
      t(
        'slow headers',
        `normal client p99 (ms), ${slow.slow_clients} slow clients`,
        slow.p99_ms ?? 'n/a',
        '< 50',
        measured(slow.p99_ms === null ? null : slow.p99_ms < 50),
      ),
      t(
        'slow headers',
        'normal client failures',
        `${slow.probe_failures} of ${slow.probe_requests}`,
        '0',
        slow.probe_failures === 0,
      ),
      t(
        'slow headers',
        `slow clients closed by the server within ${slow.duration_s} s`,
        `${slow.closed_by_server} of ${slow.connected}${slow.last_close_s !== null ? ` (after ${slow.first_close_s}–${slow.last_close_s} s)` : ''}`,
        `all (headersTimeout ≤ ${headersTimeoutS} s)`,
        slow.duration_s < headersTimeoutS + 1 ? null : slow.closed_by_server === slow.connected,
      ),
    );
  }
  targets.push(
    t(
      'server',
      'process alive at the end',
      report.server.alive_at_end ? 'yes' : `no (${report.server.exit})`,
      'yes',
      report.server.alive_at_end,
    ),
  );
  return targets;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function toText(report: SoakReport): string {
  const lines: string[] = [];
  lines.push(`# cronjobs-kit soak — ${report.short ? 'short' : 'full'} run, seed ${report.seed}`, '');
  lines.push(
    `${report.started_at} → ${report.finished_at}; Node ${report.machine.node}, ${report.machine.cpus} CPUs; git ${report.git ?? 'n/a'}`,
  );
  lines.push(`load before: ${report.machine.load_before}`, `load after:  ${report.machine.load_after}`, '');
  if (report.short) lines.push('A short run: timing and memory figures are shown but not judged (—).', '');
  lines.push('| section | check | figure | target | result |', '|---|---|---|---|---|');
  for (const target of report.targets)
    lines.push(
      `| ${target.section} | ${cell(target.check)} | ${cell(target.figure)} | ${cell(target.target)} | ${target.met === null ? '—' : target.met ? 'met' : '**MISSED**'} |`,
    );
  const rounds = report.sections.fuzz_rounds ?? (report.sections.fuzz ? [report.sections.fuzz] : []);
  for (const [i, fuzz] of rounds.entries()) {
    lines.push(
      '',
      `Fuzz${rounds.length > 1 ? ` round ${i + 1} of ${rounds.length} (seed ${fuzz.seed})` : ''}: ${fuzz.sent} requests in ${fuzz.duration_s} s (${fuzz.requests_per_s}/s); by class ${JSON.stringify(fuzz.by_class)}`,
    );
    lines.push(`Statuses: ${JSON.stringify(fuzz.by_status)}`);
    lines.push(
      `RSS: ${fuzz.rss_start_mb ?? 'n/a'} MB when the round started, ${fuzz.rss_warm_mb ?? 'n/a'} MB after the warm-up tenth, ${fuzz.rss_busy_mb ?? 'n/a'} MB in the first 5 s after the last request, ` +
        `${fuzz.rss_after_mb ?? 'n/a'} MB at the lowest in ${fuzz.rss_settle_s} s idle (reached ${fuzz.rss_back_after_s ?? 'n/a'} s after the last request)` +
        (fuzz.rss_collected_mb != null ? `, ${fuzz.rss_collected_mb} MB after a full collection` : ''),
    );
    const groups = Object.entries(fuzz.failure_groups).sort((x, y) => y[1] - x[1]);
    if (groups.length) {
      lines.push('', 'Fuzz failures by kind and request:');
      for (const [group, count] of groups) lines.push(`  ${String(count).padStart(6)}  ${group}`);
      lines.push('', `First ${fuzz.samples.length} failing requests (replay one with the command shown):`);
      for (const sample of fuzz.samples)
        lines.push(
          `  #${sample.index} ${sample.kind}: ${sample.detail}`,
          `    ${sample.request}`,
          `    ${sample.replay}`,
        );
    }
  }
  const failedIsolation = report.sections.isolation?.checks.filter((c) => !c.ok) ?? [];
  if (failedIsolation.length) {
    lines.push('', 'Isolation failures:');
    for (const c of failedIsolation)
      lines.push(`  job of ${c.owner}, ${c.operation}: expected ${c.expected}, got ${c.got}`);
  }
  if (report.errors.length) lines.push('', 'Errors:', ...report.errors.map((e) => `  ${e}`));
  if (!report.server.alive_at_end)
    lines.push('', `The server died (${report.server.exit}); its last words:`, report.server.stderr_tail);
  lines.push(
    '',
    report.ok ? 'All targets met.' : `${report.targets.filter((x) => x.met === false).length} target(s) missed.`,
  );
  return `${lines.join('\n')}\n`;
}
