import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'CRON-001',
    title: 'creates a cron job with its expression and zone, UTC by default, without interval_seconds',
    profile: 'full',
    source: { spec: '#/components/schemas/CronSchedule' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cron_expression: '0 9 * * 1-5', timezone: 'America/New_York' }, 'America/New_York'],
      [{ cron_expression: '@daily' }, 'UTC'],
      [{ cron_expression: '30 1 * jan-mar MON,fri', timezone: 'Europe/Berlin' }, 'Europe/Berlin'],
    ];
    for (const [fields, zone] of cases) {
      const job = await ctx.createJob({ schedule_type: 'cron', interval_seconds: undefined, ...fields });
      const r = job.record ?? {};
      ctx.check(
        r.schedule_type === 'cron',
        `schedule_type ${shown(r.schedule_type)}`,
        job.exchange,
        'schedule_type cron',
      );
      ctx.check(
        r.cron_expression === fields.cron_expression,
        `cron_expression ${shown(r.cron_expression)}`,
        job.exchange,
        `cron_expression ${JSON.stringify(fields.cron_expression)} as sent`,
      );
      ctx.check(
        r.timezone === zone,
        `timezone ${shown(r.timezone)}`,
        job.exchange,
        `timezone ${zone}${fields.timezone ? ' as sent' : ' (the default)'}`,
      );
      ctx.check(
        !('interval_seconds' in r),
        `the record has interval_seconds ${shown(r.interval_seconds)}`,
        job.exchange,
        'no interval_seconds on a cron job',
        '#/components/schemas/Job',
        'schema',
      );
    }
  },
});
