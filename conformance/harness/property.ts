// Runs a fast-check property inside a rule: the run's seed and case count, no shrinking (each case is a
// request; the first counterexample is reported as found), and the failure names the seed and path so
// `--seed N` replays it.
import fc from 'fast-check';
import type { RuleContext } from './context.ts';
import { RuleFailure } from './failure.ts';

export async function checkProperty<T>(ctx: RuleContext, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>): Promise<void> {
  const { seed, cases } = ctx.config;
  console.info(`${ctx.meta.id}: fast-check seed ${seed}, ${cases} cases (replay with --seed ${seed})`);
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), { seed, numRuns: cases, endOnFailure: true });
  if (!details.failed) return;
  const replay = `fast-check seed ${details.seed}, path ${details.counterexamplePath ?? ''}, after ${details.numRuns} cases; replay with --seed ${details.seed}`;
  const error = details.errorInstance;
  if (error instanceof RuleFailure) throw new RuleFailure(`${error.message.split('\n')[0]} (${replay})`, error.parts);
  throw new Error(`${ctx.meta.id}: ${error instanceof Error ? error.message : String(error)} (${replay}; counterexample ${JSON.stringify(details.counterexample)?.slice(0, 300)})`);
}
