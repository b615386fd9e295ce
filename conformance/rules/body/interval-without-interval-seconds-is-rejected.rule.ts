import { rule } from '../../harness/rule/rule.ts';
import { judgeCarriesInterval } from '../../harness/checks/interval-default.ts';

// Seed §2 rule 1: a job with schedule_type interval carries interval_seconds. Which fields are required and
// any defaults are not shown (§2 rule 2), so in core a service may refuse such a create (any 4xx) or accept it
// and give the job an interval of its own: then the job as it shows it must carry interval_seconds, an
// integer (rules 1 and 2 together). Full: the spec requires the field (422 naming /interval_seconds).
export default rule({
  meta: {
    id: 'BODY-004',
    title: 'rejects an interval job without interval_seconds, or gives it one (core)',
    profile: 'core',
    source: { seed: '2.1' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const body = ctx.validBody();
    delete body.interval_seconds;
    for (const [label, candidate] of [
      ['left out', body],
      ['null', { ...body, name: ctx.name(), interval_seconds: null }],
    ] as const) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: candidate });
      ctx.probe('2.1', `interval_seconds ${label}`);
      if (!ctx.full) {
        await judgeCarriesInterval(ctx, exchange, String(candidate.name), `interval_seconds ${label}`);
        continue;
      }
      ctx.expectRejected(exchange, 422, 'seed §2 rule 1: schedule_type interval carries interval_seconds');
      ctx.expectFieldError(exchange, '/interval_seconds', 'the violation is named');
    }
  },
});
