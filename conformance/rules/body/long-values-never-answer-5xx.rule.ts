import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'BODY-021',
    title: 'answers a very long name or url without a server error',
    profile: 'core',
    source: { seed: '2' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    // The seed sets no length limit (§2 rule 4): core accepts a 2xx or a 4xx; full wants 422, or 413 when
    // the body passes 65,536 bytes.
    const long = (n: number) => ctx.name().padEnd(n, 'n');
    const cases = [
      ['name', long(1_000)],
      ['name', long(20_000)],
      ['name', long(60_000)],
      ['url', `${ctx.config.targetUrl}?q=${'u'.repeat(10_000)}`],
    ] as const;
    for (const [field, value] of cases) {
      const body = JSON.stringify(ctx.validBody({ [field]: value }));
      const exchange = await ctx.send({
        method: 'POST',
        path: '/v1/jobs',
        headers: { 'X-API-Key': ctx.keys.main, 'Content-Type': 'application/json' },
        body,
      });
      const status = exchange.response?.status ?? 0;
      const why = `a ${value.length}-character ${field}`;
      ctx.check(
        status > 0 && status < 500,
        `${why}: answered ${status || 'nothing'}`,
        exchange,
        'a 2xx or 4xx, never a 5xx',
        'seed §2 (rule 4: limits not shown)',
      );
      ctx.probe(`2:${field}`, `a ${value.length > 20_000 ? 'very ' : ''}long ${field} answered without a 5xx`);
      if (ctx.full)
        ctx.expectRejected(
          exchange,
          Buffer.byteLength(body) > 65_536 ? 413 : 422,
          why,
          '#/components/schemas/JobCreate',
        );
    }
  },
});
