import { expect, test } from 'vitest';
import { configInputFromEnv, ConfigError, defaultTargetUrl, resolveConfig } from './config.ts';

const base = { baseUrl: 'http://127.0.0.1:4010/', apiKey: 'k1' };

test('defaults: full profile, harmless target, 20 cases, 5 s per request, trailing slash dropped', () => {
  const config = resolveConfig({ ...base, seed: 7, runId: 'abc' });
  expect(config).toEqual({
    baseUrl: 'http://127.0.0.1:4010',
    apiKey: 'k1',
    secondApiKey: undefined,
    profile: 'full',
    readOnly: false,
    targetUrl: defaultTargetUrl,
    cases: 20,
    seed: 7,
    runId: 'abc',
    timeoutMs: 5000,
    record: false,
    nextPage: undefined,
  });
});

test.each([
  ['no base URL', { apiKey: 'k' }, /--base-url/],
  ['no key', { baseUrl: 'http://x' }, /--api-key/],
  ['an unknown profile', { ...base, profile: 'strict' }, /--profile must be core or full/],
  ['a base URL without a scheme', { ...base, baseUrl: 'localhost:4010' }, /--base-url must be an http or https URL/],
  ['no URL at all', { ...base, baseUrl: 'not a url' }, /absolute URL/],
  ['a non-HTTP target', { ...base, targetUrl: 'ftp://example.com' }, /http or https/],
  ['zero cases', { ...base, cases: '0' }, /--cases/],
  ['a fractional seed', { ...base, seed: '1.5' }, /--seed/],
  ['a timeout that is not a number', { ...base, timeoutMs: 'soon' }, /--timeout/],
  ['a --next-page without a kind', { ...base, nextPage: 'page_token' }, /--next-page/],
])('rejects %s as a usage error', (_, input, message) => {
  expect(() => resolveConfig(input)).toThrow(ConfigError);
  expect(() => resolveConfig(input)).toThrow(message);
});

test('reads the CONFORMANCE_* environment', () => {
  const input = configInputFromEnv({
    CONFORMANCE_BASE_URL: 'http://h',
    CONFORMANCE_API_KEY: 'a',
    CONFORMANCE_SECOND_API_KEY: 'b',
    CONFORMANCE_PROFILE: 'core',
    CONFORMANCE_READ_ONLY: '1',
    CONFORMANCE_CASES: '5',
    CONFORMANCE_NEXT_PAGE: 'query:page_token',
  });
  expect(resolveConfig(input)).toMatchObject({
    baseUrl: 'http://h',
    apiKey: 'a',
    secondApiKey: 'b',
    profile: 'core',
    readOnly: true,
    cases: 5,
    nextPage: { query: 'page_token' },
  });
});
