// The report of a run, in the JSON shape docs/decisions/0004-fixed-cli-and-report-interfaces.md fixes — `{"profile", "base_url", "run_id", "seed",
// "summary": {"passed", "failed", "skipped"}, "rules": [{"id", "title", "profile", "status", "detail",
// "reproduce"}]}` — plus what a CI needs: the pre-flight verdict, errors (the kit could not run a rule:
// status `skipped`, `error: true`, counted in `summary.errors` too), durations, a summary by family and
// by check, failures grouped by root cause, and the coverage table. The console (report-console.ts), JUnit
// (report-junit.ts), Markdown (report-markdown.ts) and CTRF (report-ctrf.ts) render it.
import type { Profile } from '../harness/rule/config.ts';
import { coverageRows, type CoverageRow } from './coverage.ts';
import { checkKinds, type CheckKind, type ExchangeLine } from '../harness/rule/failure.ts';
import type { FailureCause } from '../harness/rule/failure-cause.ts';
import type { PaginationUsed } from '../harness/lists/next-page.ts';
import type { OutcomeStatus } from '../harness/rule/outcome.ts';
import type { ProbeRecord } from '../harness/rule/probes.ts';
import { familyOf, type RuleMeta } from '../harness/rule/rule-meta.ts';
import { pinFaults, type FaultReport, type RuleTrail } from './faults.ts';
import { promiseResults, type PromiseResult } from './promises.ts';

export type RuleStatus = 'passed' | 'failed' | 'skipped';

export interface RuleResult {
  id: string;
  title: string;
  profile: Profile;
  status: RuleStatus;
  /** Failed: the failure (sent / received / expected / spec / replay). Skipped: why. Passed: empty. */
  detail: string;
  /** Skipped: what would let the kit decide the rule (a flag to give, a rule to fix first, what the service would need). */
  decide_hint?: string;
  /** Failed: a curl command that replays the failing request, keys as $CRONJOBS_API_KEY. */
  reproduce?: string;
  /** Failed: the kind of check. */
  check?: CheckKind;
  /** Failed: the parts of the failure as data (what `detail` says in words). */
  failure?: {
    summary: string;
    sent: string;
    received: string;
    expected: string;
    spec: string;
    /** The root cause as data, when the check knows it; `by_cause` groups rules by its summary. */
    cause?: FailureCause;
    /** Every exchange the rule made up to the failing one (marked `failing`). */
    exchanges?: readonly ExchangeLine[];
    /** Exchanges left out of `exchanges` (a long rule keeps its first 5 and last 10). */
    exchanges_omitted?: number;
  };
  /** Failed by a 5xx or an unanswered request: the fault (`faults[].id`) it met, reported once there. */
  fault?: string;
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
  /** `promises_unreached`: promises of the seed no probe reached — each a check that did not happen, like a skip. */
  summary: Counts & { duration_ms: number; promises_unreached: number };
  rules: RuleResult[];
  /** ok false: the run stopped before any rule (exit 2); `problems` say what to fix. */
  preflight: { ok: boolean; problems: string[] };
  /**
   * Usage errors found while the rules ran (exit 2): a --next-page that never matched what the service does,
   * with what the kit saw instead. The rules' verdicts that relied on it are not to be trusted.
   */
  usage_errors: string[];
  /** The seed's promises, each with the probes the run made of it, by kind (promises.ts). */
  promises: PromiseResult[];
  /** Each 5xx or unanswered request once, where it was first met, with the requests before it (faults.ts). */
  faults: FaultReport[];
  by_family: Record<string, Counts>;
  /** Failed rules per kind of check. */
  by_check: Partial<Record<CheckKind, number>>;
  /** Failed rules grouped by root cause, most rules first; failures with no known cause are not listed. */
  by_cause: CauseGroup[];
  coverage: CoverageRow[];
  /**
   * How the list was paged past its first page: what `--next-page` said (`given`), else what the core
   * walker found (`detected`, the way most walks used); null when no walk needed a second page. `how` is
   * in `--next-page`'s grammar, so it can be given back as the flag.
   */
  pagination?: PaginationUsed | null;
  /** When the run began (ISO 8601). */
  started_at: string;
}

