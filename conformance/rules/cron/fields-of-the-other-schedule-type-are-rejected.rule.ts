import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'CRON-005',
    title: 'rejects the fields of the other schedule type, and a cron job without an expression',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { schedule_type: 'cron', cron_expression: '@hourly', interval_seconds: 3600 },
        '/interval_seconds',
        'interval_seconds with schedule_type cron',
      ],
      [
        { schedule_type: 'interval', cron_expression: '@hourly' },
        '/cron_expression',
        'cron_expression with schedule_type interval',
      ],
      [{ schedule_type: 'interval', timezone: 'UTC' }, '/timezone', 'timezone with schedule_type interval'],
      [
        { schedule_type: 'cron', interval_seconds: undefined, timezone: 'UTC' },
        '/cron_expression',
        'schedule_type cron without cron_expression',
      ],
    ];
    for (const [fields, pointer, why] of cases) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody(fields) });
      ctx.expectRejected(exchange, 422, `${why} is refused`);
      ctx.expectFieldError(exchange, pointer, `${why} is named`);
    }
  },
});
