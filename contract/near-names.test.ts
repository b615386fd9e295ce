import { describe, expect, test } from 'vitest';
import { editDistance, nearestName } from './near-names.ts';

describe('editDistance', () => {
  test.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['jobs', 'jobs', 0],
    ['job', 'jobs', 1],
    ['puase', 'pause', 2],
    ['kitten', 'sitting', 3],
    ['apikey', 'apikeys', 1],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('nearestName', () => {
  const handlerOptions = ['baseUrl', 'apiKeys', 'latencyMs', 'outcomeRules', 'clock', 'now', 'speed', 'rateLimit'];
  test.each<[string, readonly string[], string | undefined]>([
    ['apiKey', handlerOptions, 'apiKeys'],
    ['apikeys', handlerOptions, 'apiKeys'],
    ['APIKEYS', handlerOptions, 'apiKeys'],
    ['latency', handlerOptions, 'latencyMs'],
    ['baseURL', handlerOptions, 'baseUrl'],
    ['base_url', handlerOptions, 'baseUrl'],
    ['outcomeRule', handlerOptions, 'outcomeRules'],
    ['ratelimit', handlerOptions, 'rateLimit'],
    ['clok', handlerOptions, 'clock'],
    ['tenant', handlerOptions, undefined],
    ['x', handlerOptions, undefined],
    ['windowSeconds', ['limit', 'windowSeconds'], 'windowSeconds'],
    ['window', ['limit', 'windowSeconds'], 'windowSeconds'],
    ['listJob', ['listJobs', 'createJob', 'getJob'], 'listJobs'],
    ['getjob', ['listJobs', 'createJob', 'getJob'], 'getJob'],
  ])('%s among %j → %s', (name, known, expected) => {
    expect(nearestName(name, known)).toBe(expected);
  });
});
