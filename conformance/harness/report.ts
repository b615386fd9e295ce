// The report of a run, in the JSON shape DESIGN.md fixes — `{"profile", "base_url", "run_id", "seed",
// "summary": {"passed", "failed", "skipped"}, "rules": [{"id", "title", "profile", "status", "detail",
// "reproduce"}]}` — plus what a CI needs: the pre-flight verdict, errors (the kit could not run a rule:
// status `skipped`, `error: true`, counted in `summary.errors` too), durations, a summary by family and
// by check, and the coverage table. JUnit (report-junit.ts) and Markdown (report-markdown.ts) render it.
import type { Profile } from './config.ts';
import { coverageRows, type CoverageRow } from './coverage.ts';
import { checkKinds, type CheckKind } from './failure.ts';
import type { PaginationUsed } from './next-page.ts';
import type { OutcomeStatus } from './outcome.ts';
import { familyOf, type RuleMeta } from './rule-meta.ts';

export type RuleStatus = 'passed' | 'failed' | 'skipped';

export interface RuleResult {
  id: string;
  title: string;
  profile: Profile;
  status: RuleStatus;
  /** Failed: the failure (sent / received / expected / spec / replay). Skipped: why. Passed: empty. */
  detail: string;
  /** Failed: a curl command that replays the failing request, keys as $CRONJOBS_API_KEY. */
  reproduce?: string;
  /** Failed: the kind of check. */
  check?: CheckKind;
  /** Failed: the parts of the failure as data (what `detail` says in words). */
  failure?: { summary: string; sent: string; received: string; expected: string; spec: string };
  /** The kit could not run the rule (not a verdict on the service); `internal` holds the exception. */
  error?: true;
  internal?: string;
  duration_ms?: number;
  requests?: number;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
}

export interface ConformanceReport {
  profile: Profile;
  base_url: string;
  run_id: string;
  seed: number;
  summary: Counts & { duration_ms: number };
  rules: RuleResult[];
  /** ok false: the run stopped before any rule (exit 2); `problems` say what to fix. */
  preflight: { ok: boolean; problems: string[] };
  by_family: Record<string, Counts>;
  /** Failed rules per kind of check. */
  by_check: Partial<Record<CheckKind, number>>;
  coverage: CoverageRow[];
  /**
   * How the list was paged past its first page: what `--next-page` said (`given`), else what the core
   * walker found (`detected`, the way most walks used); null when no walk needed a second page. `how` is
   * in `--next-page`'s grammar, so it can be given back as the flag.
   */
  pagination?: PaginationUsed | null;
}

export interface RunInfo {
  profile: Profile;
  baseUrl: string;
  runId: string;
  seed: number;
  durationMs: number;
  preflight?: { ok: boolean; problems: string[] };
  /** `operationId status` keys the rules' answers had. */
  coverage?: Iterable<string>;
}

export function resultOf(meta: Pick<RuleMeta, 'id' | 'title' | 'profile'>, status: OutcomeStatus, detail: string, extra: Partial<RuleResult> = {}): RuleResult {
  const base = { id: meta.id, title: meta.title, profile: meta.profile };
  if (status === 'error') return { ...base, status: 'skipped', detail, error: true, ...extra };
  return { ...base, status, detail, ...extra };
}

export function count(rules: readonly RuleResult[]): Counts {
  const n = (status: RuleStatus) => rules.filter((r) => r.status === status).length;
  return { passed: n('passed'), failed: n('failed'), skipped: n('skipped'), errors: rules.filter((r) => r.error).length };
}

/** Rules in catalogue order (family order, then id). */
export function buildReport(info: RunInfo, results: RuleResult[]): ConformanceReport {
  const rules = [...results].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const byFamily: Record<string, Counts> = {};
  for (const family of new Set(rules.map((r) => familyOf(r.id)))) byFamily[family] = count(rules.filter((r) => familyOf(r.id) === family));
  const byCheck: Partial<Record<CheckKind, number>> = {};
  for (const kind of checkKinds) {
    const n = rules.filter((r) => r.status === 'failed' && r.check === kind).length;
    if (n > 0) byCheck[kind] = n;
  }
  return {
    profile: info.profile,
    base_url: info.baseUrl,
    run_id: info.runId,
    seed: info.seed,
    summary: { ...count(rules), duration_ms: Math.round(info.durationMs) },
    rules,
    preflight: info.preflight ?? { ok: true, problems: [] },
    by_family: byFamily,
    by_check: byCheck,
    coverage: info.preflight?.ok === false ? [] : coverageRows(info.coverage ?? [], info.profile),
  };
}

export function toJson(report: ConformanceReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

export { toJunit } from './report-junit.ts';
export { toMarkdown } from './report-markdown.ts';
