// Runs SEQ-001's model-based property: fast-check generates sequences of commands (sequence-commands.ts),
// `asyncModelRun` sends each against the service and the model, and a failure shrinks to the shortest
// sequence that still fails. Bounded by work, so a seed replays the same search on any machine: `--cases`
// sequences are tried, and shrinking a failure tries at most `maxShrinkRuns` more. A hang guard stops a
// service too slow for that work (`guardMs`, below the kit's 120 s a rule): no command starts after it; a
// search it cut short is a check that did not happen (skipped, with how far it got), a failure it cut
// short is reported as shrunk so far. Every sequence deletes what it created.
import fc from 'fast-check';
import type { RuleContext } from '../rule/rule-context.ts';
import { RuleBlocked, RuleFailure } from '../rule/failure.ts';
import { sequenceCommands } from './sequence-commands.ts';
import type { Model } from './sequence-model.ts';
import { replayScript } from './sequence-script.ts';
import type { Real, Step } from './sequence-step.ts';

/** Commands per generated sequence (shrinking only shortens it). */
export const maxCommands = 32;
/** Sequences tried while shrinking a failure; each is up to 32 requests. */
export const maxShrinkRuns = 500;
/** Not a bound of the search: a guard against a service that answers very slowly. */
export const guardMs = 90_000;

const isA = (error: unknown, name: string) => error instanceof Error && error.name === name;

export async function checkSequences(ctx: RuleContext): Promise<void> {
  const { seed, cases } = ctx.config;
  const deadline = Date.now() + guardMs;
  let failure: { steps: Step[]; error: RuleFailure } | undefined;
  let shrinkRuns = 0;
  // Not the service's failure (blocked by another rule, or the kit's own exception): ends the search unshrunk.
  let stopped: unknown;

  const property = fc.asyncProperty(fc.commands(sequenceCommands, { maxCommands, size: 'max' }), async (commands) => {
    if (stopped !== undefined) return;
    // Past the shrink bound, the remaining candidates pass untried: the failure kept is the shortest so far.
    if (failure !== undefined && ++shrinkRuns > maxShrinkRuns) return;
    const real: Real = { ctx, steps: [] };
    try {
      await fc.asyncModelRun(() => ({ model: { jobs: [], deadline } satisfies Model, real }), commands);
    } catch (error) {
      if (!(error instanceof RuleFailure || isA(error, 'RuleFailure'))) {
        stopped = error;
        return;
      }
      // Shrinking keeps the last failing candidate: the one reported at the end.
      failure = { steps: real.steps, error: error as RuleFailure };
      throw error;
    } finally {
      await ctx.cleanUp();
    }
  });
  const details = await fc.check(property, { seed, numRuns: cases, plugins: [fc.interruptAfterTimeLimit(guardMs)] });
  if (stopped !== undefined) throw stopped;
  if (!details.failed) {
    if (details.interrupted)
      throw new RuleBlocked(
        `tried ${details.numRuns} of ${cases} sequences before the ${guardMs / 1000} s guard: the service answers too slowly for them all`,
        `run SEQ-001 alone (--only SEQ-001) with fewer --cases, e.g. --cases ${Math.max(1, details.numRuns)}`,
      );
    return;
  }
  // fast-check failed without a service failure of ours (its own error): the kit's, reported as such.
  if (failure === undefined)
    throw details.errorInstance instanceof Error ? details.errorInstance : new Error(String(details.errorInstance));

  const { steps, error } = failure;
  const shrunk = details.interrupted
    ? `${details.numShrinks} shrinks before the ${guardMs / 1000} s guard`
    : shrinkRuns > maxShrinkRuns
      ? `${details.numShrinks} shrinks in the ${maxShrinkRuns} sequences shrinking may try`
      : `shrunk ${details.numShrinks} times`;
  const replay = `fast-check seed ${details.seed}, path ${details.counterexamplePath ?? ''}, case ${details.numRuns} of ${cases}, ${shrunk}; replay with --seed ${details.seed}`;
  const sequence = steps.map((step, i) => `${i + 1}. ${step.text}`).join('; ');
  const script = replayScript(ctx.config.baseUrl, steps, { main: ctx.keys.main, second: ctx.keys.second }, [
    `${ctx.meta.id}: the shrunk sequence, ${steps.length} steps (${replay}).`,
    'Run with bash, CRONJOBS_API_KEY set; each answer is printed, the last is where the service and the model part.',
  ]);
  throw new RuleFailure(
    `${error.data.summary} — after the shrunk sequence of ${steps.length} steps: ${sequence} (${replay})`,
    { ...error.data, reproduce: script },
    error.at,
  );
}
