// The programmatic entry: checks the configuration (pre-flight), establishes the shared preconditions,
// runs the conformance vitest project in-process against one service and answers the report. The CLI
// and the kit's own self-tests call this.
//
//   const report = await runConformance({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'k1', profile: 'core' });
//   if (!report.preflight.ok) … // nothing ran: report.preflight.problems say what to fix
import { checkNode } from '../contract/node-version.js';
import { writeFileSync } from 'node:fs';
import { ConfigError, resolveConfig, type ConformanceConfig, type Profile } from './harness/rule/config.ts';
import { formatNextPage, type NextPageHow, type PaginationUsed } from './harness/lists/next-page.ts';
import { coverageOf } from './harness/rule/outcome.ts';
import { inProfile, ruleMatcher, type RuleMeta } from './harness/rule/rule-meta.ts';
import { toHar, type RecordedExchange } from './report/har.ts';
import { buildReport, resultOf, type ConformanceReport, type RuleResult } from './report/report.ts';
import { RunResults } from './run-results.ts';
import { runSuite } from './run-suite.ts';
import { loadCatalogue, type CatalogueEntry } from './runner/catalogue.ts';
import { hintProblem } from './runner/hint-check.ts';
import { preflight, preflightCleanUp } from './runner/preflight.ts';

export type { ConformanceReport, RuleResult } from './report/report.ts';
export type { Profile } from './harness/rule/config.ts';
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
  const info = (checkedOk: boolean, problems: string[]) => ({
    profile: config.profile,
    baseUrl: config.baseUrl,
    runId: config.runId,
    seed: config.seed,
    startedAt,
    durationMs: performance.now() - started,
    preflight: { ok: checkedOk, problems },
    judgePromises:
      options.only || options.skip
        ? ({ ok: false, why: 'the run was narrowed by --only or --skip' } as const)
        : ({ ok: true } as const),
  });
  const selected = select(await loadCatalogue(), options, config.profile).map((entry) => entry.meta);

  const checked = await preflight(config);
  const run = new RunResults(new Set(coverageOf(checked.exchanges)), options.onRuleResult);
  run.recorded.push(...checked.exchanges.map((exchange) => ({ rule: 'preflight', exchange })));
  if (!checked.ok) {
    writeRecord(options.record, config, run.recorded);
    return buildReport(info(false, checked.problems), []);
  }
  await runSuite(selected, config, checked, run);
  const cleanUp = await preflightCleanUp(config, checked.created);
  run.recorded.push(...cleanUp.map((exchange) => ({ rule: 'preflight', exchange })));
  run.addMissing(selected);
  writeRecord(options.record, config, run.recorded);

  const detected = run.mostUsedPaging();
  const pagination: PaginationUsed | null = config.nextPage
    ? { how: formatNextPage(config.nextPage), source: 'given' }
    : detected
      ? { how: detected, source: 'detected' }
      : null;
  const facts = { ...info(true, []), coverage: run.coverage, probes: run.probes, trails: run.trails };
  const report = buildReport(facts, [...run.results.values()]);
  const hint = config.nextPage ? hintProblem(formatNextPage(config.nextPage), run.hints, report.summary) : undefined;
  if (!hint) return { ...report, pagination };
  // The rules whose walks went by the hint that never matched decided nothing: undecided, not failed.
  const misled = new Set(run.hints.map((h) => h.rule));
  const rules = report.rules.map((rule) =>
    rule.status === 'failed' && misled.has(rule.id)
      ? resultOf(rule, 'skipped', `its list walks went by --next-page, which never matched: ${hint}`, {
          decide_hint: 'give a --next-page that describes the service, or leave it out',
        })
      : rule,
  );
  return { ...buildReport({ ...facts, usageErrors: [hint] }, rules), pagination };
}

/** `--record FILE`: every exchange of the run as HAR 1.2, the keys replaced by placeholders. */
function writeRecord(file: string | undefined, config: ConformanceConfig, recorded: readonly RecordedExchange[]): void {
  if (!file) return;
  const keys: Array<[string, string]> = [
    [config.apiKey, '<api-key>'],
    [config.secondApiKey ?? '', '<second-api-key>'],
  ];
  writeFileSync(file, toHar(config.baseUrl, [...recorded], keys));
}

export { ConfigError };

/** The rule catalogue (id, title, profile, source, operations, needs), without running anything. */
export async function ruleCatalogue(): Promise<RuleMeta[]> {
  return (await loadCatalogue()).map((entry) => entry.meta);
}
export type { RuleMeta } from './harness/rule/rule-meta.ts';
