import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'CRON-004',
    title: 'rejects a time zone that is not an IANA name with 422 at /timezone',
    profile: 'full',
    source: { spec: '#/components/schemas/TimeZone' },
    operations: ['createJob', 'previewSchedule'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const zone of ['Mars/Olympus', 'Europe/Atlantis', '+05:00', '']) {
      for (const [path, body] of [
        [
          '/v1/jobs',
          ctx.validBody({
            schedule_type: 'cron',
            interval_seconds: undefined,
            cron_expression: '0 9 * * *',
            timezone: zone,
          }),
        ],
        ['/v1/schedules/preview', { schedule_type: 'cron', cron_expression: '0 9 * * *', timezone: zone }],
      ] as const) {
        const exchange = await ctx.request('POST', path, { body });
        ctx.expectRejected(exchange, 422, `the time zone ${JSON.stringify(zone)} is not an IANA name`);
        ctx.expectFieldError(exchange, '/timezone', 'the unknown zone is named');
      }
    }
  },
});
