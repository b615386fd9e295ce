import { describe, expect, test } from 'vitest';
import {
  createDefaults,
  createFields,
  isSeedOperation,
  keywordSource,
  requiredCreateFields,
  seedOperationIds,
  seedValues,
} from './provenance.ts';

describe('the provenance reader', () => {
  test('names the operations the seed describes', () => {
    expect(seedOperationIds().sort()).toEqual(['createJob', 'listJobs']);
    expect(isSeedOperation('pauseJob')).toBe(false);
  });

  test.each([
    ['IntervalSeconds', 'type', 'seed'],
    ['IntervalSeconds', 'minimum', 'decided'],
    ['IntervalSeconds', 'maximum', 'decided'],
    ['JobName', 'maxLength', 'decided'],
    ['JobUrl', 'format', 'seed'],
    ['JobUrl', 'pattern', 'decided'],
    ['HttpMethod', 'enum', 'decided'],
    ['JobCreate', 'additionalProperties', 'decided'],
    ['JobCreate', 'oneOf', 'seed'],
    ['JobCreate', 'discriminator', 'decided'],
    ['IntervalSchedule', 'required', 'seed'],
    ['CronSchedule', 'required', 'decided'],
    ['TimeoutSeconds', 'type', 'decided'],
    ['NotifyOnFailure', 'type', 'seed'],
    ['JobName', 'pattern', 'absent'],
  ])('%s keyword %s is %s', (schema, keyword, source) => {
    expect(keywordSource(`#/components/schemas/${schema}`, keyword)).toBe(source);
  });

  test('knows the values the seed names', () => {
    expect(seedValues('#/components/schemas/HttpMethod')).toEqual(['GET']);
    expect(seedValues('#/components/schemas/ScheduleType')).toEqual(['interval']);
  });

  test('marks the seed fields of the create body', () => {
    const seed = createFields()
      .filter((f) => f.seed)
      .map((f) => f.name);
    expect(seed).toEqual(['name', 'url', 'method', 'schedule_type', 'interval_seconds', 'notify_on_failure']);
    expect(createFields().find((f) => f.name === 'timeout_seconds')?.seed).toBe(false);
  });

  test('reads the decided required fields and defaults', () => {
    expect(requiredCreateFields()).toEqual(['name', 'url', 'schedule_type']);
    expect(createDefaults()).toEqual({ method: 'GET', notify_on_failure: false, timeout_seconds: 30 });
  });
});
