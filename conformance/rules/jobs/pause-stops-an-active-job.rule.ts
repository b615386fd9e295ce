import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-005',
    title: 'pauses an active job: status paused and no next run',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1pause/post' },
    operations: ['pauseJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const exchange = await ctx.request('POST', ctx.jobPath(job, '/pause'));
    ctx.expectAccepted(exchange, 200, 'an active job can be paused');
    const paused = exchange.response?.json as Record<string, unknown>;
    ctx.check(
      paused?.status === 'paused' && paused?.next_run_at === null,
      `status ${shown(paused?.status)}, next_run_at ${shown(paused?.next_run_at)}`,
      exchange,
      'status paused, next_run_at null',
    );
    const fetched = await ctx.request('GET', ctx.jobPath(job));
    ctx.check(
      (fetched.response?.json as Record<string, unknown>)?.status === 'paused',
      'the pause was not stored',
      fetched,
      'status paused',
    );
  },
});
