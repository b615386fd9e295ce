import { defineRule } from '../../harness/define-rule.ts';

defineRule(
  {
    id: 'CRON-006',
    title: 'switches a job between interval and cron with PATCH, dropping the old type’s fields',
    profile: 'full',
    source: { spec: '#/components/schemas/JobUpdate' },
    operations: ['updateJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 3600 });
    if (!job.id) return;
    const toCron = await ctx.request('PATCH', `/v1/jobs/${job.id}`, { body: { schedule_type: 'cron', cron_expression: '0 * * * *' } });
    ctx.expectAccepted(toCron, 200, 'a switch to cron with an expression is valid');
    const cron = (toCron.response?.json ?? {}) as Record<string, unknown>;
    ctx.check(
      cron.schedule_type === 'cron' && cron.cron_expression === '0 * * * *' && cron.timezone === 'UTC' && !('interval_seconds' in cron),
      `the switched job is ${JSON.stringify({ schedule_type: cron.schedule_type, cron_expression: cron.cron_expression, timezone: cron.timezone, interval_seconds: cron.interval_seconds })}`,
      toCron,
      'schedule_type cron, cron_expression 0 * * * *, timezone UTC, no interval_seconds',
    );
    const toInterval = await ctx.request('PATCH', `/v1/jobs/${job.id}`, { body: { schedule_type: 'interval', interval_seconds: 600 } });
    ctx.expectAccepted(toInterval, 200, 'a switch to interval with interval_seconds is valid');
    const interval = (toInterval.response?.json ?? {}) as Record<string, unknown>;
    ctx.check(
      interval.schedule_type === 'interval' && interval.interval_seconds === 600 && !('cron_expression' in interval) && !('timezone' in interval),
      `the switched job is ${JSON.stringify({ schedule_type: interval.schedule_type, interval_seconds: interval.interval_seconds, cron_expression: interval.cron_expression, timezone: interval.timezone })}`,
      toInterval,
      'schedule_type interval, interval_seconds 600, no cron_expression or timezone',
    );
  },
);
