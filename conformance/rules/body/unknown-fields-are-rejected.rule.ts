import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-012',
    title: 'rejects a create with a field the spec does not define',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate/additionalProperties' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const [field, value] of [
      ['colour', 'red'],
      ['Name', 'x'],
      ['id', 'job_01JD5ZQ3T9V8P6X4M2N1K0H7GF'],
      ['status', 'paused'],
    ] as const) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body: ctx.validBody({ [field]: value }) });
      ctx.expectRejected(exchange, 422, `${field} is not a create field`);
      ctx.expectFieldError(exchange, `/${field}`, `the unknown ${field} is named`);
    }
  },
});
