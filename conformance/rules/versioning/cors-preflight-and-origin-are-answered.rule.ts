import { unknownJobId } from '../../harness/operations-in-scope.ts';
import { rule } from '../../harness/rule.ts';

const origin = 'https://app.cronjobs-kit.example';
const listed = (value: string | undefined, wanted: string): boolean =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) => item === '*' || item === wanted.toLowerCase());

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
      const headers = exchange.response?.headers ?? {};
      ctx.check(
        listed(headers['access-control-allow-methods'], method),
        `Access-Control-Allow-Methods is ${JSON.stringify(headers['access-control-allow-methods'] ?? null)}`,
        exchange,
        `a list naming ${method}`,
        undefined,
        'headers',
      );
      ctx.check(
        listed(headers['access-control-allow-headers'], 'X-API-Key'),
        `Access-Control-Allow-Headers is ${JSON.stringify(headers['access-control-allow-headers'] ?? null)}`,
        exchange,
        'a list naming X-API-Key',
        undefined,
        'headers',
      );
      const allowOrigin = headers['access-control-allow-origin'];
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
    const bareHeaders = bare.response?.headers ?? {};
    ctx.check(
      listed(bareHeaders['access-control-allow-methods'], 'POST'),
      `Access-Control-Allow-Methods is ${JSON.stringify(bareHeaders['access-control-allow-methods'] ?? null)}`,
      bare,
      'a list naming POST',
      undefined,
      'headers',
    );
    ctx.check(
      listed(bareHeaders['access-control-allow-headers'], 'X-API-Key'),
      `Access-Control-Allow-Headers is ${JSON.stringify(bareHeaders['access-control-allow-headers'] ?? null)}`,
      bare,
      'a list naming X-API-Key',
      undefined,
      'headers',
    );
    // Without Origin an OPTIONS is RFC 9110's, answered with Allow (spec: CORS).
    const plain = await ctx.send({ method: 'OPTIONS', path: '/v1/jobs' });
    ctx.expectAccepted(plain, [204, 200], 'an OPTIONS without Origin is answered');
    ctx.check(
      listed(plain.response?.headers.allow, 'GET') && listed(plain.response?.headers.allow, 'POST'),
      `Allow is ${JSON.stringify(plain.response?.headers.allow ?? null)}`,
      plain,
      'a list naming GET and POST',
      undefined,
      'headers',
    );
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
    const exposed = created.response?.headers['access-control-expose-headers'];
    ctx.check(
      listed(exposed, 'Location'),
      `the create answer's Access-Control-Expose-Headers is ${JSON.stringify(exposed ?? null)}`,
      created,
      'a list naming Location (or *)',
      undefined,
      'headers',
    );
  },
});
