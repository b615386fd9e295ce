import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'BODY-001',
    title: 'accepts a create with every seed field valid',
    profile: 'core',
    source: { seed: '4.1' },
    operations: ['createJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob();
    if (!ctx.full) return;
    const location = job.exchange.response?.headers.location;
    ctx.check(job.id && location === `/v1/jobs/${job.id}`, 'Location does not name the created job', job.exchange, `Location: /v1/jobs/${job.id ?? '{id}'}`, '#/components/headers/Location');
  },
);
