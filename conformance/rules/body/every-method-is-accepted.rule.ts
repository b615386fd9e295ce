import { shown } from '../../harness/record.ts';
import { defineRule } from '../../harness/define-rule.ts';
import { createFields, enumValues } from '../../harness/provenance.ts';

defineRule(
  {
    id: 'BODY-018',
    title: 'accepts every documented method and returns it',
    profile: 'full',
    source: { spec: '#/components/schemas/HttpMethod' },
    operations: ['createJob'],
    needs: ['write'],
  },
  async (ctx) => {
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
);
