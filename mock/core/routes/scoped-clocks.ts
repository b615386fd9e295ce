// The clocks a key reaches: its account's test clock stands in for the global clock, and the test clocks
// it made or its account is on are the only ones it sees.
import type { components, operations } from '../../../generated/mock-control.ts';
import { parseRfc3339 } from '../primitives/rfc3339.ts';
import { ProblemError } from '../http/problem.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { ControlHandler } from './control-context.ts';
import type { KeyScope, ScopedDeps, ScopedHandler } from './key-scope.ts';

const reply = typedReply<operations>();

type ClockAdvance = components['schemas']['ClockAdvance'];
type ClockSet = components['schemas']['ClockSet'];
type ClockDeps = Pick<ScopedDeps, 'accounts' | 'clocks' | 'commit' | 'lock' | 'operator'>;
type ClockOperation =
  | 'getClock'
  | 'setClock'
  | 'advanceClock'
  | 'listTestClocks'
  | 'createTestClock'
  | 'getTestClock'
  | 'deleteTestClock'
  | 'advanceTestClock';

const clockVisible = ({ accounts, clocks }: ClockDeps, scope: KeyScope, id: string) =>
  clocks.ownerOf(id) === scope.owner || (scope.account !== undefined && accounts.testClockOf(scope.account.id) === id);

/** The operator's test-clock handler for a clock the key may reach; 404 for any other, as for an unknown one. */
const onVisibleClock =
  (deps: ClockDeps, handler: ControlHandler): ScopedHandler =>
  async (context) => {
    const id = context.params.test_clock_id ?? '';
    if (!clockVisible(deps, context.scope, id)) throw new ProblemError('notFound', `No test clock ${id}.`);
    return handler(context);
  };

/**
 * Moves the account's test clock as the global clock's move would. An account on the global clock (or a
 * key with none) moves the global clock, every such account's, as the operator does: under the token.
 */
const onOwnClock =
  (
    { accounts, lock, operator }: ClockDeps,
    global: ControlHandler,
    move: (body: unknown) => { seconds: number } | { to: string },
    field: string,
  ): ScopedHandler =>
  async (context) => {
    const id = context.scope.account && accounts.testClockOf(context.scope.account.id);
    if (id === undefined) {
      lock(context.request);
      return global(context);
    }
    return operator
      .advanceTestClock({ ...context, params: { test_clock_id: id }, body: move(context.body) })
      .catch((error: unknown) => {
        // The test clock's problem names its own field (`/to`); this call's body has another.
        if (!(error instanceof ProblemError) || error.body.errors === undefined) throw error;
        throw new ProblemError(error.kind, error.body.detail, {
          errors: error.body.errors.map((entry) => ({ ...entry, pointer: `/${field}` })),
        });
      });
  };

export function scopedClockHandlers(deps: ClockDeps): Record<ClockOperation, ScopedHandler> {
  const { accounts, clocks, commit, operator } = deps;
  return {
    async getClock(context) {
      const id = context.scope.account && accounts.testClockOf(context.scope.account.id);
      const clock = id === undefined ? undefined : clocks.get(id);
      return clock ? reply('getClock', 200, { now: clock.now, mode: 'virtual' }) : operator.getClock(context);
    },
    setClock: onOwnClock(deps, operator.setClock, (body) => ({ to: (body as ClockSet).now }), 'now'),
    advanceClock: onOwnClock(
      deps,
      operator.advanceClock,
      (body) => ({ seconds: (body as ClockAdvance).seconds }),
      'seconds',
    ),
    listTestClocks: async ({ scope }) =>
      reply('listTestClocks', 200, { data: clocks.list().filter((clock) => clockVisible(deps, scope, clock.id)) }),
    async createTestClock({ scope, body }) {
      const { name, now } = body as components['schemas']['TestClockCreate'];
      const created = clocks.create(name, now === undefined ? undefined : parseRfc3339(now), scope.owner);
      await commit();
      return reply('createTestClock', 201, created);
    },
    getTestClock: onVisibleClock(deps, operator.getTestClock),
    deleteTestClock: onVisibleClock(deps, operator.deleteTestClock),
    advanceTestClock: onVisibleClock(deps, operator.advanceTestClock),
  };
}
