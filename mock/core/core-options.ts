// What createMockCore (mock-core.ts) takes and gives: its options, with the shape the option check holds them
// to, and the MockCore an adapter serves.
import type { Fixtures } from './fixtures/fixtures.ts';
import type { ControlLock } from './http/control-lock.ts';
import type { CorsOptions } from './http/cors.ts';
import type { RequestLine } from './http/incoming-request.ts';
import type { OptionShape } from './options/option-error.ts';
import type { StatePort } from './persistence/state-port.ts';
import type { Clock } from './primitives/clock.ts';
import type { RandomSource } from './primitives/random.ts';
import type { Engine } from './simulator/engine/engine-api.ts';
import type { YieldPort } from './simulator/time/drain-pacer.ts';
import type { TimerPort } from './simulator/time/wakeup.ts';
import type { Account } from './state/accounts.ts';
import type { JournalEntry } from './state/journal.ts';
import type { RateLimitOptions } from './state/rate-limit.ts';
import type { StateSnapshot } from './state/state-snapshot.ts';

export interface MockCoreOptions {
  /** The only source of time: every timestamp, schedule and expiry reads it. */
  clock: Clock;
  /** One account per key; `['dev-key']` by default. With saved state, missing keys are added. */
  apiKeys?: readonly string[];
  /** Per-key limit; off when absent. */
  rateLimit?: RateLimitOptions;
  /** Randomness for every id, key and secret; inject a seeded source for reproducible ids. */
  random?: RandomSource;
  /** Finished runs kept per job (spec: 100). */
  historyLimit?: number;
  initialState?: StateSnapshot;
  /**
   * A known world to start from (spec/mock-control.yaml Fixtures; `--fixtures`): checked entry by entry
   * first (FixtureError names every problem). Only into an empty mock: refused beside `initialState`.
   * Its accounts replace the default `dev-key` one; `apiKeys` the fixture lacks are added.
   */
  fixtures?: Fixtures;
  /**
   * Where every acknowledged write is made durable before its answer (persistence/state-port.ts): only
   * what changed is written; a rejection answers 500. In memory only when absent.
   */
  persistence?: StatePort;
  /** Unexpected failures (answered 500), for the adapter's log. */
  onError?: (error: unknown, requestId: string) => void;
  cors?: CorsOptions;
  simulation?: SimulationOptions;
  /**
   * When set, every /__mock request needs `Authorization: Bearer <controlToken>` (401 otherwise); open when
   * absent (spec/mock-control.yaml securitySchemes.ControlToken).
   */
  controlToken?: string;
}

/** The run simulator's settings and the ports an adapter supplies (all web-standard). */
export interface SimulationOptions extends Partial<SimulationSettings> {
  /** `--allow-private-targets`: live calls may reach loopback and private ranges (the SSRF guard's opt-out). */
  allowPrivateTargets?: boolean;
  /** For live calls and notification deliveries; global fetch by default. */
  fetch?: typeof fetch;
  /**
   * For live calls only, instead of `fetch`: one that connects only to addresses the SSRF guard accepted
   * (the server adapter's resolves, checks and pins them). Without it, names are not checked.
   */
  liveFetch?: typeof fetch;
  /** The single real-clock timer; global setTimeout by default, unref'd where the runtime has `unref` (simulator/time/wakeup.ts). */
  timers?: TimerPort;
  /** How a long drain gives the event loop a turn between slices of work; a MessageChannel message by default. */
  yieldPort?: YieldPort;
  /** Most runs the advance answer lists (the newest); 1,000 as the control spec says. */
  advanceRunsLimit?: number;
  /** Settled notifications kept in the outbox. */
  notificationRetention?: number;
}

export interface SimulationSettings {
  /** Really call target URLs instead of simulating outcomes (`--live-calls`). */
  liveCalls: boolean;
  /** Where failure notifications are delivered (`--notify-url`). */
  notifyUrl: string | null;
}

/**
 * The keys createMockCore takes, nested options objects key by key: any other throws an OptionError with
 * the nearest known key ("did you mean …"). The adapters build their own shapes from this one.
 */
export const coreOptionShape = {
  clock: true,
  apiKeys: true,
  rateLimit: { limit: true, windowSeconds: true },
  random: true,
  historyLimit: true,
  initialState: true,
  fixtures: true,
  persistence: true,
  onError: true,
  cors: { origin: true },
  simulation: {
    liveCalls: true,
    notifyUrl: true,
    allowPrivateTargets: true,
    fetch: true,
    liveFetch: true,
    timers: true,
    yieldPort: true,
    advanceRunsLimit: true,
    notificationRetention: true,
  },
  controlToken: true,
} as const satisfies OptionShape<MockCoreOptions>;

export interface MockCore {
  /**
   * The core's one face: any Request in, a Response out (the Node server, the MSW handlers, tests, other
   * runtimes). An adapter that reads the request line as it arrived (the Node server) passes it as `sent`:
   * its target is the path as sent, so a dot segment is refused rather than resolved (http/request-target.ts),
   * and its method may be one a Request cannot carry (http/incoming-request.ts).
   */
  handle(request: Request, sent?: RequestLine): Promise<Response>;
  /** The whole state, JSON-serialisable. */
  snapshot(): StateSnapshot;
  /** Writes what changed since the last write to the persistence port (no-op without one). */
  flush(): Promise<void>;
  readonly clock: Clock;
  /** The run simulator: schedules, runs, outcome rules, the notification outbox, events. */
  readonly engine: Engine;
  readonly settings: SimulationSettings;
  /** Throws the 401 problem unless a request carries the control token (no-op without one): for /__mock and the console. */
  readonly controlLock: ControlLock;
  accounts(): Account[];
  /** Journals a request the core did not answer itself: the validating proxy's traffic (mock/proxy). */
  record(entry: JournalEntry): void;
  close(): void;
}
