import { rule } from '../../harness/rule/rule.ts';
import { stringsIn } from '../../harness/lists/list-walker.ts';

// Seed §5.1: *each request* is authenticated with the key. Browsers and HTTP libraries keep a connection
// open and send request after request on it; a service that authenticates the connection once (the account
// cached on the socket, a proxy that checks the first request only) answers a keyless or foreign request as
// the first one's account. Every other rule opens a connection per request, so this one sends, on one
// kept-alive connection: a request with the key, then requests without it, with an unknown key, with the
// second account's key — each judged as if it came alone. A service that closes the connection after each
// answer (HTTP allows it) carries nothing from one request to the next: nothing to judge, and the rule says so.
export default rule({
  meta: {
    id: 'AUTH-017',
    title: 'authenticates every request of a kept-alive connection, not the first one alone',
    profile: 'core',
    source: { seed: '5.1' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const where = ctx.full ? '#/components/securitySchemes/ApiKeyAuth' : 'seed §5.1';
    const job = await ctx.createJob();
    const connection = ctx.connection();
    const send = (method: string, key: string | null, what: string) =>
      ctx
        .request(method, '/v1/jobs', {
          key,
          connection,
          ...(method === 'POST' ? { body: ctx.validBody() } : {}),
        })
        .then((exchange) => ({ exchange, what }));
    const opened = await send('GET', ctx.keys.main, 'with the key');
    ctx.expectAccepted(opened.exchange, 200, 'the list with the key answers', where);
    const following = [
      await send('GET', null, 'without X-API-Key'),
      await send('GET', `cjk-not-a-key-${ctx.config.runId}`, 'with an unknown key'),
      await send('POST', null, 'a create without X-API-Key'),
      ...(ctx.keys.second ? [await send('GET', ctx.keys.second, "with the second account's key")] : []),
      await send('GET', ctx.keys.main, 'with the key again'),
    ];
    let reused = 0;
    for (const { exchange, what } of following) {
      if (exchange.reusedConnection) reused += 1;
      const status = exchange.response?.status ?? 0;
      const shows = stringsIn(exchange.response?.json).has(job.name);
      if (what === 'with the key again') {
        ctx.expectAccepted(exchange, 200, 'the key still opens the account on the same connection', where);
        continue;
      }
      ctx.check(
        !shows,
        `a request ${what}, sent after one with the key on the same connection, answered ${status} showing the account's job ${job.name}`,
        exchange,
        "an answer judged on the request's own key: no job of the account",
        where,
      );
      if (what.includes("second account's")) continue; // the second account's own list: any 2xx, without the first's job
      ctx.expectRejected(exchange, 401, `a request ${what} on a kept-alive connection is refused`, where);
      if (exchange.reusedConnection) ctx.probe('5.1', `${what}, on a connection a keyed request had used: refused`);
    }
    if (reused === 0)
      ctx.probe('5.1', 'a kept-alive connection: the service closed it after each answer (nothing carried over)');
  },
});
