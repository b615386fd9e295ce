import { rule } from '../../harness/rule/rule.ts';
import { requiredCreateFields } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-005',
    title: 'rejects a create that lacks any one required field, naming it',
    profile: 'full',
    source: { spec: '#/components/schemas/JobCreate/required' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    for (const field of requiredCreateFields()) {
      const body = ctx.validBody();
      delete body[field];
      const exchange = await ctx.request('POST', '/v1/jobs', { body });
      ctx.expectRejected(exchange, 422, `${field} is required`);
      ctx.expectFieldError(exchange, `/${field}`, `the missing ${field} is named`);
    }
  },
});
