// A create body a rule can find again in the account's list (read-back.ts) when the create answers no id:
// by its name, or, when the name cannot serve (it is left out, or sent with another type), by a unique query
// on its url (the target is called with it, harmlessly).
import type { RuleContext } from '../rule/rule-context.ts';

export function findable(
  ctx: Pick<RuleContext, 'name'>,
  body: Record<string, unknown>,
  nameUnusable: boolean,
): { body: Record<string, unknown>; marker: string } {
  if (!nameUnusable) return { body, marker: String(body.name) };
  const url = new URL(String(body.url));
  url.searchParams.set('cjk', ctx.name());
  return { body: { ...body, url: url.href }, marker: url.href };
}
