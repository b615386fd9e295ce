// Seed §2 rule 1 (an interval job carries interval_seconds) with rule 2 (required fields and defaults: not
// shown). A core service may refuse an interval create without interval_seconds, or accept it and give the
// job an interval of its own: then the job must carry one — an integer — wherever the service shows the
// field (its create answer, its list). When the service shows interval_seconds for no job at all, whether
// the accepted one carries it cannot be seen: the rule cannot decide.
import type { Exchange } from '../transport/http.ts';
import { fieldOf } from '../read-back/read-back.ts';
import { shown, unwrapRecord } from '../transport/record.ts';
import type { RuleContext } from '../rule/rule-context.ts';

export async function judgeCarriesInterval(
  ctx: RuleContext,
  exchange: Exchange,
  name: string,
  what: string,
): Promise<void> {
  const status = exchange.response?.status ?? 0;
  if (status < 200 || status >= 300) return; // a refusal (a 5xx fails the rule after the body)
  const expected = 'a refusal (any 4xx), or a job that carries an integer interval_seconds (seed §2 rules 1 and 2)';
  const record = unwrapRecord(exchange.response?.json);
  const inAnswer = record ? fieldOf(record, 'interval_seconds') : undefined;
  const { exchange: listing, job: listed } = await ctx.findInList(name);
  const inList = listed ? fieldOf(listed, 'interval_seconds') : undefined;
  for (const [where, value, ex] of [
    ['create answer', inAnswer, exchange],
    ['list', inList, listing],
  ] as const)
    if (value !== undefined)
      ctx.check(
        Number.isSafeInteger(value),
        `an interval job with ${what} was accepted (${status}) and the ${where} shows interval_seconds ${shown(value)}`,
        ex,
        expected,
        'seed §2 rules 1 and 2',
      );
  if (inAnswer !== undefined || inList !== undefined) return;
  // Neither shows the field: does the service show it for a job created with it?
  const reference = await ctx.createJob();
  const { job: referenceListed } = await ctx.findInList(reference.name);
  const shows =
    (reference.record && fieldOf(reference.record, 'interval_seconds') !== undefined) ||
    (referenceListed && fieldOf(referenceListed, 'interval_seconds') !== undefined);
  if (shows)
    ctx.fail(
      `an interval job with ${what} was accepted (${status}) and carries no interval_seconds, while a job created with one shows it`,
      listing,
      expected,
      'seed §2 rules 1 and 2',
    );
  ctx.cannotDecide(
    `an interval job with ${what} was accepted (${status}), but the service shows interval_seconds for no job, so whether it carries one cannot be seen`,
    'nothing the kit can give: the service would have to show interval_seconds in its create answer or its list',
  );
}
