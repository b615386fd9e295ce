// Seed §2 gives each create field a type and says nothing about refusing a value of another type. So in
// the core profile a service may refuse one (any 4xx) or store it converted to the stated type — what
// Ajv's `coerceTypes` does, Fastify's default: `"name": 3600` kept as "3600", `"interval_seconds": "60"` as
// 60, `"notify_on_failure": "true"` as true. Only a value stored with another type breaks the seed: that is
// judged in the create answer and in the account's list, wherever either shows the field. The full profile
// keeps the spec's promise (JobCreate: an ill-typed field is 422), judged by the rules themselves.
import type { RuleContext } from './rule-context.ts';
import type { Exchange } from './http.ts';
import { findByNameAnywhere } from './list-walker.ts';
import { shown, usableId } from './record.ts';

/** Whether `value` is of the JSON type the spec states (`string`, `integer`, `number`, `boolean`). */
export function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isSafeInteger(value);
  if (type === 'number') return typeof value === 'number';
  return typeof value === type;
}

/**
 * The body with a unique value to find the job by: its name, or, when the name cannot serve (it is left
 * out, or ill-typed), a unique query on its url (the target is called with it, harmlessly).
 */
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

/**
 * Judges a create that was sent `field` with a value not of `type`, found by `marker` (findable()): a 5xx
 * or no answer fails; a 4xx is a refusal the seed allows; a 2xx must keep the field with the stated type
 * in the create answer and in the list, and the job must be listed (§4.2). Core profile only.
 */
export async function judgeIllTyped(
  ctx: RuleContext,
  exchange: Exchange,
  field: string,
  type: string,
  marker: string,
  sent: unknown,
): Promise<void> {
  const status = exchange.response?.status ?? 0;
  const text = JSON.stringify(sent);
  const why = `${field} ${text.length > 60 ? `${text.slice(0, 60)}…` : text} (not ${type === 'integer' ? 'an integer' : `a ${type}`})`;
  if (status === 0 || status >= 500)
    ctx.fail(
      `${why}: ${status || 'no answer'}`,
      exchange,
      'a refusal (any 4xx) or the job stored with the stated type',
      'seed §2',
      status === 0 ? 'no-answer' : '5xx',
    );
  if (status < 200 || status >= 300) return;
  const expected = `${field} refused (any 4xx), or kept as ${type === 'integer' ? 'an integer' : `a ${type}`} (seed §2)`;
  const created = findByNameAnywhere(exchange.response?.json, marker);
  if (created && field in created)
    ctx.check(
      hasType(created[field], type),
      `${why} was accepted and the create answer shows ${field} ${shown(created[field])}`,
      exchange,
      expected,
      'seed §2',
      'schema',
    );
  const { exchange: listing, job: listed } = await ctx.findInList(marker);
  ctx.check(
    listed,
    `${why} was accepted (${status}) but the job is not in the account's list`,
    listing,
    `the job listed (its ${field === 'name' ? 'url' : 'name'} ${marker})`,
    'seed §4.2',
  );
  const id = usableId(listed?.id);
  if (id !== undefined && usableId(created?.id) === undefined) ctx.track(id); // no id in the create answer: deleted by the listed one
  if (listed && field in listed)
    ctx.check(
      hasType(listed[field], type),
      `${why} was accepted and the list shows ${field} ${shown(listed[field])}`,
      listing,
      expected,
      'seed §2',
      'schema',
    );
}
