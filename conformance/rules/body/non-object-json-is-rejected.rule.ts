import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-014',
    title: 'rejects a JSON body that is not an object',
    profile: 'core',
    source: { seed: '4.1' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    // An array holding a valid job is left to the full profile: a seed-correct service may add batch creates.
    const bodies = ['null', '[]', '"job"', '42', 'true', ...(ctx.full ? [JSON.stringify([ctx.validBody()])] : [])];
    for (const body of bodies) {
      const exchange = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Content-Type': 'application/json' } });
      ctx.expectRejected(
        exchange,
        422,
        'the create body is a JSON object',
        ctx.full ? '#/components/schemas/JobCreate' : 'seed §4.1',
      );
      ctx.probe(
        '1',
        `a JSON ${body === 'null' ? 'null' : body.startsWith('[') ? 'array' : body.startsWith('"') ? 'string' : body === 'true' ? 'boolean' : 'number'} body refused`,
      );
    }
  },
});
