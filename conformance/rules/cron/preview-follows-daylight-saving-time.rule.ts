import { isJsonObject, shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

// America/New_York in 2027: EST (UTC−5) until 2027-03-14 02:00, EDT (UTC−4) until 2027-11-07 02:00.
const cases: [string, Record<string, unknown>, string[]][] = [
  [
    'weekdays 09:00 move from 14:00Z to 13:00Z',
    { cron_expression: '0 9 * * 1-5', count: 3, from: '2027-03-11T00:00:00.000Z' },
    ['2027-03-11T14:00:00.000Z', '2027-03-12T14:00:00.000Z', '2027-03-15T13:00:00.000Z'],
  ],
  [
    'a fixed time that occurs twice runs once',
    { cron_expression: '30 1 * * *', count: 2, from: '2027-11-06T12:00:00.000Z' },
    ['2027-11-07T05:30:00.000Z', '2027-11-08T06:30:00.000Z'],
  ],
  [
    'a fixed time in the gap runs right after it',
    { cron_expression: '30 2 * * *', count: 2, from: '2027-03-13T12:00:00.000Z' },
    ['2027-03-14T07:00:00.000Z', '2027-03-15T06:30:00.000Z'],
  ],
  [
    'an interval job runs in both passes of the repeated hour',
    { cron_expression: '*/30 1 * * *', count: 4, from: '2027-11-06T12:00:00.000Z' },
    ['2027-11-07T05:00:00.000Z', '2027-11-07T05:30:00.000Z', '2027-11-07T06:00:00.000Z', '2027-11-07T06:30:00.000Z'],
  ],
];

export default rule({
  meta: {
    id: 'CRON-008',
    title: 'computes cron times across daylight-saving changes as the spec decides',
    profile: 'full',
    source: { spec: '#/components/schemas/TimeZone' },
    operations: ['previewSchedule'],
  },
  run: async (ctx) => {
    for (const [why, fields, times] of cases) {
      const exchange = await ctx.request('POST', '/v1/schedules/preview', {
        body: { schedule_type: 'cron', timezone: 'America/New_York', ...fields },
      });
      ctx.expectAccepted(exchange, 200, why);
      const json = exchange.response?.json;
      const data = isJsonObject(json) ? json.data : undefined;
      ctx.check(
        JSON.stringify(data) === JSON.stringify(times),
        `${why}: the preview answered data ${shown(data)}`,
        exchange,
        JSON.stringify(times),
      );
    }
  },
});
