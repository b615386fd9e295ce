// One rule = one vitest test. The test is named `<id> <title>` and carries the rule's metadata (vitest
// `meta`), so reporters can build the report without parsing names; rules that do not run in this
// configuration are registered as skipped with the reason.
import { inject, test } from 'vitest';
import type { ConformanceConfig } from './config.ts';
import { createRuleContext, type RuleContext } from './context.ts';
import { isCollecting, register, skipReason, type RuleMeta } from './rule-meta.ts';

declare module 'vitest' {
  interface ProvidedContext {
    conformance: import('./config.ts').ProvidedConfig;
  }
  interface TaskMeta {
    rule?: RuleMeta;
    skipReason?: string;
  }
}

const ruleTimeoutMs = 120_000;

export function defineRule(meta: RuleMeta, body: (ctx: RuleContext) => Promise<void>): void {
  register(meta);
  if (isCollecting()) return;
  const provided = inject('conformance');
  const config: ConformanceConfig | undefined = provided?.ok ? provided.config : undefined;
  const reason = config ? skipReason(meta, config) : undefined;
  test(
    `${meta.id} ${meta.title}`,
    { meta: { rule: meta, ...(reason ? { skipReason: reason } : {}) }, skip: reason !== undefined, timeout: ruleTimeoutMs },
    async () => {
      if (!config) throw new Error(`conformance is not configured: ${provided?.ok === false ? provided.error : 'nothing provided'}`);
      const ctx = createRuleContext(meta, config);
      try {
        // The body's own failure names the exchange it concerns; without one, any 5xx or (full profile)
        // any response off the contract fails the rule.
        await body(ctx);
        ctx.verifyNoServerErrors();
        ctx.verifyContract();
      } finally {
        await ctx.cleanUp();
      }
    },
  );
}
