import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'PAGE-004',
    title: 'answers 400 to a cursor it did not issue',
    profile: 'full',
    source: { spec: '#/components/parameters/Cursor' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    for (const cursor of ['!!not-a-cursor!!', '', 'x'.repeat(513)]) {
      const exchange = await ctx.request('GET', `/v1/jobs?cursor=${encodeURIComponent(cursor)}`);
      ctx.expectRejected(
        exchange,
        400,
        `cursor ${JSON.stringify(cursor.length > 20 ? `${cursor.slice(0, 20)}…` : cursor)} was never issued`,
      );
    }
  },
});
