import { shown, unwrapRecord } from '../../harness/transport/record.ts';
import { everyJobOperation, jobOperations } from '../../harness/rule/operations-in-scope.ts';
import { rule } from '../../harness/rule/rule.ts';
import { fillPath } from '../../harness/spec/spec-document.ts';

export default rule({
  meta: {
    id: 'AUTH-010',
    title: "answers 404 to every operation on another account's job and leaves it unchanged",
    profile: 'full',
    source: { spec: '#/components/parameters/JobId' },
    operations: everyJobOperation,
    needs: ['second-key', 'write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const before = await ctx.request('GET', ctx.jobPath(job));
    for (const op of jobOperations) {
      const path = fillPath(op.path, { job_id: job.id! });
      const body = op.operationId === 'updateJob' ? { name: 'taken over' } : undefined;
      const exchange = await ctx.request(op.method, path, { key: ctx.keys.second!, body });
      ctx.expectRejected(exchange, 404, `${op.operationId} with another account's key finds nothing`);
    }
    const after = await ctx.request('GET', ctx.jobPath(job));
    ctx.expectAccepted(after, 200, 'the owner still has the job');
    const [b, a] = [unwrapRecord(before.response?.json), unwrapRecord(after.response?.json)];
    for (const field of ['name', 'status', 'updated_at', 'last_run'])
      ctx.check(
        JSON.stringify(a?.[field]) === JSON.stringify(b?.[field]),
        `another account changed ${field}`,
        after,
        `${field} ${shown(b?.[field])}`,
      );
  },
});
