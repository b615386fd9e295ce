import { shown, unwrapRecord } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-007',
    title: 'resumes a paused job: status active and a next run one interval ahead',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}~1resume/post' },
    operations: ['resumeJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 86_400 });
    ctx.expectAccepted(await ctx.request('POST', ctx.jobPath(job, '/pause')), 200, 'the job is paused');
    const exchange = await ctx.request('POST', ctx.jobPath(job, '/resume'));
    ctx.expectAccepted(exchange, 200, 'a paused job can be resumed');
    const resumed = unwrapRecord(exchange.response?.json);
    ctx.check(resumed?.status === 'active', `status ${shown(resumed?.status)}`, exchange, 'status active');
    // The resume happened somewhere between the request leaving and the answer arriving; the service
    // stamps it as updated_at. A real service may read its clock twice or keep whole seconds, so
    // next_run_at is held to updated_at + interval within the exchange's own duration (at least 1 s).
    const gap = Date.parse(String(resumed?.next_run_at)) - Date.parse(String(resumed?.updated_at));
    const slack = Math.max(1_000, Math.ceil(exchange.ms ?? 0));
    ctx.check(
      Math.abs(gap - 86_400_000) <= slack,
      `next_run_at ${shown(resumed?.next_run_at)} is ${gap} ms after the resume (${shown(resumed?.updated_at)})`,
      exchange,
      `next_run_at = resume time + interval_seconds (86,400,000 ms ± ${slack} ms)`,
      '#/info/description (Run behaviour: resuming schedules from the resume time)',
    );
  },
});
