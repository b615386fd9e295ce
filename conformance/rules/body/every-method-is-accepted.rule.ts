import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';
import { createFields, enumValues } from '../../harness/spec/provenance.ts';

export default rule({
  meta: {
    id: 'BODY-018',
    title: 'accepts every documented method and returns it',
    profile: 'full',
    source: { spec: '#/components/schemas/HttpMethod' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const field = createFields().find((f) => f.name === 'method')!;
    for (const method of enumValues(field) ?? []) {
      const job = await ctx.createJob({ method });
      ctx.check(
        job.record?.method === method,
        `method came back as ${shown(job.record?.method)}`,
        job.exchange,
        `method ${String(method)}`,
      );
    }
  },
});
