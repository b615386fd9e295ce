// Runs one rule's body and turns whatever happens into data: passed; failed (a RuleFailure, with its
// parts and curl line); skipped (RuleBlocked: blocked by another rule, or the seed leaves it open); or
// error — the kit itself could not finish the rule (an exception it did not foresee). An error is never
// reported as the service's failure, and its text is never a bare JavaScript message: the detail says what
// the kit was doing and after which exchange; the exception goes to `internal` for the kit's developers.
// Whatever the body concluded, a 5xx or an unanswered request met anywhere in the rule — its own requests,
// a list walk, a precondition, the clean-up — makes it failed, with that exchange and its curl line: a
// fault is never a skip, an error or a pass.
import type { ConformanceConfig } from './config.ts';
import { createRuleContext, type SharedFacts } from './context.ts';
import type { RuleContext } from './rule-context.ts';
import { failureText, RuleBlocked, RuleFailure, type FailureData } from './failure.ts';
import type { Exchange } from './http.ts';
import type { PaginationUsed } from './next-page.ts';
import type { RuleMeta } from './rule-meta.ts';
import { matchOperation } from './spec-document.ts';

export type OutcomeStatus = 'passed' | 'failed' | 'skipped' | 'error';

export interface RuleOutcome {
  readonly status: OutcomeStatus;
  /** Failed: the failure as text. Skipped: why. Error: what the kit could not do. Passed: empty. */
  readonly detail: string;
  readonly failure?: FailureData;
  /** Skipped: what would let the kit decide the rule. */
  readonly decideHint?: string;
  /** Error: the exception, for the kit's developers. */
  readonly internal?: string;
  /** `operationId status` of every answer the rule got, for the coverage table. */
  readonly coverage: readonly string[];
  readonly requests: number;
  /** Every exchange, when the run records them (`--record`). */
  readonly exchanges?: readonly Exchange[];
  /** How the rule's list walks got past a first page, when they did. */
  readonly pagination?: PaginationUsed;
}

const isA = (error: unknown, name: string) => error instanceof Error && error.name === name;

export function coverageOf(exchanges: readonly Exchange[]): string[] {
  const keys = new Set<string>();
  for (const { request, response } of exchanges) {
    const op = response ? matchOperation(request.method, request.path) : undefined;
    if (op && response) keys.add(`${op.operationId} ${response.status}`);
  }
  return [...keys];
}

export async function executeRule(
  meta: RuleMeta,
  config: ConformanceConfig,
  body: (ctx: RuleContext) => Promise<void>,
  shared: SharedFacts = {},
): Promise<RuleOutcome> {
  const ctx = createRuleContext(meta, config, shared);
  let result: Pick<RuleOutcome, 'status' | 'detail' | 'failure' | 'internal' | 'decideHint'>;
  try {
    // The body's own failure names the exchange it concerns; without one, any 5xx or (full profile)
    // any response off the contract fails the rule.
    await body(ctx);
    ctx.verifyNoServerErrors();
    ctx.verifyContract();
    result = { status: 'passed', detail: '' };
  } catch (error) {
    if (error instanceof RuleFailure || isA(error, 'RuleFailure')) {
      // What the failure relied on: every exchange up to the one it is about.
      const failure = {
        ...(error as RuleFailure).data,
        ...ctx.describe.lines(ctx.exchanges, (error as RuleFailure).at),
      };
      result = { status: 'failed', detail: failureText(failure), failure };
    } else if (error instanceof RuleBlocked || isA(error, 'RuleBlocked')) {
      result = {
        status: 'skipped',
        detail: (error as RuleBlocked).reason,
        decideHint: (error as RuleBlocked).decideHint,
      };
    } else {
      const last = ctx.lastExchange();
      const after = last
        ? ` after ${ctx.describe.request(last).split(' [')[0]} answered ${ctx.describe.response(last)}`
        : ' before sending anything';
      result = {
        status: 'error',
        decideHint:
          'a defect of the kit: report it with the "internal" field; the rule is decided once the kit handles this answer',
        detail: `the kit could not finish ${meta.id}${after}: the answer has a shape this rule did not foresee, or the kit has a defect (the exception is in the report's "internal" field)`,
        internal: ctx.describe.mask(
          error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error),
        ),
      };
    }
  }
  await ctx.cleanUp().catch(() => undefined);
  const fault = ctx.serverFault() ?? shared.preflightFault;
  if (fault && result.status !== 'failed') {
    const during =
      fault === shared.preflightFault ? 'met in the pre-flight, which establishes what this rule checks' : undefined;
    const instead =
      result.status === 'passed'
        ? during
        : `${during ?? 'met'} while the rule was ${result.status === 'skipped' ? 'skipped' : 'left unfinished'}: ${result.detail.split('\n')[0]}`;
    const failure = { ...ctx.faultFailure(fault, instead).data, ...ctx.describe.lines(ctx.exchanges, fault) };
    result = { status: 'failed', detail: failureText(failure), failure };
  }
  return {
    ...result,
    coverage: coverageOf(ctx.exchanges),
    requests: ctx.exchanges.length,
    ...(config.record ? { exchanges: [...ctx.exchanges] } : {}),
    ...(ctx.pagination() ? { pagination: ctx.pagination()! } : {}),
  };
}
