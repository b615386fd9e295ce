import type { Exchange } from '../../harness/transport/http.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';
import { rule } from '../../harness/rule/rule.ts';
import type { RuleContext } from '../../harness/rule/rule-context.ts';
import { notATokenList, tokenList } from '../../harness/transport/token-list.ts';

const origin = 'https://app.cronjobs-kit.example';

/**
 * The answer's `name` is a list of tokens naming every one of `wanted` (or `*`). The list is read whole, as a
 * browser reads it (harness/transport/token-list.ts): split on commas alone, "X-API-Key, Stryker was here" would pass here
 * and fail every browser's preflight.
 */
function expectListed(ctx: RuleContext, exchange: Exchange, name: string, wanted: readonly string[]): void {
  const value = exchange.response?.headers[name.toLowerCase()];
  const items = tokenList(value)?.map((item) => item.toLowerCase());
  // `*` is the CORS fields' wildcard (Fetch); in Allow it is no method.
  const any = name !== 'Allow' && items?.includes('*');
  ctx.check(
    items && wanted.every((w) => any || items.includes(w.toLowerCase())),
    items ? `${name} is ${JSON.stringify(value)}` : notATokenList(name, value),
    exchange,
    `a list of tokens naming ${wanted.join(' and ')}${name === 'Allow' ? '' : ' (or *)'}`,
    undefined,
    'headers',
  );
}

export default rule({
  meta: {
    id: 'VER-006',
    title: 'answers any OPTIONS without a key (with Origin as a preflight) and any Origin with Allow-Origin',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['listJobs', 'createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const preflights: Array<[path: string, method: string]> = [
      ['/v1/jobs', 'POST'],
      [`/v1/jobs/${unknownJobId}`, 'PATCH'],
    ];
    for (const [path, method] of preflights) {
      const exchange = await ctx.send({
        method: 'OPTIONS',
        path,
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': method,
          'Access-Control-Request-Headers': 'x-api-key, content-type',
        },
      });
      ctx.expectAccepted(
        exchange,
        [204, 200],
        `a preflight for ${method} ${path} is answered (browsers send it without the key)`,
      );
      expectListed(ctx, exchange, 'Access-Control-Allow-Methods', [method]);
      expectListed(ctx, exchange, 'Access-Control-Allow-Headers', ['X-API-Key']);
      expectListed(ctx, exchange, 'Allow', [method]);
      const allowOrigin = exchange.response?.headers['access-control-allow-origin'];
      ctx.check(
        allowOrigin === '*' || allowOrigin === origin,
        `the preflight's Access-Control-Allow-Origin is ${JSON.stringify(allowOrigin ?? null)}`,
        exchange,
        `* or ${origin}`,
        undefined,
        'headers',
      );
    }
    // An OPTIONS with Origin is a preflight whether or not it names the method (spec: CORS): happy-dom sends it so.
    const bare = await ctx.send({ method: 'OPTIONS', path: '/v1/jobs', headers: { Origin: origin } });
    ctx.expectAccepted(
      bare,
      [204, 200],
      'a preflight without Access-Control-Request-Method (as happy-dom sends it) is answered',
    );
    expectListed(ctx, bare, 'Access-Control-Allow-Methods', ['POST']);
    expectListed(ctx, bare, 'Access-Control-Allow-Headers', ['X-API-Key']);
    // Without Origin an OPTIONS is RFC 9110's, answered with Allow (spec: CORS).
    const plain = await ctx.send({ method: 'OPTIONS', path: '/v1/jobs' });
    ctx.expectAccepted(plain, [204, 200], 'an OPTIONS without Origin is answered');
    expectListed(ctx, plain, 'Allow', ['GET', 'POST']);
    // A path the API does not define has no methods to allow: the preflight is a 404 like any request there (spec: CORS).
    const nowhere = await ctx.send({
      method: 'OPTIONS',
      path: '/v1/no-such-resource',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    ctx.expectAccepted(nowhere, 404, 'a preflight to a path the API does not define is answered 404');
    // Only an OPTIONS is a preflight (spec: CORS): a GET that happens to carry Access-Control-Request-Method is still the list.
    const get = await ctx.request('GET', '/v1/jobs?limit=1', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    ctx.expectAccepted(
      get,
      200,
      'a list with an Origin is answered (a GET is never a preflight, whatever headers it carries)',
    );
    const allowOrigin = get.response?.headers['access-control-allow-origin'];
    ctx.check(
      allowOrigin === '*' || allowOrigin === origin,
      `Access-Control-Allow-Origin is ${JSON.stringify(allowOrigin ?? null)}`,
      get,
      `* or ${origin}`,
      undefined,
      'headers',
    );
    // Location is exposed (spec: CORS): without it a browser script cannot read where its new job lives.
    const created = (await ctx.createJob({}, { headers: { Origin: origin } })).exchange;
    expectListed(ctx, created, 'Access-Control-Expose-Headers', ['Location']);
  },
});
