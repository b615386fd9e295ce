import { hostileExamples, hostileInput } from '../../harness/property/arbitraries.ts';
import { rule } from '../../harness/rule/rule.ts';
import { checkProperty } from '../../harness/property/property.ts';

export default rule({
  meta: {
    id: 'PROP-003',
    title: 'answers any input, however malformed, without a 5xx',
    profile: 'core',
    source: { spec: '#/components/responses/InternalError' },
    operations: ['createJob', 'listJobs'],
    needs: ['write'],
  },
  run: async (ctx) => {
    await checkProperty(
      ctx,
      hostileInput({ namePrefix: `cjk-${ctx.config.runId}-prop-003-`, targetUrl: ctx.config.targetUrl }),
      async (input) => {
        const headers: Record<string, string> = { 'X-API-Key': ctx.keys.main };
        if (input.contentType !== undefined) headers['Content-Type'] = input.contentType;
        const exchange = await ctx.send({
          method: input.method,
          path: input.path,
          headers,
          ...(input.body === undefined ? {} : { body: input.body }),
        });
        const status = exchange.response?.status;
        ctx.check(
          status !== undefined && status < 500,
          `${input.defect}: answered ${status ?? 'nothing'}`,
          exchange,
          'an answer below 500 to any input',
          '#/components/responses/InternalError',
        );
      },
      hostileExamples(),
    );
  },
});
