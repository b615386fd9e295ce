import { shown, unwrapRecord } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

/** The schedule fields of a record, for a failure message: each with its value or "(absent)". */
const scheduleOf = (record: Record<string, unknown> | undefined, fields: readonly string[]): string =>
  fields.map((field) => `${field} ${shown(record?.[field])}`).join(', ');

export default rule({
  meta: {
    id: 'CRON-006',
    title: 'switches a job between interval and cron with PATCH, dropping the old type’s fields only on a switch',
    profile: 'full',
    source: { spec: '#/components/schemas/JobUpdate' },
    operations: ['updateJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 3600 });
    const toCron = await ctx.request('PATCH', ctx.jobPath(job), {
      body: { schedule_type: 'cron', cron_expression: '0 * * * *' },
    });
    ctx.expectAccepted(toCron, 200, 'a switch to cron with an expression is valid');
    const cron = unwrapRecord(toCron.response?.json);
    ctx.check(
      cron?.schedule_type === 'cron' &&
        cron.cron_expression === '0 * * * *' &&
        cron.timezone === 'UTC' &&
        !('interval_seconds' in cron),
      `the switched job has ${scheduleOf(cron, ['schedule_type', 'cron_expression', 'timezone', 'interval_seconds'])}`,
      toCron,
      'schedule_type cron, cron_expression 0 * * * *, timezone UTC, no interval_seconds',
    );
    const toInterval = await ctx.request('PATCH', ctx.jobPath(job), {
      body: { schedule_type: 'interval', interval_seconds: 600 },
    });
    ctx.expectAccepted(toInterval, 200, 'a switch to interval with interval_seconds is valid');
    const interval = unwrapRecord(toInterval.response?.json);
    ctx.check(
      interval?.schedule_type === 'interval' &&
        interval.interval_seconds === 600 &&
        !('cron_expression' in interval) &&
        !('timezone' in interval),
      `the switched job has ${scheduleOf(interval, ['schedule_type', 'interval_seconds', 'cron_expression', 'timezone'])}`,
      toInterval,
      'schedule_type interval, interval_seconds 600, no cron_expression or timezone',
    );
    // Only a switch drops fields: a patch that repeats the job's type is a plain merge.
    const same = await ctx.request('PATCH', ctx.jobPath(job), { body: { schedule_type: 'interval' } });
    ctx.expectAccepted(same, 200, 'a patch repeating the job’s schedule_type is no switch: interval_seconds stays');
    const kept = unwrapRecord(same.response?.json);
    ctx.check(
      kept?.schedule_type === 'interval' && kept.interval_seconds === 600,
      `after a patch of schedule_type interval alone the job has ${scheduleOf(kept, ['schedule_type', 'interval_seconds'])}`,
      same,
      'schedule_type interval, interval_seconds 600 (unchanged)',
    );
  },
});
