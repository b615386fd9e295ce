// The mock's control API (spec/mock-control.yaml): clock, reset, accounts, notifications, journal.
// Keyed by the generated control `operations`, so the spec and the handlers cannot drift apart.
import type { components, operations } from '../../../generated/mock-control.ts';
import type { Accounts } from '../accounts.ts';
import type { Clock } from '../clock.ts';
import { toTimestamp } from '../clock.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { Journal } from '../journal.ts';
import type { Simulator } from '../scheduler-port.ts';

const reply = typedReply<operations>();

type ClockAdvance = components['schemas']['ClockAdvance'];
type ClockSet = components['schemas']['ClockSet'];
type AccountCreate = components['schemas']['AccountCreate'];

export interface ControlContext {
  readonly params: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export type ControlHandler = (context: ControlContext) => Promise<Response>;

export interface ControlHandlerDeps {
  clock: Clock;
  accounts: Accounts;
  journal: Journal;
  simulator: () => Simulator;
  /** Empties jobs, runs, idempotency records and rate-limit windows (accounts stay). */
  reset: () => void;
  commit: () => Promise<void>;
}

export function createControlHandlers(deps: ControlHandlerDeps): Record<keyof operations, ControlHandler> {
  const { clock, accounts, journal, commit } = deps;

  const clockBody = () => ({ now: toTimestamp(clock.now()), mode: clock.mode });

  async function moveTo(ms: number): Promise<Response> {
    const runs = await deps.simulator().advanceTo(ms);
    await commit();
    return reply('advanceClock', 200, { ...clockBody(), runs });
  }

  return {
    getClock: async () => reply('getClock', 200, clockBody()),
    async setClock({ body }) {
      if (clock.mode === 'real') throw new ProblemError('conflict', 'A real clock cannot be set; use POST /__mock/clock/advance to jump ahead.');
      const target = Date.parse((body as ClockSet).now);
      if (target < clock.now())
        throw new ProblemError('unprocessable', 'The clock never moves backwards.', { errors: [{ pointer: '/now', detail: 'must not be before the current time' }] });
      return moveTo(target);
    },
    advanceClock: async ({ body }) => moveTo(clock.now() + Math.round((body as ClockAdvance).seconds * 1000)),
    async resetMock() {
      deps.reset();
      journal.clear();
      await commit();
      return noContent();
    },
    listAccounts: async () => reply('listAccounts', 200, { data: accounts.list() }),
    async createAccount({ body }) {
      const account = accounts.create((body as AccountCreate).name);
      await commit();
      return reply('createAccount', 201, account);
    },
    async rotateAccountKey({ params }) {
      const account = accounts.rotateKey(params.account_id ?? '');
      if (!account) throw new ProblemError('notFound', `No account ${params.account_id}.`);
      await commit();
      return reply('rotateAccountKey', 200, account);
    },
    listNotifications: async () => reply('listNotifications', 200, { data: deps.simulator().notifications() }),
    listRequests: async () => reply('listRequests', 200, { data: journal.list() }),
  };
}
