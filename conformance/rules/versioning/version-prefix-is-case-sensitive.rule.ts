import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'VER-004',
    title: 'answers 404 to /V1, the prefix in capitals',
    profile: 'full',
    source: { spec: '#/info/description' },
  },
  run: async (ctx) => {
    const exchange = await ctx.request('GET', '/V1/jobs');
    ctx.expectNotServed(
      exchange,
      'paths are case-sensitive; /V1 is another prefix',
      '#/info/description (Conventions: unknown paths)',
    );
  },
});
