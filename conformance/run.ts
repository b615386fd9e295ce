// The programmatic entry: runs the conformance vitest project in-process against one service and answers
// the DESIGN.md report. The CLI and the kit's own self-tests call this.
//
//   const report = await runConformance({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'k1', profile: 'core' });
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { startVitest } from 'vitest/node';
import { ConfigError, resolveConfig, type ConformanceConfig, type Profile } from './harness/config.ts';
import { collectRules, ruleFileOf } from './harness/catalogue.ts';
import { buildReport, resultOf, type ConformanceReport, type RuleResult } from './harness/report.ts';
import { inProfile, type RuleMeta } from './harness/rule-meta.ts';

export type { ConformanceReport, RuleResult } from './harness/report.ts';
export type { Profile } from './harness/config.ts';

export interface ConformanceOptions {
  baseUrl: string;
  apiKey: string;
  secondApiKey?: string | undefined;
  profile: Profile;
  /** Run only rules that create nothing. */
  readOnly?: boolean | undefined;
  /** What created jobs call; harmless by default. */
  targetUrl?: string | undefined;
  /** fast-check cases per property rule (default 20). */
  cases?: number | undefined;
  /** fast-check seed (default random; it is in the PROP rules' details). */
  seed?: number | undefined;
  /** Prefix id of everything created (default: a fresh one). */
  runId?: string | undefined;
  /** Only rules whose id starts with one of these (e.g. ['AUTH-', 'BODY-003']). */
  only?: readonly string[] | undefined;
  /** Called as each rule finishes. */
  onRuleResult?: ((result: RuleResult) => void) | undefined;
}

// vitest.config.ts in the repository, vitest.config.js in the installed package.
const configFile = fileURLToPath(new URL(`./vitest.config.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url));


function resultOfCase(testCase: TestCase): RuleResult | undefined {
  const { rule, skipReason } = testCase.meta();
  if (!rule) return undefined;
  const result = testCase.result();
  if (result.state === 'failed') return resultOf(rule, 'failed', result.errors.map((e) => e.message).join('\n') || 'failed');
  if (result.state === 'skipped') return resultOf(rule, 'skipped', skipReason ?? result.note ?? 'skipped');
  if (result.state === 'passed') return resultOf(rule, 'passed', '');
  return undefined;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const config = resolveConfig(options);
  const catalogue = await collectRules();
  const wanted = (id: string) => !options.only || options.only.some((prefix) => id.startsWith(prefix));
  const selected = catalogue.filter((entry) => inProfile(entry.meta, config.profile) && wanted(entry.meta.id));
  const results = new Map<string, RuleResult>();
  const moduleErrors = new Map<string, string>();

  const collector: Reporter = {
    onTestCaseResult(testCase) {
      const result = resultOfCase(testCase);
      if (!result || !selected.some((entry) => entry.meta.id === result.id)) return;
      results.set(result.id, result);
      options.onRuleResult?.(result);
    },
    onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
      for (const module of testModules) {
        const errors = module.errors();
        if (errors.length > 0) moduleErrors.set(ruleFileOf(module.moduleId), errors.map((e) => e.message).join('\n'));
      }
    },
  };

  if (selected.length === 0) return buildReport(config.profile, config.baseUrl, []);
  const previousExitCode = process.exitCode;
  const files = [...new Set(selected.map((entry) => `conformance/rules/${entry.file}`))];
  const vitest = await startVitest('test', files, {
    config: configFile,
    watch: false,
    reporters: [collector],
    provide: { conformance: { ok: true, config } },
  });
  await vitest.close();
  process.exitCode = previousExitCode;

  for (const { file, meta } of selected) {
    if (results.has(meta.id)) continue;
    const result = resultOf(meta, 'failed', `the rule did not run: ${moduleErrors.get(file) ?? 'no result from vitest'}`);
    results.set(meta.id, result);
    options.onRuleResult?.(result);
  }
  return buildReport(config.profile, config.baseUrl, [...results.values()]);
}

export { ConfigError };

/** The rule catalogue (id, title, profile, source, operations, needs), without running anything. */
export async function ruleCatalogue(): Promise<RuleMeta[]> {
  return (await collectRules()).map((entry) => entry.meta);
}
export type { RuleMeta } from './harness/rule-meta.ts';
