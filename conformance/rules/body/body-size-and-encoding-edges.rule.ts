import { rule } from '../../harness/rule/rule.ts';

const limit = 65_536;

export default rule({
  meta: {
    id: 'BODY-022',
    title: 'refuses a non-UTF-8 body, takes one of exactly 65,536 bytes, answers a chunked oversized one 413',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const headers = { 'X-API-Key': ctx.keys.main, 'Content-Type': 'application/json' };
    const encoder = new TextEncoder();
    // A valid body whose name holds two bytes that are not UTF-8 (0xFF 0xFE).
    const [before, after] = JSON.stringify(ctx.validBody({ name: '@@' })).split('@@') as [string, string];
    const name = encoder.encode(`${before}${ctx.name()}-`);
    const invalid = new Uint8Array([...name, 0xff, 0xfe, ...encoder.encode(after)]);
    ctx.expectRejected(
      await ctx.send({ method: 'POST', path: '/v1/jobs', headers, body: invalid }),
      400,
      'a body that is not valid UTF-8 is malformed',
    );

    // JSON allows whitespace after the value: the same job, padded to the limit exactly.
    const json = JSON.stringify(ctx.validBody());
    const exact = json + ' '.repeat(limit - encoder.encode(json).length);
    ctx.expectAccepted(
      await ctx.send({ method: 'POST', path: '/v1/jobs', headers, body: exact }),
      201,
      `a body of exactly ${limit} bytes is within the limit`,
    );

    const oversized = JSON.stringify(ctx.validBody({ name: ctx.name().padEnd(70_000, 'x') }));
    const chunked = await ctx.send({
      method: 'POST',
      path: '/v1/jobs',
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
      body: oversized,
    });
    ctx.expectRejected(
      chunked,
      413,
      `a chunked ${oversized.length}-byte body (no Content-Length) is too large`,
      '#/components/responses/PayloadTooLarge',
    );
  },
});
