// The mock in process, `cronjobs-kit/in-process`: the core with no server and no MSW, and the two typed
// clients over it — the service client and the control client — each sending its Request straight to
// `core.handle`. For unit tests of a data layer: nothing listens, nothing is intercepted, a request costs
// what the core's work costs (bench/in-process.bench.ts measures it against MSW).
import { checkNode } from '../../contract/node-version.js';
import { createMockControl, type MockControl } from '../../client/control.ts';
import { createCronJobsClient, type CronJobsClient } from '../../client/index.ts';
import {
  checkClockOptions,
  clockFromOptions,
  coreOptionShape,
  createMockCore,
  refuseUnknownOptions,
  type ClockOptions,
  type MockCore,
  type MockCoreOptions,
  type OptionShape,
} from '../core/index.ts';
checkNode('cronjobs-kit/in-process');

/** Any origin: the core routes by path, and nothing leaves the process. */
const origin = 'http://in-process.cronjobs.test';

export interface InProcessMockOptions
  extends Pick<MockCoreOptions, 'apiKeys' | 'rateLimit' | 'historyLimit' | 'random' | 'fixtures' | 'controlToken'>,
    ClockOptions {}

const { apiKeys, rateLimit, historyLimit, random, fixtures, controlToken } = coreOptionShape;
const inProcessOptionShape = {
  apiKeys,
  rateLimit,
  historyLimit,
  random,
  fixtures,
  controlToken,
  clock: true,
  now: true,
  speed: true,
} as const satisfies OptionShape<InProcessMockOptions>;

export interface InProcessMock {
  readonly core: MockCore;
  /** The service client with the first account's key (`dev-key` by default; with `fixtures`, their first account's). */
  readonly client: CronJobsClient;
  /** The control client (test clocks, accounts, seeding, advance, notifications …) over the same core. */
  readonly control: MockControl;
  /** A service client with another key, e.g. of an account made with `control.accounts.create`. */
  clientFor(apiKey: string): CronJobsClient;
  /** Stops the simulator (a real clock's timer); the state stays readable. */
  close(): void;
}

/**
 * One call: `const { client, control } = createInProcessMock({ apiKeys: ['test-key'] })`. Options as
 * `createCronJobsHandlers` takes them (the clock virtual by default), checked here: a wrong one throws an
 * OptionError naming it.
 */
export function createInProcessMock(options: InProcessMockOptions = {}): InProcessMock {
  refuseUnknownOptions('createInProcessMock', options, inProcessOptionShape);
  checkClockOptions(options);
  const { clock: _clock, now: _now, speed: _speed, ...coreOptions } = options;
  const core = createMockCore({ ...coreOptions, clock: clockFromOptions(options) });
  const send = (request: Request) => core.handle(request);
  const clientFor = (apiKey: string) => createCronJobsClient({ baseUrl: origin, apiKey, fetch: send });
  const firstKey = core.accounts()[0]?.api_key;
  if (firstKey === undefined) throw new RangeError('the mock has no account: give apiKeys or fixtures with one');
  return {
    core,
    client: clientFor(firstKey),
    control: createMockControl({
      baseUrl: origin,
      fetch: send,
      ...(options.controlToken !== undefined ? { controlToken: options.controlToken } : {}),
    }),
    clientFor,
    close: () => core.close(),
  };
}
