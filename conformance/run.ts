// The programmatic entry: checks the configuration (pre-flight), establishes the shared preconditions,
// runs the conformance vitest project in-process against one service and answers the report. The CLI
// and the kit's own self-tests call this.
//
//   const report = await runConformance({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'k1', profile: 'core' });
//   if (!report.preflight.ok) … // nothing ran: report.preflight.problems say what to fix
import { checkNode } from '../contract/node-version.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { startVitest } from 'vitest/node';
import { ConfigError, resolveConfig, type ConformanceConfig, type Profile } from './harness/config.ts';
import { loadCatalogue, testNameOf, type CatalogueEntry } from './runner/catalogue.ts';
import { readRuleRecord, type RuleRecord } from './runner/rule-records.ts';
import { toHar, type RecordedExchange } from './report/har.ts';
import { formatNextPage, type NextPageHow, type PaginationUsed } from './harness/next-page.ts';
import { preflight, preflightCleanUp } from './runner/preflight.ts';
import { coverageOf } from './harness/outcome.ts';
import { addProbes, type ProbeRecord } from './harness/probes.ts';
import type { RuleTrail } from './report/faults.ts';
import { buildReport, resultOf, type ConformanceReport, type RuleResult } from './report/report.ts';
import { hintProblem, type HintSeen } from './runner/hint-check.ts';
import { inProfile, ruleMatcher, type RuleMeta } from './harness/rule-meta.ts';
import type { RuleOutcome } from './harness/outcome.ts';

export type { ConformanceReport, RuleResult } from './report/report.ts';
export type { Profile } from './harness/config.ts';
checkNode('cronjobs-conformance');

export interface ConformanceOptions {
  baseUrl: string;
  apiKey: string;
  secondApiKey?: string | undefined;
  profile: Profile;
  /** Run only rules that create nothing. */
  readOnly?: boolean | undefined;
  /** What created jobs call; harmless by default. */
  targetUrl?: string | undefined;
  /** fast-check cases per property rule, and the sequences SEQ-001 tries (default 20). */
  cases?: number | undefined;
  /** fast-check seed (default random; it is at the top of every report). */
  seed?: number | undefined;
  /** Prefix id of everything created (default: a fresh one). */
  runId?: string | undefined;
  /** Per-request timeout in ms (default 5000). */
  timeoutMs?: number | undefined;
  /** Only these rules: ids (`BODY-003`), families (`AUTH`) or id prefixes. */
  only?: readonly string[] | undefined;
  /** Leave these out (same forms as `only`). */
  skip?: readonly string[] | undefined;
  /** How the list pages (`--next-page`): text in next-page.ts's grammar, or its parsed form. */
  nextPage?: string | NextPageHow | undefined;
  /** Write every exchange to this file as HAR 1.2. */
  record?: string | undefined;
  /** Called as each rule finishes. */
  onRuleResult?: ((result: RuleResult) => void) | undefined;
}

// .ts in the repository, .js in the installed package.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
const configFile = fileURLToPath(new URL(`./vitest.config.${extension}`, import.meta.url));
const suiteFile = `conformance/runner/rules.suite.${extension}`;

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

