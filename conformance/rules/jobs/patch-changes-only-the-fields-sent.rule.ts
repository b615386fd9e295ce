import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-002',
    title: 'changes the fields a patch sends and keeps the others',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/patch' },
    operations: ['updateJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ method: 'POST', notify_on_failure: true });
    const name = ctx.name();
    const patches = [
      { contentType: 'application/json', patch: { name } },
      { contentType: 'application/merge-patch+json', patch: { interval_seconds: 172_800 } },
    ];
    let expected = { ...job.record };
    for (const { contentType, patch } of patches) {
      const exchange = await ctx.request('PATCH', ctx.jobPath(job), {
        body: patch,
        headers: { 'Content-Type': contentType },
      });
      ctx.expectAccepted(exchange, 200, `a patch sent as ${contentType} is applied`);
      expected = { ...expected, ...patch };
      const got = exchange.response?.json as Record<string, unknown>;
      for (const field of [
        'name',
        'url',
        'method',
        'schedule_type',
        'interval_seconds',
        'notify_on_failure',
        'timeout_seconds',
        'status',
        'created_at',
      ])
        ctx.check(
          JSON.stringify(got?.[field]) === JSON.stringify(expected[field]),
          `after the patch ${field} is ${shown(got?.[field])}`,
          exchange,
          `${field}: ${JSON.stringify(expected[field])}`,
        );
    }
    const fetched = await ctx.request('GET', ctx.jobPath(job));
    ctx.check(
      (fetched.response?.json as { name?: unknown })?.name === name,
      'the change was not stored',
      fetched,
      `name ${name}`,
    );
  },
});
