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
import type { Exchange } from '../transport/http.ts';
import type { PaginationUsed } from '../lists/next-page.ts';
import type { ProbeRecord } from './probes.ts';
import type { RuleMeta } from './rule-meta.ts';
import { isFault } from '../lists/list-walker.ts';
import { matchOperation } from '../spec/spec-document.ts';

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
  /** The probes of the seed's promises the rule made. */
  readonly probes?: ProbeRecord;
  /** Every request the rule sent, clean-up included, in a line each: the run pins a fault with the requests before it. */
  readonly trail?: readonly TrailEntry[];
  /** Failed: when the exchange the failure is about was sent (epoch ms; the trail entry's `t`). */
  readonly failedAtMs?: number;
  /** A fault the rule met that its reported failure is not about (it came after the rule had failed). */
  readonly faultAtMs?: number;
  /** With --next-page: whether the rule's walks matched it (list-walker.ts `hint`). */
  readonly hint?: { readonly matched: boolean; readonly instead?: string };
}

/** One request of a rule in a line: when it left, with which of the run's keys, and what came back. */
export interface TrailEntry {
  readonly t: number;
  readonly key: 'main' | 'second' | 'other' | 'none';
  readonly method: string;
  readonly path: string;
  /** null: no answer. */
  readonly status: number | null;
}

function trailOf(
  config: ConformanceConfig,
  exchanges: readonly Exchange[],
  mask: (text: string) => string,
): TrailEntry[] {
  return exchanges.map(({ request, response, startedAt }) => {
    const key = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1];
    return {
      t: startedAt ?? 0,
      key:
        key === undefined ? 'none' : key === config.apiKey ? 'main' : key === config.secondApiKey ? 'second' : 'other',
      method: request.method,
      path: mask(request.path.length > 160 ? `${request.path.slice(0, 160)}…` : request.path),
      status: response?.status ?? null,
    };
  });
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
  /** The exchange the rule's own failure is about; `failingAt`, the one its reported failure is about. */
  let failingExchange: Exchange | undefined;
  let failingAt: Exchange | undefined;
  try {
    // The body's own failure names the exchange it concerns; without one, any 5xx or (full profile)
    // any response off the contract fails the rule.
    await body(ctx);
    ctx.verifyNoServerErrors();
    await ctx.verifyReadBack();
    ctx.verifyNoServerErrors();
    ctx.verifyContract();
    result = { status: 'passed', detail: '' };
  } catch (error) {
    if (error instanceof RuleFailure || isA(error, 'RuleFailure')) {
      failingExchange = (error as RuleFailure).at;
      failingAt = failingExchange;
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
  // The first 5xx or unanswered request the rule met is its failure, wherever it came (the body, a list walk,
  // the read-back, the clean-up), unless the rule failed before it (a fault after a failure cannot have caused
  // it; the report still pins it: `faultAtMs`). What followed a fault may be its consequence. A failure about a
  // fault exchange already says so.
  const fault = ctx.serverFault() ?? shared.preflightFault;
  const failedAt = result.status === 'failed' ? failingExchange : undefined;
  const order = (exchange: Exchange | undefined) => (exchange ? ctx.exchanges.indexOf(exchange) : -1);
  const faultFirst =
    result.status !== 'failed' ||
    (fault !== shared.preflightFault && failedAt !== undefined && order(fault) >= 0 && order(fault) < order(failedAt));
  if (fault && failedAt !== fault && !(failedAt && isFault(failedAt)) && faultFirst) {
    const during =
      fault === shared.preflightFault ? 'met in the pre-flight, which establishes what this rule checks' : undefined;
    const instead =
      result.status === 'passed'
        ? during
        : `${during ?? 'met'} while the rule was ${result.status === 'failed' ? 'failing' : result.status === 'skipped' ? 'skipped' : 'left unfinished'}: ${result.detail.split('\n')[0]}`;
    const failure = { ...ctx.faultFailure(fault, instead).data, ...ctx.describe.lines(ctx.exchanges, fault) };
    result = { status: 'failed', detail: failureText(failure), failure };
    failingAt = fault;
  }
  return {
    ...result,
    coverage: coverageOf(ctx.exchanges),
    requests: ctx.exchanges.length,
    ...(config.record ? { exchanges: [...ctx.exchanges, ...ctx.cleanUpExchanges] } : {}),
    probes: ctx.probes(),
    trail: trailOf(config, [...ctx.exchanges, ...ctx.cleanUpExchanges], ctx.describe.mask),
    ...(failingAt?.startedAt !== undefined ? { failedAtMs: failingAt.startedAt } : {}),
    ...(fault && fault !== failingAt && fault.startedAt !== undefined ? { faultAtMs: fault.startedAt } : {}),
    ...(ctx.nextPageHint() ? { hint: ctx.nextPageHint()! } : {}),
    ...(ctx.pagination() ? { pagination: ctx.pagination()! } : {}),
  };
}
