import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'BODY-004',
    title: 'rejects an interval job without interval_seconds',
    profile: 'core',
    source: { seed: '2.1' },
    operations: ['createJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const body = ctx.validBody();
    delete body.interval_seconds;
    for (const candidate of [body, { ...body, interval_seconds: null }]) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: candidate });
      ctx.expectRejected(exchange, 422, 'seed §2 rule 1: schedule_type interval carries interval_seconds');
      ctx.expectFieldError(exchange, '/interval_seconds', 'the violation is named');
    }
  },
);
