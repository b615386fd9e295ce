// Every options object of the kit refuses a key it does not know, naming the nearest one it does
// ("did you mean …"), where it would otherwise be dropped and the next request answered 401 with no hint
// (issue 37). One table over every face: the core, the MSW handlers, the in-process mock, the server, the
// control client and the service client.
import { describe, expect, test } from 'vitest';
import { createCronJobsClient } from '../../client/index.ts';
import { createMockControl } from '../../client/control.ts';
import { createMockCore, createVirtualClock, OptionError } from '../../mock/core/index.ts';
import { createInProcessMock } from '../../mock/in-process/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';
import { startMockServer } from '../../mock/server/start-mock-server.ts';

const clock = createVirtualClock(Date.parse('2027-01-01T00:00:00Z'));
const baseUrl = 'https://api.cronjobs.test';

async function refusal(make: () => unknown): Promise<OptionError> {
  try {
    await make();
  } catch (error) {
    if (error instanceof OptionError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

// The faces take their options as JavaScript does: a misspelt key is only a runtime mistake there.
const loose = <T>(value: Record<string, unknown>) => value as unknown as T;

describe('an unknown option is refused with the nearest known one', () => {
  test.each<[string, () => unknown, string, string]>([
    [
      'createCronJobsHandlers: apiKey for apiKeys',
      () => createCronJobsHandlers(loose({ baseUrl, apiKey: 'fe-key' })),
      'apiKey',
      'apiKey is not an option of createCronJobsHandlers; did you mean apiKeys?',
    ],
    [
      'createCronJobsHandlers: latency for latencyMs',
      () => createCronJobsHandlers(loose({ baseUrl, latency: 300 })),
      'latency',
      'latency is not an option of createCronJobsHandlers; did you mean latencyMs?',
    ],
    [
      'createInProcessMock: apikeys for apiKeys',
      () => createInProcessMock(loose({ apikeys: ['k'] })),
      'apikeys',
      'apikeys is not an option of createInProcessMock; did you mean apiKeys?',
    ],
    [
      'createInProcessMock: a handlers-only option',
      () => createInProcessMock(loose({ baseUrl })),
      'baseUrl',
      'baseUrl is not an option of createInProcessMock. Its options: apiKeys,',
    ],
    [
      'createMockCore: a nested simulation key',
      () => createMockCore(loose({ clock, simulation: { liveCall: true } })),
      'simulation.liveCall',
      'simulation.liveCall is not an option of createMockCore; did you mean simulation.liveCalls?',
    ],
    [
      'startMockServer: stateFil for stateFile',
      () => startMockServer(loose({ stateFil: '/tmp/x.db' })),
      'stateFil',
      'stateFil is not an option of startMockServer; did you mean stateFile?',
    ],
    [
      'startMockServer: a proxy key',
      () => startMockServer(loose({ proxy: { upstream: 'http://127.0.0.1:1', timeout: 5 } })),
      'proxy.timeout',
      'proxy.timeout is not an option of startMockServer; did you mean proxy.timeoutMs?',
    ],
    [
      'createMockControl: controltoken for controlToken',
      () => createMockControl(loose({ baseUrl, controltoken: 't' })),
      'controltoken',
      'controltoken is not an option of createMockControl; did you mean controlToken?',
    ],
    [
      'createCronJobsClient: apikey for apiKey',
      () => createCronJobsClient(loose({ baseUrl, apikey: 'k' })),
      'apikey',
      'apikey is not an option of createCronJobsClient; did you mean apiKey?',
    ],
    [
      'createCronJobsClient: a key far from every option',
      () => createCronJobsClient(loose({ baseUrl, apiKey: 'k', tenant: 'x' })),
      'tenant',
      'tenant is not an option of createCronJobsClient. Its options: baseUrl, apiKey,',
    ],
  ])('%s', async (_, make, option, message) => {
    const error = await refusal(make);
    expect(error.option).toBe(option);
    expect(error.message).toContain(message);
  });

  test('the known options still make a working mock and clients', async () => {
    const mock = createInProcessMock({ apiKeys: ['k'], clock: 'virtual', now: Date.parse('2027-01-01T00:00:00Z') });
    expect((await mock.client.GET('/v1/jobs')).response.status).toBe(200);
    const client = createCronJobsClient({
      baseUrl: 'http://in-process.test',
      apiKey: 'k',
      fetch: (request: Request) => mock.core.handle(request),
      credentials: 'omit',
    });
    expect((await client.GET('/v1/jobs')).response.status).toBe(200);
    expect(createMockControl({ baseUrl, controlToken: 't', fetch: (r) => mock.core.handle(r) })).toBeDefined();
    mock.close();
  });

  test('a client without a key is refused where it is made, not with a 401 later', async () => {
    const error = await refusal(() => createCronJobsClient(loose({ baseUrl })));
    expect(error.message).toBe(
      "apiKey is undefined; expected the account's API key, a non-empty string (sent as X-API-Key)",
    );
  });
});
