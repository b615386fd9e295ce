// createMockCore's options, checked before anything is built (option-error.ts says why). The shapes
// are MockCoreOptions' own; values that only the spec decides (fixtures, a saved state) are checked by
// their loaders, and the control token by the control lock.
import {
  expectBoolean,
  expectFunction,
  expectInteger,
  expectObject,
  expectString,
  expectUrl,
  isClockLike,
  OptionError,
} from './option-error.ts';

const clockExpected = 'a Clock: createVirtualClock(startMs) or createRealClock()';

export function checkCoreOptions(options: unknown): void {
  expectObject('options', options, 'an object of MockCoreOptions');
  if (!isClockLike(options.clock)) throw new OptionError('clock', options.clock, clockExpected);
  const { apiKeys, rateLimit, random, historyLimit, cors, simulation, onError } = options;
  if (apiKeys !== undefined) {
    if (!Array.isArray(apiKeys)) throw new OptionError('apiKeys', apiKeys, 'an array of API keys (non-empty strings)');
    for (const [i, key] of apiKeys.entries()) expectString(`apiKeys[${i}]`, key, 'an API key: a non-empty string');
  }
  if (rateLimit !== undefined) {
    expectObject(
      'rateLimit',
      rateLimit,
      '{ limit, windowSeconds }: requests allowed per key in each window of windowSeconds seconds, e.g. { limit: 600, windowSeconds: 60 }',
    );
    expectInteger('rateLimit.limit', rateLimit.limit, 1);
    expectInteger('rateLimit.windowSeconds', rateLimit.windowSeconds, 1);
  }
  if (random !== undefined)
    expectFunction('random', random, 'a RandomSource: (bytes: Uint8Array) => void, e.g. seededRandom(1)');
  if (historyLimit !== undefined) expectInteger('historyLimit', historyLimit, 1);
  if (onError !== undefined) expectFunction('onError', onError, 'a function (error, requestId) => void');
  if (cors !== undefined) {
    expectObject('cors', cors, "{ origin }: the Access-Control-Allow-Origin value, e.g. { origin: '*' }");
    expectString('cors.origin', cors.origin, "an origin such as 'http://localhost:5173', or '*'");
  }
  if (simulation !== undefined) {
    expectObject('simulation', simulation, 'an object of SimulationOptions');
    const { liveCalls, notifyUrl, allowPrivateTargets, fetch, liveFetch, advanceRunsLimit, notificationRetention } =
      simulation;
    if (liveCalls !== undefined) expectBoolean('simulation.liveCalls', liveCalls);
    if (allowPrivateTargets !== undefined) expectBoolean('simulation.allowPrivateTargets', allowPrivateTargets);
    if (notifyUrl !== undefined && notifyUrl !== null)
      expectUrl('simulation.notifyUrl', notifyUrl, 'http://127.0.0.1:9000/hooks', ', or null');
    if (fetch !== undefined) expectFunction('simulation.fetch', fetch, 'a fetch function');
    if (liveFetch !== undefined) expectFunction('simulation.liveFetch', liveFetch, 'a fetch function');
    if (advanceRunsLimit !== undefined) expectInteger('simulation.advanceRunsLimit', advanceRunsLimit, 1);
    if (notificationRetention !== undefined)
      expectInteger('simulation.notificationRetention', notificationRetention, 0);
  }
}
