// Every option is checked where the mock is made: the error names the option, the value and what it
// takes (mock/core/options/option-error.ts), instead of a 429 on every request or a bare TypeError later.
import { describe, expect, test } from 'vitest';
import { createMockCore, createVirtualClock, OptionError, type MockCoreOptions } from '../../mock/core/index.ts';
import { createCronJobsHandlers, type CronJobsHandlersOptions } from '../../mock/msw/index.ts';

const clock = createVirtualClock(Date.parse('2027-01-01T00:00:00Z'));

function errorOf(make: () => unknown): OptionError {
  try {
    make();
  } catch (error) {
    if (error instanceof OptionError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('createMockCore', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    [
      'a number for rateLimit (as the CLI flag reads)',
      { rateLimit: 2 },
      'rateLimit',
      'rateLimit is 2; expected { limit, windowSeconds }: requests allowed per key in each window of windowSeconds seconds, e.g. { limit: 600, windowSeconds: 60 }',
    ],
    [
      'a rate limit of none per window',
      { rateLimit: { limit: 0, windowSeconds: 60 } },
      'rateLimit.limit',
      'rateLimit.limit is 0; expected a whole number, 1 or more',
    ],
    [
      'a window in milliseconds by mistake of name',
      { rateLimit: { limit: 5, window: 60 } },
      'rateLimit.window',
      'rateLimit.window is not an option of createMockCore; did you mean rateLimit.windowSeconds? Its rateLimit options: limit, windowSeconds.',
    ],
    [
      'a window left out',
      { rateLimit: { limit: 5 } },
      'rateLimit.windowSeconds',
      'rateLimit.windowSeconds is undefined; expected a whole number, 1 or more',
    ],
    [
      'no clock',
      { clock: undefined },
      'clock',
      'clock is undefined; expected a Clock: createVirtualClock(startMs) or createRealClock()',
    ],
    [
      'a clock mode where a Clock goes',
      { clock: 'virtual' },
      'clock',
      'clock is "virtual"; expected a Clock: createVirtualClock(startMs) or createRealClock()',
    ],
    [
      'one key as a string',
      { apiKeys: 'dev-key' },
      'apiKeys',
      'apiKeys is "dev-key"; expected an array of API keys (non-empty strings)',
    ],
    ['an empty key', { apiKeys: ['a', ''] }, 'apiKeys[1]', 'apiKeys[1] is ""; expected an API key: a non-empty string'],
    ['a history of none', { historyLimit: 0 }, 'historyLimit', 'historyLimit is 0; expected a whole number, 1 or more'],
    [
      'an origin as a string',
      { cors: 'http://localhost:5173' },
      'cors',
      `cors is "http://localhost:5173"; expected { origin }: the Access-Control-Allow-Origin value, e.g. { origin: '*' }`,
    ],
    [
      'a relative notify URL',
      { simulation: { notifyUrl: '/hooks' } },
      'simulation.notifyUrl',
      'simulation.notifyUrl is "/hooks"; expected an absolute http or https URL such as http://127.0.0.1:9000/hooks, or null',
    ],
    [
      'a random source that is not a function',
      { random: 42 },
      'random',
      'random is 42; expected a RandomSource: (bytes: Uint8Array) => void, e.g. seededRandom(1)',
    ],
  ])('%s', (_, given, option, message) => {
    const error = errorOf(() => createMockCore({ clock, ...given } as unknown as MockCoreOptions));
    expect(error.option).toBe(option);
    expect(error.message).toBe(message);
  });

  test('valid options make a mock that answers', async () => {
    const core = createMockCore({
      clock,
      apiKeys: ['k'],
      rateLimit: { limit: 1, windowSeconds: 60 },
      historyLimit: 5,
      cors: { origin: '*' },
      simulation: { notifyUrl: null },
    });
    expect((await core.handle(new Request('http://mock.test/v1/jobs', { headers: { 'X-API-Key': 'k' } }))).status).toBe(
      200,
    );
  });
});

describe('createCronJobsHandlers', () => {
  const baseUrl = 'https://api.cronjobs.test';
  test.each<[string, Record<string, unknown>, string, string]>([
    [
      'a relative base URL',
      { baseUrl: '/api' },
      'baseUrl',
      'baseUrl is "/api"; expected an absolute http or https URL such as https://api.example.test (in a browser: `${location.origin}/api`)',
    ],
    [
      'a base URL without a scheme',
      { baseUrl: 'localhost:4010' },
      'baseUrl',
      'baseUrl is "localhost:4010"; expected an absolute http or https URL such as https://api.example.test (in a browser: `${location.origin}/api`)',
    ],
    [
      'a clock mode that does not exist',
      { baseUrl, clock: 'fake' },
      'clock',
      `clock is "fake"; expected 'virtual', 'real' or a Clock of your own`,
    ],
    [
      'an invalid start',
      { baseUrl, now: new Date('not a date') },
      'now',
      'now is an invalid Date; expected a valid Date or milliseconds since the epoch',
    ],
    ['a speed of zero', { baseUrl, clock: 'real', speed: 0 }, 'speed', 'speed is 0; expected a finite number above 0'],
    [
      'a negative latency',
      { baseUrl, latencyMs: -5 },
      'latencyMs',
      'latencyMs is -5; expected a finite number of at least 0',
    ],
    [
      'a typo in an outcome rule',
      {
        baseUrl,
        outcomeRules: [
          { url_pattern: 'https://example.com/*', status: 503 },
          { url_patern: 'https://example.com/*', status: 503 },
        ],
      },
      'outcomeRules[1]',
      'outcomeRules[1] is {"url_patern":"https://example.com/*","status":503} (/job_id is required; /url_pattern is required; /url_patern is not a known field); expected an outcome rule as POST /__mock/outcome-rules takes it (spec/mock-control.yaml OutcomeRuleCreate)',
    ],
    [
      'an outcome rule with both status and connection_error',
      { baseUrl, outcomeRules: [{ url_pattern: '*', status: 500, connection_error: true }] },
      'outcomeRules[0]',
      '',
    ],
    ['the core option beside it', { baseUrl, rateLimit: 2 }, 'rateLimit', ''],
  ])('%s', (_, given, option, message) => {
    const error = errorOf(() => createCronJobsHandlers(given as unknown as CronJobsHandlersOptions));
    expect(error.option).toBe(option);
    if (message) expect(error.message).toBe(message);
  });
});
