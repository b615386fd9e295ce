// Runs a fast-check property inside a rule: the run's seed and case count, shrinking on — bounded in time,
// since each step is a request — so a failure shows the smallest counterexample found; the failure names the
// seed and path, so `--seed N` replays the same generated cases. A 5xx or an unanswered request is claimed to
// be caused by the input only when sending the smallest input again shows it again: a fault that came from
// the service's state (an earlier delete, a concurrent rule) is reported where it was first met, not pinned
// on an input that did not cause it.
import fc from 'fast-check';
import type { RuleContext } from '../rule/rule-context.ts';
import { RuleFailure } from '../rule/failure.ts';
import { isFault } from '../lists/list-walker.ts';

/** The whole property, cases and shrinking, stops here; a failure found by then is reported as shrunk so far. */
export const propertyTimeLimitMs = 45_000;

export async function checkProperty<T>(
  ctx: RuleContext,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  /** Inputs tried on every run before the generated ones: the edges a random draw may miss. */
  examples: readonly T[] = [],
): Promise<void> {
  const { seed, cases } = ctx.config;
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), {
    seed,
    numRuns: cases,
    examples: examples.map((example): [T] => [example]),
    interruptAfterTimeLimit: propertyTimeLimitMs,
  });
  if (!details.failed) return;
  const shrunk = details.interrupted
    ? `${details.numShrinks} shrinks before the ${propertyTimeLimitMs / 1000} s bound`
    : `shrunk ${details.numShrinks} times`;
  const replay = `fast-check seed ${details.seed}, path ${details.counterexamplePath ?? ''}, case ${details.numRuns} of ${cases}, ${shrunk}; replay with --seed ${details.seed}`;
  const error = details.errorInstance;
  if (error instanceof RuleFailure && error.at && isFault(error.at) && details.counterexample) {
    const again = await predicate(details.counterexample[0]).then(
      () => undefined,
      (e: unknown) => (e instanceof RuleFailure ? e.at : undefined),
    );
    if (again && isFault(again))
      throw new RuleFailure(`${error.data.summary} (${replay}; sent again, it failed again)`, error.data, again);
    const first = ctx.serverFault() ?? error.at;
    const answered = again?.response?.status ?? 'no failure';
    throw new RuleFailure(
      `${ctx.meta.id}: ${first.response ? `answered ${first.response.status}` : 'no answer'} to ${first.request.method} ${first.request.path.split('?')[0]} during the generated cases; the smallest input found (${error.data.summary.replace(/^[A-Z]+-\d+: /, '')}) sent again answered ${answered}, so it is not shown to be the cause (${replay})`,
      { ...ctx.faultFailure(first).data },
      first,
    );
  }
  if (error instanceof RuleFailure) throw new RuleFailure(`${error.data.summary} (${replay})`, error.data, error.at);
  // Not a verdict on the service (the kit's own exception): rethrown for the harness to report as an error.
  throw error instanceof Error ? error : new Error(String(error));
}
