// The suite vitest runs: one test per rule of the catalogue. The runner (run.ts) provides the configuration,
// the rules it selected and a folder for their records; run as a plain vitest project
// (conformance/vitest.config.ts), the configuration comes from the environment and every rule runs, each
// passing, failing or skipped as its outcome says. Rules wait on the network, so they run concurrently.
import { describe, inject, test } from 'vitest';
import type { ConformanceConfig } from '../harness/rule/config.ts';
import { executeRule } from '../harness/rule/outcome.ts';
import { skipReason } from '../harness/rule/rule-meta.ts';
import { loadCatalogue, testNameOf } from './catalogue.ts';
import { type RuleRecord, writeRuleRecord } from './rule-records.ts';

declare module 'vitest' {
  interface ProvidedContext {
    conformance: import('../harness/rule/config.ts').ProvidedConfig;
  }
}

const ruleTimeoutMs = 120_000;
const provided = inject('conformance');
const config: ConformanceConfig | undefined = provided?.ok ? provided.config : undefined;
const run = provided?.ok ? provided.run : undefined;
const record = (id: string, result: RuleRecord) => {
  if (run) writeRuleRecord(run.recordsDir, id, result);
};
const catalogue = await loadCatalogue();

describe.concurrent('conformance', () => {
  for (const { meta, run: body } of catalogue) {
    if (run && !run.selected.includes(meta.id)) continue;
    test(testNameOf(meta), { timeout: ruleTimeoutMs }, async ({ skip }) => {
      if (!config || !provided?.ok)
        throw new Error(
          `conformance is not configured: ${provided?.ok === false ? provided.error : 'nothing provided'}`,
        );
      const notRun = skipReason(meta, config, provided.preconditions);
      if (notRun) {
        record(meta.id, { notRun });
        return skip(notRun.reason);
      }
      const outcome = await executeRule(meta, config, body, {
        knownViolations: provided.knownViolations,
        preflightFault: provided.preflightFaults?.[meta.id],
        preflightCreate: provided.preflightCreate,
      });
      record(meta.id, { outcome });
      if (outcome.status === 'skipped') return skip(outcome.detail);
      if (outcome.status !== 'passed') throw new Error(outcome.detail);
    });
  }
});
