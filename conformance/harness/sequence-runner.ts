// Runs SEQ-001's model-based property: fast-check generates sequences of commands (sequence-commands.ts),
// `asyncModelRun` sends each against the service and the model, and a failure shrinks to the shortest
// sequence that still fails. Bounded in time, since each step is a request: new sequences are tried for
// `searchMs` (5 s per 20 `--cases`, at most 50 s) and shrinking a failure gets `shrinkMs` more; a failure
// is reported as shrunk so far when the bound ends it (no command starts after it, so a slow service cannot
// stretch one long sequence past it either). Every sequence deletes what it created.
import fc from 'fast-check';
import type { RuleContext } from './rule-context.ts';
import { defaultCases } from './config.ts';
import { RuleFailure } from './failure.ts';
import { sequenceCommands, type Real, type Step } from './sequence-commands.ts';
import type { Model } from './sequence-model.ts';
import { replayScript } from './sequence-script.ts';

export const searchMsPerDefaultCases = 5_000;
export const maxSearchMs = 50_000;
export const shrinkMs = 40_000;
/** Commands per generated sequence (shrinking only shortens it). */
export const maxCommands = 32;

const isA = (error: unknown, name: string) => error instanceof Error && error.name === name;

export function searchBudgetMs(cases: number): number {
  return Math.min(maxSearchMs, Math.round((searchMsPerDefaultCases * cases) / defaultCases));
}

export async function checkSequences(ctx: RuleContext): Promise<void> {
  const { seed, cases } = ctx.config;
  const searchMs = searchBudgetMs(cases);
  const started = Date.now();
  let failure: { steps: Step[]; error: RuleFailure } | undefined;
  // Not the service's failure (blocked by another rule, or the kit's own exception): ends the search unshrunk.
  let stopped: unknown;

  const property = fc.asyncProperty(fc.commands(sequenceCommands, { maxCommands, size: 'max' }), async (commands) => {
    if (stopped !== undefined) return;
    // Past the search bound, the remaining cases pass untried — unless a failure is being shrunk.
    if (failure === undefined && Date.now() - started > searchMs) return;
    const real: Real = { ctx, steps: [] };
    try {
      await fc.asyncModelRun(
        () => ({ model: { jobs: [], deadline: started + searchMs + shrinkMs } satisfies Model, real }),
        commands,
      );
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
  const details = await fc.check(property, {
    seed,
    numRuns: cases,
    plugins: [fc.interruptAfterTimeLimit(searchMs + shrinkMs)],
  });
  if (stopped !== undefined) throw stopped;
  if (!details.failed) return;
  // fast-check failed without a service failure of ours (its own error): the kit's, reported as such.
  if (failure === undefined)
    throw details.errorInstance instanceof Error ? details.errorInstance : new Error(String(details.errorInstance));

  const { steps, error } = failure;
  const shrunk = details.interrupted
    ? `${details.numShrinks} shrinks before the time bound`
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
