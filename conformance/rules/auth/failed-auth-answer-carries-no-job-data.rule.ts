import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'AUTH-008',
    title: 'answers a failed authentication without any job data',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['createJob', 'listJobs', 'getJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const attempts = [
      ctx.request('GET', '/v1/jobs', { key: null }),
      ctx.request('GET', '/v1/jobs', { key: `cjk-not-a-key-${ctx.config.runId}` }),
      ...(ctx.full && job.id
        ? [
            ctx.request('GET', `/v1/jobs/${encodeURIComponent(job.id)}`, { key: null }),
            ctx.request('GET', `/v1/jobs/${encodeURIComponent(job.id)}`, { key: 'wrong' }),
          ]
        : []),
    ];
    for (const exchange of await Promise.all(attempts)) {
      ctx.expectRejected(exchange, 401, 'the request is unauthenticated');
      ctx.check(
        !exchange.response?.body.includes(job.name),
        'the refusal contains the job',
        exchange,
        `an answer without ${job.name}`,
      );
      ctx.probe('5.1', 'a refusal shows no job');
    }
  },
});
