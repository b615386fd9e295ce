import { isDeepStrictEqual } from 'node:util';
import { idOf, isJsonObject } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'IDEM-004',
    title: 'refuses a key over 255 characters or with a space; replays reordered fields, even after a delete',
    profile: 'full',
    source: { spec: '#/components/parameters/IdempotencyKey' },
    operations: ['createJob', 'deleteJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const prefix = `cjk-${ctx.config.runId}-idem-4-`;
    for (const [label, key] of [
      ['256 characters', prefix.padEnd(256, 'k')],
      ['a space', `${prefix}with space`],
    ] as const) {
      const refused = await ctx.request('POST', '/v1/jobs', {
        body: ctx.validBody(),
        headers: { 'Idempotency-Key': key },
      });
      ctx.expectRejected(refused, 400, `an Idempotency-Key of ${label} is refused`);
      const json = refused.response?.json;
      const named =
        isJsonObject(json) &&
        Array.isArray(json.errors) &&
        json.errors.some((e) => isJsonObject(e) && String(e.parameter).toLowerCase() === 'idempotency-key');
      ctx.check(
        named,
        `the 400 for a key of ${label} does not name Idempotency-Key in errors`,
        refused,
        'errors[] with parameter "Idempotency-Key"',
        '#/components/schemas/ParameterError',
        'schema',
      );
    }
    // A key of digits only is still text (the schema's type is string): it must not be read as a number.
    const digits = `${[...ctx.config.runId]
      .map((c) => String(c.charCodeAt(0)).padStart(3, '0'))
      .join('')
      .slice(0, 200)}4`;
    const numeric = await ctx.request('POST', '/v1/jobs', {
      body: ctx.validBody(),
      headers: { 'Idempotency-Key': digits },
    });
    ctx.expectAccepted(numeric, 201, 'a create with an Idempotency-Key of digits only succeeds');
    const numericId = idOf(numeric.response?.json);
    if (numericId !== undefined) ctx.track(numericId);
    const key = prefix.padEnd(255, 'k');
    const body = ctx.validBody();
    const first = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(first, 201, 'a create with a 255-character key succeeds');
    // The same JSON value, written in another member order and spacing.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(body).reverse()), null, 1);
    const retry = await ctx.request('POST', '/v1/jobs', { body: reordered, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(retry, 201, 'a retry with the fields in another order is the same body, replayed');
    ctx.check(
      retry.response?.headers['idempotency-replayed'] === 'true',
      'the retry is not marked as replayed',
      retry,
      'Idempotency-Replayed: true',
      undefined,
      'headers',
    );
    ctx.check(
      isDeepStrictEqual(retry.response?.json, first.response?.json),
      'the retry answered another job',
      retry,
      first.response?.body ?? '',
    );
    const id = idOf(first.response?.json);
    if (id === undefined) return ctx.blocked('SCHEMA-001', 'the create answer carries no id', first, 'schema');
    ctx.expectAccepted(
      await ctx.request('DELETE', `/v1/jobs/${encodeURIComponent(id)}`),
      204,
      'the created job is deleted',
    );
    const late = await ctx.request('POST', '/v1/jobs', { body, headers: { 'Idempotency-Key': key } });
    ctx.expectAccepted(late, 201, 'a retry after the job was deleted replays the stored 201 (it creates nothing)');
    ctx.check(
      isDeepStrictEqual(late.response?.json, first.response?.json),
      'the retry after the delete answered another job',
      late,
      first.response?.body ?? '',
    );
  },
});
