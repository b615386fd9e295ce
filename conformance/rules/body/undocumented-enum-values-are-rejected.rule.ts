import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-019',
    title: 'rejects a method or schedule_type the spec does not list',
    profile: 'full',
    source: { spec: '#/components/schemas/HttpMethod' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const cases: [string, string][] = [
      ['method', 'get'],
      ['method', 'CONNECT'],
      ['method', 'FETCH'],
      ['schedule_type', 'crontab'],
      ['schedule_type', 'INTERVAL'],
      ['schedule_type', ''],
    ];
    for (const [field, value] of cases) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ [field]: value }) });
      ctx.expectRejected(
        exchange,
        422,
        `${field} ${JSON.stringify(value)} is not a documented value`,
        field === 'method' ? '#/components/schemas/HttpMethod' : '#/components/schemas/ScheduleType',
      );
      ctx.expectFieldError(exchange, `/${field}`, `the ${field} is named`);
    }
  },
});
