import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'JOB-007',
    title: 'resumes a paused job: status active and a next run one interval ahead',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1resume/post' },
    operations: ['resumeJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 86_400 });
    ctx.expectAccepted(await ctx.request('POST', `/v1/jobs/${job.id}/pause`), 200, 'the job is paused');
    const exchange = await ctx.request('POST', `/v1/jobs/${job.id}/resume`);
    ctx.expectAccepted(exchange, 200, 'a paused job can be resumed');
    const resumed = exchange.response?.json as Record<string, unknown>;
    ctx.check(resumed?.status === 'active', `status ${JSON.stringify(resumed?.status)}`, exchange, 'status active');
    const gap = Date.parse(String(resumed?.next_run_at)) - Date.parse(String(resumed?.updated_at));
    ctx.check(gap === 86_400_000, `next_run_at ${String(resumed?.next_run_at)} is ${gap} ms after the resume (${String(resumed?.updated_at)})`, exchange, 'next_run_at = resume time + interval_seconds', '#/info/description (Run behaviour: resuming schedules from the resume time)');
  },
);
