import { rule } from '../../harness/rule/rule.ts';

// Spec, Body size: a Content-Length over the limit is answered 413 from the headers, and to `Expect:
// 100-continue` without the body being sent. The client here sends the headers and holds the body back for
// good: a service that answers from the headers gives its 413 (a 100 Continue before it is allowed, RFC 9110
// §10.1.1); one that sends 100 Continue and then waits for the body never answers, which a client that waits
// for the 100 before uploading (curl, and any client honouring the expectation) pays for with the upload of
// everything the service then refuses, or with a hang.
export default rule({
  meta: {
    id: 'BODY-025',
    title: 'answers 413 to an oversized Content-Length with Expect: 100-continue before the body is sent',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const body = JSON.stringify(ctx.validBody({ name: ctx.name().padEnd(70_000, 'x') }));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const exchange = await ctx.request('POST', '/v1/jobs', {
      body,
      headers: { 'Content-Type': 'application/json', Expect: '100-continue' },
      bodyAfter: held,
    });
    // The answer is in (or the wait is over): the held body is dropped, never sent.
    release();
    ctx.expectRejected(
      exchange,
      413,
      `a Content-Length of ${Buffer.byteLength(body)} bytes with Expect: 100-continue is refused before the body is sent`,
      '#/components/responses/PayloadTooLarge',
    );
  },
});
