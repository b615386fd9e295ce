// One rule = one vitest test. The test is named `<id> <title>` and carries the rule's metadata and its
// outcome as data (vitest task `meta`), so reporters build the report without parsing names or messages;
// rules that do not run in this configuration (or whose preconditions failed) are skipped with the reason.
import { inject, test } from 'vitest';
import type { ConformanceConfig } from './config.ts';
import type { RuleContext } from './rule-context.ts';
import type { SkipReason } from './failure.ts';
import { executeRule, type RuleOutcome } from './outcome.ts';
import { isCollecting, register, skipReason, type RuleMeta } from './rule-meta.ts';

declare module 'vitest' {
  interface ProvidedContext {
    conformance: import('./config.ts').ProvidedConfig;
  }
  interface TaskMeta {
    rule?: RuleMeta;
    skipReason?: SkipReason;
    outcome?: RuleOutcome;
  }
}

const ruleTimeoutMs = 120_000;

export function defineRule(meta: RuleMeta, body: (ctx: RuleContext) => Promise<void>): void {
  register(meta);
  if (isCollecting()) return;
  const provided = inject('conformance');
  const config: ConformanceConfig | undefined = provided?.ok ? provided.config : undefined;
  const notRun = config ? skipReason(meta, config, provided?.ok ? provided.preconditions : undefined) : undefined;
  test(`${meta.id} ${meta.title}`, {
    meta: { rule: meta, ...(notRun ? { skipReason: notRun } : {}) },
    skip: notRun !== undefined,
    timeout: ruleTimeoutMs,
  }, async ({ task, skip }) => {
    if (!config)
      throw new Error(`conformance is not configured: ${provided?.ok === false ? provided.error : 'nothing provided'}`);
    const outcome = await executeRule(
      meta,
      config,
      body,
      provided?.ok
        ? {
            knownViolations: provided.knownViolations,
            preflightFault: provided.preflightFaults?.[meta.id],
            preflightCreate: provided.preflightCreate,
          }
        : {},
    );
    task.meta.outcome = outcome;
    if (outcome.status === 'skipped') skip(outcome.detail);
    if (outcome.status !== 'passed') throw new Error(outcome.detail);
  });
}