function select(catalogue: readonly CatalogueEntry[], options: ConformanceOptions, profile: Profile) {
  for (const [flag, tokens] of [
    ['--only', options.only],
    ['--skip', options.skip],
  ] as const) {
    const unknown = (tokens ?? []).filter((t) => !catalogue.some((e) => ruleMatcher([t])(e.meta.id)));
    if (unknown.length > 0) throw new ConfigError(`${flag} names no rule: ${unknown.join(', ')} (see --list)`);
  }
  const only = options.only ? ruleMatcher(options.only) : () => true;
  const skip = options.skip ? ruleMatcher(options.skip) : () => false;
  return catalogue.filter((entry) => inProfile(entry.meta, profile) && only(entry.meta.id) && !skip(entry.meta.id));
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const started = performance.now();
  const startedAt = Date.now();
  const config: ConformanceConfig = resolveConfig({ ...options, record: options.record !== undefined });
  const info = () => ({
    profile: config.profile,
    baseUrl: config.baseUrl,
    runId: config.runId,
    seed: config.seed,
    startedAt,
    durationMs: performance.now() - started,
  });
  const selected = select(await loadCatalogue(), options, config.profile);
  const recorded: RecordedExchange[] = [];
  const writeRecord = () => {
    if (options.record)
      writeFileSync(
        options.record,
        toHar(config.baseUrl, recorded, [
          [config.apiKey, '<api-key>'],
          [config.secondApiKey ?? '', '<second-api-key>'],
        ]),
      );
  };

  const checked = await preflight(config);
  recorded.push(...checked.exchanges.map((exchange) => ({ rule: 'preflight', exchange })));
  const judgePromises =
    options.only || options.skip
      ? ({ ok: false, why: 'the run was narrowed by --only or --skip' } as const)
      : ({ ok: true } as const);
  if (!checked.ok) {
    writeRecord();
    return buildReport({ ...info(), preflight: { ok: false, problems: checked.problems }, judgePromises }, []);
  }

  const results = new Map<string, RuleResult>();
  const coverage = new Set<string>(coverageOf(checked.exchanges));
  /** How the rules' walks paged, and how often: the report names the most used. */
  const pagings = new Map<string, number>();
  const probes: ProbeRecord = { counts: {}, unreached: {} };
  const trails = new Map<string, RuleTrail>();
  const hints: HintSeen[] = [];
  const byName = new Map(selected.map((entry) => [testNameOf(entry.meta), entry.meta]));
  // The rules' records (runner/rule-records.ts), in a folder of this run alone.
  const recordsDir = mkdtempSync(join(tmpdir(), 'cronjobs-kit-conformance-records-'));
  let suiteError: string | undefined;
  const collector: Reporter = {
    onTestCaseResult(testCase) {
      const meta = byName.get(testCase.name);
      if (!meta) return;
      const record = readRuleRecord(recordsDir, meta.id);
      const result = resultOfCase(meta, record, testCase);
      if (!result) return;
      const outcome = record && 'outcome' in record ? record.outcome : undefined;
      for (const key of outcome?.coverage ?? []) coverage.add(key);
      for (const exchange of outcome?.exchanges ?? []) recorded.push({ rule: result.id, exchange });
      if (outcome?.pagination) pagings.set(outcome.pagination.how, (pagings.get(outcome.pagination.how) ?? 0) + 1);
      addProbes(probes, outcome?.probes);
      if (outcome?.trail)
        trails.set(result.id, { trail: outcome.trail, failedAtMs: outcome.failedAtMs, faultAtMs: outcome.faultAtMs });
      if (outcome?.hint) hints.push({ rule: result.id, ...outcome.hint });
      results.set(result.id, result);
      options.onRuleResult?.(result);
    },
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
      const errors = testModules.flatMap((module) => module.errors());
      if (errors.length > 0) suiteError = errors.map((e) => e.message).join('\n');
    },
  };

  if (selected.length > 0) {
    const previousExitCode = process.exitCode;
    // Vite's cache folder of this run alone (vitest.config.ts: concurrent runs never share state).
    const cacheDir = mkdtempSync(join(tmpdir(), 'cronjobs-kit-conformance-run-'));
    const vitest = await startVitest(
      'test',
      [suiteFile],
      {
        config: configFile,
        watch: false,
        reporters: [collector],
        provide: {
          conformance: {
            ok: true,
            config,
            preconditions: checked.preconditions,
            knownViolations: checked.knownViolations,
            preflightFaults: checked.faults,
            ...(checked.created ? { preflightCreate: checked.created } : {}),
            run: { selected: selected.map((entry) => entry.meta.id), recordsDir },
          },
        },
      },
      { cacheDir },
    );
    await vitest.close();
    rmSync(cacheDir, { recursive: true, force: true });
    process.exitCode = previousExitCode;
  }
  recorded.push(
    ...(await preflightCleanUp(config, checked.created)).map((exchange) => ({ rule: 'preflight', exchange })),
  );

  rmSync(recordsDir, { recursive: true, force: true });
  for (const { meta } of selected) {
    if (results.has(meta.id)) continue;
    const result = resultOf(meta, 'error', 'the kit could not load this rule', {
      internal: suiteError ?? 'no result from vitest',
      decide_hint: 'a defect of the kit: report it with the "internal" field',
    });
    results.set(meta.id, result);
    options.onRuleResult?.(result);
  }
  writeRecord();
  const detected = [...pagings].sort((a, b) => b[1] - a[1])[0]?.[0];
  const pagination: PaginationUsed | null = config.nextPage
    ? { how: formatNextPage(config.nextPage), source: 'given' }
    : detected
      ? { how: detected, source: 'detected' }
      : null;
  const report = buildReport(
    {
      ...info(),
      preflight: { ok: true, problems: [] },
      coverage,
      probes,
      judgePromises,
      trails,
    },
    [...results.values()],
  );
  const hint = config.nextPage ? hintProblem(formatNextPage(config.nextPage), hints, report.summary) : undefined;
  if (!hint) return { ...report, pagination };
  // The rules whose walks went by the hint that never matched decided nothing: undecided, not failed.
  const misled = new Set(hints.map((h) => h.rule));
  const rules = report.rules.map((rule) =>
    rule.status === 'failed' && misled.has(rule.id)
      ? resultOf(rule, 'skipped', `its list walks went by --next-page, which never matched: ${hint}`, {
          decide_hint: 'give a --next-page that describes the service, or leave it out',
        })
      : rule,
  );
  return {
    ...buildReport(
      {
        ...info(),
        preflight: { ok: true, problems: [] },
        coverage,
        probes,
        judgePromises,
        trails,
        usageErrors: [hint],
      },
      rules,
    ),
    pagination,
  };
}

export { ConfigError };

/** The rule catalogue (id, title, profile, source, operations, needs), without running anything. */
export async function ruleCatalogue(): Promise<RuleMeta[]> {
  return (await loadCatalogue()).map((entry) => entry.meta);
}
export type { RuleMeta } from './harness/rule-meta.ts';
