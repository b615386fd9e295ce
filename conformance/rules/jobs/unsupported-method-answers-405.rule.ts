import { rule } from '../../harness/rule/rule.ts';
import { unknownJobId } from '../../harness/rule/operations-in-scope.ts';
import { httpMethods, matchOperation } from '../../harness/spec/spec-document.ts';
import { notATokenList, tokenList } from '../../harness/transport/token-list.ts';

export default rule({
  meta: {
    id: 'JOB-012',
    title: 'answers 405 with Allow to a method a path does not support',
    profile: 'full',
    source: { spec: '#/info/description' },
  },
  run: async (ctx) => {
    for (const [method, path] of [
      ['PUT', '/v1/jobs'],
      ['PUT', `/v1/jobs/${unknownJobId}`],
      ['GET', `/v1/jobs/${unknownJobId}/pause`],
      ['DELETE', `/v1/jobs/${unknownJobId}/runs`],
    ] as const) {
      const exchange = await ctx.request(method, path);
      ctx.expectRejected(
        exchange,
        405,
        `${method} is not an operation of ${path}`,
        '#/info/description (Conventions: 405 with Allow)',
      );
      // Allow is a list of methods (RFC 9110 §10.2.1): a list of tokens with no empty element (token-list.ts).
      const allow = exchange.response?.headers.allow;
      const listed = tokenList(allow);
      const methods = httpMethods.map((m) => m.toUpperCase()).filter((m) => matchOperation(m, path));
      ctx.check(
        listed && methods.every((m) => listed.includes(m)),
        allow === undefined
          ? 'the 405 has no Allow header'
          : listed
            ? `Allow is ${JSON.stringify(allow)}`
            : notATokenList('Allow', allow),
        exchange,
        `Allow: a list of tokens naming the path's methods, ${methods.join(', ')}`,
      );
    }
  },
});
