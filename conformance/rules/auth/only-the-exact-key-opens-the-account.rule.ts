import { rule } from '../../harness/rule/rule.ts';
import { nearMissKeys } from './near-miss-keys.ts';
import { stringsIn } from '../../harness/lists/list-walker.ts';

// Seed §5.1: each request is authenticated with the account's API key. A key check that compares loosely —
// ignoring letter case, a prefix or a suffix of the key, a character too many or too few, a close match —
// passes AUTH-003's keys, which are far from any real one. Here every key one edit away from the account's own
// (near-miss-keys.ts) must be refused on the create and on the list, and no refusal may show the account's job.
//
// What HTTP decides is followed: white space around a field value is not part of it (RFC 9110 §5.5), so a key
// padded with spaces is the key and is not tried. What the seed leaves open is left alone: a second way to send
// the key (a query parameter, an Authorization header) is the service's choice, and so is accepting another
// account's key — a near miss of the given key that the service takes without showing this account's jobs may
// belong to a third account, so it leaves the rule undecided rather than failed.
export default rule({
  meta: {
    id: 'AUTH-015',
    title: 'opens an account only with its exact key, refusing keys one letter case or one character away',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const where = ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1';
    const job = await ctx.createJob();
    const given = [ctx.keys.main, ctx.keys.second].filter((k): k is string => k !== undefined);
    const strangers: string[] = [];
    for (const { key, kind } of nearMissKeys(ctx.keys.main).filter((m) => !given.includes(m.key))) {
      const list = await ctx.request('GET', '/v1/jobs', { key });
      const create = await ctx.request('POST', '/v1/jobs', { key, body: ctx.validBody() });
      for (const [operation, exchange] of [
        ['listJobs', list],
        ['createJob', create],
      ] as const) {
        const status = exchange.response?.status ?? 0;
        const shows = stringsIn(exchange.response?.json).has(job.name) || exchange.response?.body.includes(job.name);
        ctx.check(
          !shows,
          `${operation} with the key ${kind} answered ${status} showing the account's job ${job.name}`,
          exchange,
          "a refusal (any 4xx) that shows none of the account's jobs",
          where,
        );
        if (status >= 400 && status < 500) ctx.probe('5.1', `a key ${kind}: ${operation} refused`);
      }
      const accepted = [list, create].some((e) => Math.floor((e.response?.status ?? 0) / 100) === 2);
      if (!accepted) continue;
      // Taken: the key opens this account (its list shows the job, or the create lands in it) — or a third.
      const { job: landed } = await ctx.findInList(
        String(JSON.parse(String(create.request.body)).name),
        ctx.keys.main,
        'absent',
      );
      ctx.check(
        !landed,
        `a create with the key ${kind} was accepted (${create.response?.status}) and the job is in the account's list`,
        create,
        'a refusal (any 4xx): only the exact key opens the account',
        where,
      );
      strangers.push(kind);
    }
    if (strangers.length > 0)
      ctx.cannotDecide(
        `the service accepted keys ${strangers.join('; ')} without showing this account's jobs: they may belong to other accounts`,
        'give --api-key a key no other account of the service has within one character or letter case of it',
      );
  },
});
