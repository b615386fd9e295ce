import { isJsonObject, shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

const from = '2027-01-04T00:00:00.000Z';
const quarterHours = [
  '2027-01-04T00:15:00.000Z',
  '2027-01-04T00:30:00.000Z',
  '2027-01-04T00:45:00.000Z',
  '2027-01-04T01:00:00.000Z',
];

export default rule({
  meta: {
    id: 'CRON-007',
    title: 'previews a schedule’s next run times after `from`, five by default, at most 20',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1schedules~1preview/post' },
    operations: ['previewSchedule'],
  },
  run: async (ctx) => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ schedule_type: 'cron', cron_expression: '*/15 * * * *', count: 4, from }, quarterHours],
      [{ schedule_type: 'interval', interval_seconds: 900, count: 4, from }, quarterHours],
      [
        { schedule_type: 'cron', cron_expression: '@hourly', from },
        [1, 2, 3, 4, 5].map((h) => `2027-01-04T0${h}:00:00.000Z`),
      ],
    ];
    for (const [body, times] of cases) {
      const exchange = await ctx.request('POST', '/v1/schedules/preview', { body });
      ctx.expectAccepted(exchange, 200, `the preview of ${JSON.stringify(body)}`);
      const json = exchange.response?.json;
      const data = isJsonObject(json) ? json.data : undefined;
      ctx.check(
        JSON.stringify(data) === JSON.stringify(times),
        `the preview answered data ${shown(data)}`,
        exchange,
        JSON.stringify(times),
      );
    }
    // Without `from` the times follow the service's own clock (unknown here): only their spacing is promised.
    const fromNow = await ctx.request('POST', '/v1/schedules/preview', {
      body: { schedule_type: 'interval', interval_seconds: 3600, count: 2 },
    });
    ctx.expectAccepted(fromNow, 200, 'the preview without `from` (default: now)');
    const nowData = isJsonObject(fromNow.response?.json) ? fromNow.response.json.data : undefined;
    const [first, second] = Array.isArray(nowData)
      ? nowData.map((t) => (typeof t === 'string' ? Date.parse(t) : NaN))
      : [];
    ctx.check(
      Array.isArray(nowData) && nowData.length === 2 && second! - first! === 3_600_000,
      `the preview without from answered data ${shown(nowData)}`,
      fromNow,
      'two times an interval (3600 s) apart',
    );
    // Past the calendar's end the schedule has fewer than `count` times left: 422 at /from, not times past 9999.
    const pastTheEnd = await ctx.request('POST', '/v1/schedules/preview', {
      body: { schedule_type: 'interval', interval_seconds: 3600, count: 5, from: '9999-12-31T22:00:00.000Z' },
    });
    ctx.expectRejected(pastTheEnd, 422, 'a schedule with fewer than count times left after from');
    ctx.expectFieldError(pastTheEnd, '/from', 'the problem names /from');
    // The last instant a timestamp can write is still a time the schedule has (spec: SchedulePreviewRequest.from).
    const lastInstant = await ctx.request('POST', '/v1/schedules/preview', {
      body: { schedule_type: 'interval', interval_seconds: 60, count: 1, from: '9999-12-31T23:58:59.999Z' },
    });
    ctx.expectAccepted(lastInstant, 200, 'a preview whose one time is the last instant, 9999-12-31T23:59:59.999Z');
    const lastData = isJsonObject(lastInstant.response?.json) ? lastInstant.response.json.data : undefined;
    ctx.check(
      Array.isArray(lastData) &&
        lastData.length === 1 &&
        typeof lastData[0] === 'string' &&
        Date.parse(lastData[0]) === Date.parse('9999-12-31T23:59:59.999Z'),
      `the preview answered data ${shown(lastData)}`,
      lastInstant,
      '["9999-12-31T23:59:59.999Z"]',
    );
    const tooMany = await ctx.request('POST', '/v1/schedules/preview', {
      body: { schedule_type: 'cron', cron_expression: '@hourly', count: 21 },
    });
    ctx.expectRejected(tooMany, 422, 'count 21 is over the limit of 20');
    ctx.expectFieldError(tooMany, '/count', 'the count is named');
    const noKey = await ctx.request('POST', '/v1/schedules/preview', {
      key: null,
      body: { schedule_type: 'cron', cron_expression: '@hourly' },
    });
    ctx.expectRejected(noKey, 401, 'the preview needs an API key like every /v1 operation');
  },
});
