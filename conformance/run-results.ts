// What a run learns from its rules, gathered as each rule's test ends: the rule's result (from the record its
// test left, runner/rule-records.ts, or from how the test ended when it left none), and what the report adds
// up over the rules — coverage, exchanges for --record, how the lists paged, the probes of the seed's
// promises, the trails that pin a fault, whether a --next-page hint matched.
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { RuleOutcome } from './harness/rule/outcome.ts';
import { addProbes, type ProbeRecord } from './harness/rule/probes.ts';
import type { RuleMeta } from './harness/rule/rule-meta.ts';
import type { RuleTrail } from './report/faults.ts';
import type { RecordedExchange } from './report/har.ts';
import { resultOf, type RuleResult } from './report/report.ts';
import { testNameOf } from './runner/catalogue.ts';
import type { HintSeen } from './runner/hint-check.ts';
import { readRuleRecord, type RuleRecord } from './runner/rule-records.ts';

export class RunResults {
  readonly results = new Map<string, RuleResult>();
  readonly recorded: RecordedExchange[] = [];
  readonly probes: ProbeRecord = { counts: {}, unreached: {} };
  readonly trails = new Map<string, RuleTrail>();
  readonly hints: HintSeen[] = [];
  /** How the rules' walks paged, and how often: the report names the most used. */
  readonly #pagings = new Map<string, number>();
  #suiteError: string | undefined;

  readonly coverage: Set<string>;
  readonly #onRuleResult: ((result: RuleResult) => void) | undefined;

  constructor(coverage: Set<string>, onRuleResult: ((result: RuleResult) => void) | undefined) {
    this.coverage = coverage;
    this.#onRuleResult = onRuleResult;
  }

  /** The vitest reporter that reads each rule's record as its test ends (vitest's public Reporter API). */
  reporter(selected: readonly RuleMeta[], recordsDir: string): Reporter {
    const byName = new Map(selected.map((meta) => [testNameOf(meta), meta]));
    return {
      onTestCaseResult: (testCase) => {
        const meta = byName.get(testCase.name);
        if (!meta) return;
        const record = readRuleRecord(recordsDir, meta.id);
        const result = resultOfCase(meta, record, testCase);
        if (result) this.add(result, record && 'outcome' in record ? record.outcome : undefined);
      },
      onTestRunEnd: (testModules: ReadonlyArray<TestModule>) => {
        const errors = testModules.flatMap((module) => module.errors());
        if (errors.length > 0) this.#suiteError = errors.map((e) => e.message).join('\n');
      },
    };
  }

  add(result: RuleResult, outcome?: RuleOutcome): void {
    for (const key of outcome?.coverage ?? []) this.coverage.add(key);
    for (const exchange of outcome?.exchanges ?? []) this.recorded.push({ rule: result.id, exchange });
    const how = outcome?.pagination?.how;
    if (how) this.#pagings.set(how, (this.#pagings.get(how) ?? 0) + 1);
    addProbes(this.probes, outcome?.probes);
    if (outcome?.trail)
      this.trails.set(result.id, {
        trail: outcome.trail,
        failedAtMs: outcome.failedAtMs,
        faultAtMs: outcome.faultAtMs,
      });
    if (outcome?.hint) this.hints.push({ rule: result.id, ...outcome.hint });
    this.results.set(result.id, result);
    this.#onRuleResult?.(result);
  }

  /** A selected rule that gave no result did not load: a kit error, never a pass or a skip. */
  addMissing(selected: readonly RuleMeta[]): void {
    for (const meta of selected) {
      if (this.results.has(meta.id)) continue;
      this.add(
        resultOf(meta, 'error', 'the kit could not load this rule', {
          internal: this.#suiteError ?? 'no result from vitest',
          decide_hint: 'a defect of the kit: report it with the "internal" field',
        }),
      );
    }
  }

  /** The pagination most of the rules' walks used. */
  mostUsedPaging(): string | undefined {
    return [...this.#pagings].sort((a, b) => b[1] - a[1])[0]?.[0];
  }
}

const ruleTimeoutText =
  'the kit could not finish the rule in time (120 s); each request has its own --timeout, so the rule sent very many requests';

/** A rule's result from its record, or from how its test ended when it left none (a timeout). */
function resultOfCase(meta: RuleMeta, record: RuleRecord | undefined, testCase: TestCase): RuleResult | undefined {
  const result = testCase.result();
  const duration_ms = Math.round(testCase.diagnostic()?.duration ?? 0);
  if (record && 'outcome' in record) return resultOfOutcome(meta, record.outcome, duration_ms);
  if (record)
    return resultOf(meta, 'skipped', record.notRun.reason, {
      decide_hint: record.notRun.decideHint,
      duration_ms: 0,
      requests: 0,
    });
  if (result.state === 'failed')
    return resultOf(meta, 'error', ruleTimeoutText, {
      internal: result.errors.map((e) => e.message).join('\n'),
      decide_hint: 'run the rule alone (--only) with a longer --timeout, or fewer --cases',
      duration_ms,
    });
  return undefined;
}

function resultOfOutcome(meta: RuleMeta, outcome: RuleOutcome, duration_ms: number): RuleResult {
  const failure = outcome.failure;
  return resultOf(meta, outcome.status, outcome.detail, {
    ...(failure
      ? {
          reproduce: failure.reproduce,
          check: failure.check,
          failure: {
            summary: failure.summary,
            sent: failure.sent,
            received: failure.received,
            expected: failure.expected,
            spec: failure.spec,
            ...(failure.cause ? { cause: failure.cause } : {}),
            ...(failure.exchanges
              ? { exchanges: failure.exchanges, exchanges_omitted: failure.exchangesOmitted ?? 0 }
              : {}),
          },
        }
      : {}),
    ...(outcome.internal ? { internal: outcome.internal } : {}),
    ...(outcome.decideHint ? { decide_hint: outcome.decideHint } : {}),
    duration_ms,
    requests: outcome.requests,
  });
}
