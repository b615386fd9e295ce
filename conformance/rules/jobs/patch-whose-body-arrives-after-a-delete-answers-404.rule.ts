import { setTimeout as sleep } from 'node:timers/promises';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'JOB-014',
    title: 'a PATCH whose body arrives after a DELETE of the job has finished answers 404 and revives nothing',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs~1{job_id}/patch' },
    operations: ['updateJob', 'deleteJob', 'getJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    const path = ctx.jobPath(job);
    // The PATCH's head goes first and its body waits: a server that looks the job up as the head arrives is
    // then handling a job that the DELETE removes before the body comes. Both waits together stay inside the
    // idle bound of --timeout, which runs while the body is held; the DELETE may take most of it (a loaded
    // service is slow, not serial).
    const { timeoutMs } = ctx.config;
    const headStartMs = Math.min(200, timeoutMs / 10);
    const deleteWaitMs = timeoutMs * 0.6;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const patching = ctx.request('PATCH', path, { body: { name: ctx.name() }, bodyAfter: released });
    await sleep(headStartMs);
    const deleting = ctx.request('DELETE', path);
    const deletedFirst = await Promise.race([deleting.then(() => true), sleep(deleteWaitMs).then(() => false)]);
    release();
    const [patched, deleted] = await Promise.all([patching, deleting]);
    if (!deletedFirst)
      ctx.cannotDecide(
        `the service answered the DELETE only after the PATCH's body had arrived (no answer within ${deleteWaitMs} ms: it handles one request of a job, or of all, at a time, or is that slow), so no body could arrive after the DELETE had finished`,
        'nothing to decide: a service that finishes the PATCH before it starts the DELETE cannot lose this race',
      );
    ctx.expectAccepted(deleted, 204, 'the job is deleted while a PATCH of it waits for its body');
    ctx.expectRejected(
      patched,
      404,
      "the PATCH's body arrived after the DELETE had finished: the patch applies to the job as it is then, and there is none",
    );
    ctx.expectRejected(await ctx.request('GET', path), 404, 'the late PATCH did not bring the deleted job back');
  },
});
