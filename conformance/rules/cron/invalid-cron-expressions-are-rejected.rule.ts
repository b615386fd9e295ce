import { isJsonObject, shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

// Expressions of the right shape whose values are wrong, with the field and value the detail must name
// (spec CronExpression: "a detail that names the field and the value"); then shapes that are wrong.
const wrongValues: [string, string, string][] = [
  ['61 * * * *', 'minute', '61'],
  ['0 24 * * *', 'hour', '24'],
  ['0 0 0 * *', 'day of month', '0'],
  ['0 0 1 13 *', 'month', '13'],
  ['0 0 * * 8', 'day of week', '8'],
];
const wrongShapes = ['* * * *', '0 0 * * * *', '@reboot', '0 0 * * MON#2', '*/0 * * * *', '0 0 30 2 *', '0 0 L * *'];

/** The detail of the validation error at `pointer`, whatever the body's shape; undefined when there is none. */
function detailAt(json: unknown, pointer: string): unknown {
  const errors = isJsonObject(json) ? json.errors : undefined;
  return Array.isArray(errors)
    ? errors.find((e: unknown) => isJsonObject(e) && e.pointer === pointer)?.detail
    : undefined;
}

export default rule({
  meta: {
    id: 'CRON-003',
    title: 'rejects a bad cron expression with 422 at /cron_expression, naming the field and value',
    profile: 'full',
    source: { spec: '#/components/schemas/CronExpression' },
    operations: ['createJob', 'previewSchedule'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const [expression, field, value] of [...wrongValues, ...wrongShapes.map((e) => [e, '', ''] as const)]) {
      for (const [path, body] of [
        [
          '/v1/jobs',
          ctx.validBody({ schedule_type: 'cron', interval_seconds: undefined, cron_expression: expression }),
        ],
        ['/v1/schedules/preview', { schedule_type: 'cron', cron_expression: expression }],
      ] as const) {
        const exchange = await ctx.request('POST', path, { body });
        ctx.expectRejected(exchange, 422, `the cron expression ${JSON.stringify(expression)} is invalid`);
        ctx.expectFieldError(exchange, '/cron_expression', 'the bad expression is named');
        if (!field) continue;
        const detail = detailAt(exchange.response?.json, '/cron_expression');
        ctx.check(
          typeof detail === 'string' && detail.includes(field) && detail.includes(value),
          `the detail is ${shown(detail)}`,
          exchange,
          `a detail naming the ${field} and the value ${value}`,
        );
      }
    }
  },
});
