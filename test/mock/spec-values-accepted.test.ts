// Schemathesis' `positive_data_acceptance`, as a test of our own (Schemathesis itself needs PyPI; `npm run
// schemathesis` runs it where it is installed): for every operation of the service, values generated from
// the spec's schemas — parameters, headers and bodies, each one the spec's own validator takes — are sent
// to the mock, and every answer is one that check allows: a 2xx, or 401, 403, 404. The spec is never
// looser than the mock. (Each example, alone and with its operation's other examples: examples-are-accepted.)
//
// What a request applies to is the job it names, as a client's would be: a fresh one of the account, paused
// for `resume`, of the schedule type a patch's own fields belong to (spec JobUpdate: the rules that depend
// on the job the patch applies to, which no schema can state). A cursor comes from the service only (spec
// Cursor), so none is invented.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable, type Operation } from '../../contract/operation-table.ts';
import { specValues } from '../support/schema-values.ts';
import { createJob, createTestMock, type Send } from '../support/clients.ts';

const operations = operationTable(serviceDocument).operations;
/** Schemathesis' `positive_data_acceptance` default: a valid request may be answered these. */
const accepted = (status: number) => (status >= 200 && status < 300) || [401, 403, 404].includes(status);

/**
 * The one refusal of a valid body that the spec states and no schema can (SchedulePreviewRequest `from`):
 * a schedule with fewer than `count` times left between `from` and the end of year 9999 — it depends on
 * the schedule and the count together.
 */
const beyondTheCalendar = (text: string) =>
  /"errors":\[\{"pointer":"\/from","detail":"the schedule has only \d+ run times? after [^"]* before the year 10000"\}\]/.test(
    text,
  );

interface Generated {
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}

function requests(operation: Operation): fc.Arbitrary<Generated> {
  const optional = (name: string, value: fc.Arbitrary<unknown>, required: boolean) =>
    required
      ? value.map((v) => [name, v] as const)
      : fc.option(
          value.map((v) => [name, v] as const),
          { nil: undefined },
        );
  const pairs = (where: 'query' | 'header') =>
    fc
      .tuple(
        ...operation.parameters
          .filter((p) => p.in === where && p.name !== 'cursor')
          .map((p) => optional(p.name, specValues(p.schemaRef), p.required)),
      )
      .map((list) => Object.fromEntries(list.filter((pair) => pair !== undefined)));
  const media = operation.body?.mediaTypes.get('application/json');
  return fc.record({
    query: pairs('query'),
    headers: pairs('header'),
    ...(media ? { body: specValues(media) } : {}),
  });
}

/** The schedule type of the job a patch applies to (spec JobUpdate); undefined when any job will do. */
function typeFor(patch: Record<string, unknown>): 'interval' | 'cron' | undefined {
  const type = patch.schedule_type as 'interval' | 'cron' | undefined;
  // A switch brings the new type's required field; without it the patch repeats the job's own type.
  if (type === 'cron' && patch.cron_expression === undefined) return 'cron';
  if (type === 'interval' && patch.interval_seconds === undefined) return 'interval';
  if (type) return undefined;
  if ('interval_seconds' in patch) return 'interval';
  if ('cron_expression' in patch || 'timezone' in patch) return 'cron';
  return undefined;
}

async function jobFor(send: Send, operation: Operation, body: unknown, pick: boolean): Promise<string> {
  const wanted = operation.operationId === 'updateJob' ? typeFor(body as Record<string, unknown>) : undefined;
  const cron = (wanted ?? (pick ? 'cron' : 'interval')) === 'cron';
  const job = await createJob(
    send,
    'key-a',
    cron ? { schedule_type: 'cron', interval_seconds: undefined, cron_expression: '0 9 * * 1-5' } : {},
  );
  if (operation.operationId === 'resumeJob')
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
  return job.id;
}

describe('values generated from the spec are accepted by the mock (positive_data_acceptance)', () => {
  test.each(operations.map((o) => [`${o.method} ${o.path} (${o.operationId})`, o] as const))(
    '%s',
    async (_name, operation) => {
      const refused: string[] = [];
      await fc.assert(
        fc.asyncProperty(requests(operation), fc.boolean(), async (generated, pick) => {
          const { send } = createTestMock();
          const path = operation.path.includes('{job_id}')
            ? operation.path.replace('{job_id}', await jobFor(send, operation, generated.body, pick))
            : operation.path;
          const query = new URLSearchParams(
            Object.entries(generated.query).map(([name, value]) => [name, String(value)]),
          ).toString();
          const answer = await send({
            method: operation.method,
            path: query ? `${path}?${query}` : path,
            key: 'key-a',
            headers: Object.fromEntries(Object.entries(generated.headers).map(([n, v]) => [n, String(v)])),
            ...(generated.body !== undefined ? { body: generated.body } : {}),
          });
          if (!accepted(answer.status) && !(answer.status === 422 && beyondTheCalendar(answer.text)))
            refused.push(`${answer.status} ${JSON.stringify(generated)}: ${answer.text.slice(0, 300)}`);
        }),
        { numRuns: 60, seed: 36 },
      );
      expect(refused).toEqual([]);
    },
  );
});
