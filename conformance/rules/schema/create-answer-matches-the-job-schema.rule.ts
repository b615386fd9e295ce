import { rule } from '../../harness/rule/rule.ts';
import { validateSchema } from '../../harness/transport/response-validator.ts';

export default rule({
  meta: {
    id: 'SCHEMA-001',
    title: 'answers a create with a Job record and a Location header',
    profile: 'full',
    source: { spec: '#/paths/~1v1~1jobs/post/responses/201' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob();
    ctx.check(
      job.exchange.response?.mediaType === 'application/json',
      'the create answer is not application/json',
      job.exchange,
      'Content-Type: application/json',
      undefined,
      'content-type',
    );
    const problems = validateSchema('#/components/schemas/Job', job.exchange.response?.json);
    ctx.check(
      problems.length === 0,
      `the create answer is not a Job: ${problems.join('; ')}`,
      job.exchange,
      'a Job',
      '#/components/schemas/Job',
      'schema',
    );
    ctx.check(
      job.exchange.response?.headers.location,
      'the create answer has no Location',
      job.exchange,
      'Location: /v1/jobs/{id}',
      '#/components/headers/Location',
      'headers',
    );
  },
});
