import { rule } from '../../harness/rule/rule.ts';
import { at } from '../../harness/spec/spec-document.ts';

export default rule({
  meta: {
    id: 'AUTH-011',
    title: 'answers 401 with the WWW-Authenticate challenge for the X-API-Key scheme',
    profile: 'full',
    source: { spec: '#/components/headers/WWWAuthenticate' },
    operations: ['listJobs'],
  },
  run: async (ctx) => {
    const challenge = at('#/components/headers/WWWAuthenticate/schema/const');
    const exchange = await ctx.request('GET', '/v1/jobs', { key: null });
    ctx.expectRejected(exchange, 401, 'a missing key is refused');
    const value = exchange.response?.headers['www-authenticate'];
    ctx.check(value === challenge, 'the 401 lacks the challenge', exchange, `WWW-Authenticate: ${String(challenge)}`);
  },
});
