// Finds a job a rule just created in its account's list (ctx.findInList), for rules whose point is what
// happens to the list once such a job exists: a list that answers 5xx then is that rule's failure, with
// its curl line — never "blocked" by the rule that owns a list that does not answer at all.
import type { RuleContext } from './context.ts';
import { RuleBlocked } from './failure.ts';

export async function findCreated(ctx: RuleContext, marker: string, key?: string): ReturnType<RuleContext['findInList']> {
  try {
    return await ctx.findInList(marker, key);
  } catch (error) {
    if (error instanceof RuleBlocked) ctx.verifyNoServerErrors();
    throw error;
  }
}
