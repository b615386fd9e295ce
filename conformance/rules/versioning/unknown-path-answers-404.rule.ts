import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';

export default rule({
  meta: {
    id: 'VER-005',
    title: 'answers 404 with a problem to a path the spec does not define, under /v1 or the bare root',
    profile: 'full',
    source: { spec: '#/info/description' },
  },
  run: async (ctx) => {
    // `/` has no path segment at all: a router that guesses the nearest path must not stumble on it.
    for (const path of [
      '/',
      '/v1/unknown',
      '/v1',
      `/v1/jobs/${unknownJobId}/history`,
      `/v1/jobs/${unknownJobId}/runs/extra`,
    ]) {
      const exchange = await ctx.request('GET', path);
      ctx.expectNotServed(
        exchange,
        `${path} is not a path of the API`,
        '#/info/description (Conventions: unknown paths)',
      );
    }
  },
});
