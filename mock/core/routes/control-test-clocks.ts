// Test clocks (Stripe's model): virtual clocks of their own, each moving only its accounts' jobs.
import type { components, operations } from '../../../generated/mock-control.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { parseRfc3339 } from '../primitives/rfc3339.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { ControlContext, ControlHandler, ControlHandlerDeps } from './control-context.ts';
import { testClockOf } from './control-lookups.ts';

const reply = typedReply<operations>();

type TestClockCreate = components['schemas']['TestClockCreate'];
type TestClockAdvance = components['schemas']['TestClockAdvance'];
type TestClockDeps = Pick<ControlHandlerDeps, 'clocks' | 'commit'>;
type TestClockOperation =
  | 'listTestClocks'
  | 'createTestClock'
  | 'getTestClock'
  | 'deleteTestClock'
  | 'advanceTestClock';

const backwards = () =>
  new ProblemError('validation', 'The clock never moves backwards.', {
    errors: [{ pointer: '/to', detail: "must not be before the test clock's time" }],
  });

async function advanceTestClock({ clocks, commit }: TestClockDeps, { params, body }: ControlContext): Promise<Reply> {
  const id = testClockOf(clocks, params).id;
  // The schema lets exactly one of the two through.
  const { seconds, to } = body as TestClockAdvance;
  const targetOf = (now: number) => (to !== undefined ? parseRfc3339(to) : now + Math.round((seconds ?? 0) * 1000));
  const result = await clocks
    .advance(id, (now) => {
      const target = targetOf(now);
      if (target < now) throw backwards();
      return target;
    })
    // An advance of the same clock that was under way may have passed the target meanwhile.
    .catch((error: unknown) => {
      throw error instanceof RangeError && error.message === 'the clock never moves backwards' ? backwards() : error;
    });
  // Deleted while this advance waited for an earlier one.
  if (!result) throw new ProblemError('notFound', `No test clock ${id}.`);
  await commit();
  return reply('advanceTestClock', 200, {
    now: toTimestamp(result.now),
    mode: 'virtual',
    runs: result.runs,
    runs_total: result.runs_total,
  });
}

export function testClockHandlers(deps: TestClockDeps): Record<TestClockOperation, ControlHandler> {
  const { clocks, commit } = deps;
  return {
    listTestClocks: async () => reply('listTestClocks', 200, { data: clocks.list() }),
    async createTestClock({ body }) {
      const { name, now } = body as TestClockCreate;
      const created = clocks.create(name, now === undefined ? undefined : parseRfc3339(now));
      await commit();
      return reply('createTestClock', 201, created);
    },
    getTestClock: async ({ params }) => reply('getTestClock', 200, testClockOf(clocks, params)),
    async deleteTestClock({ params }) {
      if (!clocks.removeClock(params.test_clock_id ?? ''))
        throw new ProblemError('notFound', `No test clock ${params.test_clock_id}.`);
      await commit();
      return noContent();
    },
    advanceTestClock: (context) => advanceTestClock(deps, context),
  };
}
