import { shown } from '../../harness/transport/record.ts';
import { findByNameAnywhere } from '../../harness/lists/list-walker.ts';
import { rule } from '../../harness/rule/rule.ts';
import { createFields } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-003',
    title: 'returns the values sent, in the create answer and in the list',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob', 'listJobs'],
    needs: ['write', 'list'],
  },
  run: async (ctx) => {
    // Values other than the spec's defaults, so a field that is dropped or defaulted shows.
    const sent = ctx.full
      ? { method: 'POST', interval_seconds: 7_200, notify_on_failure: true, timeout_seconds: 45 }
      : { interval_seconds: 3_600, notify_on_failure: true };
    const job = await ctx.createJob(sent);
    const { exchange, job: listed } = await ctx.findInList(job.name);
    ctx.check(listed, 'the created job is not in the list', exchange, `an entry named ${job.name}`);
    // Core: the record's shape is not shown (seed §2 rule 5), so only the seed fields a record shows, under
    // their seed names, are compared. Full: every field sent must come back.
    const seedFields = new Set(
      createFields()
        .filter((f) => f.seed)
        .map((f) => f.name),
    );
    const created = ctx.full ? job.record : findByNameAnywhere(job.record, job.name);
    for (const [where, record, ex] of [
      ['create answer', created, job.exchange],
      ['list', listed, exchange],
    ] as const)
      for (const [field, value] of Object.entries(job.body)) {
        if (!ctx.full && (!record || !(field in record) || !seedFields.has(field))) continue;
        ctx.check(
          JSON.stringify(record?.[field]) === JSON.stringify(value),
          `the ${where} has ${field} ${shown(record?.[field])}`,
          ex,
          `${field}: ${JSON.stringify(value)} as sent`,
          ctx.full ? '#/components/schemas/Job' : 'seed §2',
        );
      }
  },
});
