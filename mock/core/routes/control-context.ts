// What a control handler receives once the control pipeline has routed the call and checked its body, and
// what the operator's handlers are made of. Each capability's handlers (control-clock.ts, control-accounts.ts,
// …) take the part of `ControlHandlerDeps` they use.
import type { components } from '../../../generated/mock-control.ts';
import type { Clock } from '../primitives/clock.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { Reply } from '../http/respond.ts';
import type { Accounts } from '../state/accounts.ts';
import type { Journal } from '../state/journal.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import type { Seeder } from '../fixtures/seeding.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';
import type { EngineListener } from '../simulator/events/events.ts';
import type { TimerPort } from '../simulator/time/wakeup.ts';

export interface ControlContext {
  readonly request: IncomingRequest;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

export type ControlHandler = (context: ControlContext) => Promise<Reply>;

export interface ControlHandlerDeps {
  clock: Clock;
  accounts: Accounts;
  journal: Journal;
  engine: Engine;
  clocks: TestClockService;
  /** Fills an account with planned jobs and their past runs (fixtures/seeding.ts). */
  seed: Seeder;
  /** Empties jobs, runs, idempotency records and rate-limit windows (accounts stay). */
  reset: () => void;
  commit: () => Promise<void>;
  /** The world as a fixture, or one account's (fixtures.ts). */
  exportState: (only?: string) => components['schemas']['Fixtures'];
  /** A fixture's accounts into the running mock (fixtures/account-import.ts): the accounts made, or a 409/422 problem. */
  importState: (body: unknown) => components['schemas']['Account'][];
  /** The event stream's source: the engine's events and the journal's `request.violations`. */
  subscribe: (listener: EngineListener) => () => void;
  /** The event stream's keep-alive timer (the server adapter's is unref'd). */
  timers?: TimerPort;
}