export interface CauseGroup {
  /** `400 where the spec says 422`, `202 where the spec says 201`, `Content-Type text/plain where the spec says application/problem+json`. */
  cause: string;
  kind: string;
  rules: string[];
}

export interface RunInfo {
  profile: Profile;
  baseUrl: string;
  runId: string;
  seed: number;
  durationMs: number;
  /** Epoch ms the run began (default: now minus the duration). */
  startedAt?: number;
  preflight?: { ok: boolean; problems: string[] };
  /** `operationId status` keys the rules' answers had. */
  coverage?: Iterable<string>;
  /** The probes of every rule, summed. */
  probes?: ProbeRecord;
  /** Whether the run judges the seed's promises (not when --only or --skip narrowed it). */
  judgePromises?: { ok: true } | { ok: false; why: string };
  /** Every rule's requests, to pin faults (faults.ts). */
  trails?: ReadonlyMap<string, RuleTrail>;
  usageErrors?: string[];
}

export function resultOf(
  meta: Pick<RuleMeta, 'id' | 'title' | 'profile'>,
  status: OutcomeStatus,
  detail: string,
  extra: Partial<RuleResult> = {},
): RuleResult {
  const base = { id: meta.id, title: meta.title, profile: meta.profile };
  if (status === 'error') return { ...base, status: 'skipped', detail, error: true, ...extra };
  return { ...base, status, detail, ...extra };
}

export function count(rules: readonly RuleResult[]): Counts {
  const n = (status: RuleStatus) => rules.filter((r) => r.status === status).length;
  return {
    passed: n('passed'),
    failed: n('failed'),
    skipped: n('skipped'),
    errors: rules.filter((r) => r.error).length,
  };
}

/** Rules in catalogue order (family order, then id). */
export function buildReport(info: RunInfo, results: RuleResult[]): ConformanceReport {
  const rules = [...results].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  const byFamily: Record<string, Counts> = {};
  for (const family of new Set(rules.map((r) => familyOf(r.id))))
    byFamily[family] = count(rules.filter((r) => familyOf(r.id) === family));
  const byCheck: Partial<Record<CheckKind, number>> = {};
  for (const kind of checkKinds) {
    const n = rules.filter((r) => r.status === 'failed' && r.check === kind).length;
    if (n > 0) byCheck[kind] = n;
  }
  const ran = info.preflight?.ok !== false;
  const promises = promiseResults(
    info.probes ?? { counts: {}, unreached: {} },
    ran ? (info.judgePromises ?? { ok: true }) : { ok: false, why: 'no rule ran: the pre-flight failed' },
  );
  const faults = pinFaults(rules, info.trails ?? new Map());
  for (const fault of faults)
    for (const id of fault.rules) {
      const rule = rules.find((r) => r.id === id);
      if (rule) rule.fault = fault.id;
    }
  return {
    profile: info.profile,
    base_url: info.baseUrl,
    run_id: info.runId,
    seed: info.seed,
    summary: {
      ...count(rules),
      duration_ms: Math.round(info.durationMs),
      promises_unreached: promises.filter((p) => p.status === 'unreached').length,
    },
    rules,
    preflight: info.preflight ?? { ok: true, problems: [] },
    usage_errors: info.usageErrors ?? [],
    promises,
    faults,
    by_family: byFamily,
    by_check: byCheck,
    by_cause: causeGroups(rules),
    coverage: info.preflight?.ok === false ? [] : coverageRows(info.coverage ?? [], info.profile),
    started_at: new Date(info.startedAt ?? Date.now() - info.durationMs).toISOString(),
  };
}

export function causeGroups(rules: readonly RuleResult[]): CauseGroup[] {
  const groups = new Map<string, CauseGroup>();
  for (const rule of rules) {
    const cause = rule.status === 'failed' ? rule.failure?.cause : undefined;
    if (!cause) continue;
    const group = groups.get(cause.summary) ?? { cause: cause.summary, kind: cause.kind, rules: [] };
    group.rules.push(rule.id);
    groups.set(cause.summary, group);
  }
  return [...groups.values()].sort((a, b) => b.rules.length - a.rules.length || a.cause.localeCompare(b.cause));
}

export function toJson(report: ConformanceReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
