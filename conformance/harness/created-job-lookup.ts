// Finds a job a rule just created in its account's list (ctx.findInList), for rules whose point is what
// happens to the list once such a job exists: a list page that answers 5xx (or nothing) then is that
// rule's failure, with its curl line — never a skip "blocked" by the rule that owns an unreadable list.
import type { RuleContext } from './context.ts';
import { RuleBlocked } from './failure.ts';

/** `after` says what the account holds by then, for the failure: "once the account holds …". */
export async function findCreated(ctx: RuleContext, marker: string, after: string): ReturnType<RuleContext['findInList']> {
  try {
    return await ctx.findInList(marker);
  } catch (error) {
    const last = ctx.lastExchange();
    const status = last?.response?.status ?? 0;
    if (error instanceof RuleBlocked && last && (status === 0 || status >= 500))
      ctx.fail(`the list answered ${status || `nothing (${last.error})`} ${after}`, last, 'the list, showing the job', ctx.full ? '#/paths/~1v1~1jobs/get' : 'seed §4.2', status === 0 ? 'no-answer' : '5xx');
    throw error;
  }
}
