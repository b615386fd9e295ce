// The model SEQ-001 compares answers with: merge patches as the spec's JobUpdate says, and the differences
// it reports between a record and the model (extra fields a service adds are not differences).
import { describe, expect, test } from 'vitest';
import { differences, mergePatch, outOfOrder, withDefaults, type ModelJob } from './sequence-model.ts';

const interval = withDefaults({
  name: 'n',
  url: 'https://example.com/',
  method: 'GET',
  schedule_type: 'interval',
  interval_seconds: 3600,
});
const cron = withDefaults({
  name: 'n',
  url: 'https://example.com/',
  schedule_type: 'cron',
  cron_expression: '0 3 1 1 *',
  timezone: 'Europe/Berlin',
});

describe('mergePatch', () => {
  test.each([
    ['a plain field replaces the stored one', interval, { name: 'm' }, { ...interval, name: 'm' }],
    [
      'a switch to cron drops interval_seconds and defaults the zone',
      interval,
      { schedule_type: 'cron', cron_expression: '0 3 1 1 *' },
      {
        ...interval,
        interval_seconds: undefined,
        schedule_type: 'cron',
        cron_expression: '0 3 1 1 *',
        timezone: 'UTC',
      },
    ],
    [
      'a switch to interval drops the cron fields',
      cron,
      { schedule_type: 'interval', interval_seconds: 60 },
      { ...cron, cron_expression: undefined, timezone: undefined, schedule_type: 'interval', interval_seconds: 60 },
    ],
    [
      'a new expression without a switch keeps the zone',
      cron,
      { schedule_type: 'cron', cron_expression: '30 4 1 7 *' },
      { ...cron, cron_expression: '30 4 1 7 *' },
    ],
  ])('%s', (_, current, patch, expected) => {
    const result = mergePatch(current, patch);
    expect(result).toEqual({ fields: JSON.parse(JSON.stringify(expected)) });
  });

  test.each([
    ['interval_seconds on a cron job', cron, { interval_seconds: 60 }, '/interval_seconds'],
    [
      'cron_expression on an interval job without a switch',
      interval,
      { cron_expression: '0 3 1 1 *' },
      '/cron_expression',
    ],
    ['a switch to interval without interval_seconds', cron, { schedule_type: 'interval' }, '/interval_seconds'],
  ])('refuses %s', (_, current, patch, pointer) => {
    expect(mergePatch(current, patch)).toEqual({ refused: pointer });
  });
});

describe('differences', () => {
  const job: ModelJob = {
    label: 'A',
    id: 'job_1',
    baseName: 'n',
    createdAt: '2026-11-22T15:00:00.000Z',
    fields: interval,
    status: 'paused',
    deleted: false,
    manualRuns: 0,
  };
  const record = {
    ...interval,
    id: 'job_1',
    status: 'paused',
    next_run_at: null,
    created_at: '2026-11-22T15:00:00.000Z',
    updated_at: 'x',
    last_run: null,
    extra: 1,
  };

  test('none for the record the model expects, whatever fields the service adds', () => {
    expect(differences(record, job)).toEqual([]);
  });

  test.each([
    ['a lost patch', { ...record, name: 'old' }, /name came back as "old", the model has "n"/],
    ['a wrong status', { ...record, status: 'active' }, /status came back as "active"/],
    [
      'a next run while paused',
      { ...record, next_run_at: '2026-11-23T15:00:00.000Z' },
      /next_run_at is .* on a paused job/,
    ],
    [
      'a field of the other schedule type',
      { ...record, timezone: 'UTC' },
      /timezone is "UTC" on a job of schedule_type interval/,
    ],
    ['a created_at that moved', { ...record, created_at: '2026-11-22T16:00:00.000Z' }, /created_at came back as/],
    ['no record at all', [], /the answer is not a job record/],
  ])('names %s', (_, answer, message) => {
    expect(differences(answer, job).join('; ')).toMatch(message);
  });
});

test('outOfOrder finds the first pair that is not newest first', () => {
  const a = { id: 'job_1', created_at: '2026-11-22T15:00:00.000Z' };
  const b = { id: 'job_2', created_at: '2026-11-22T15:00:00.000Z' };
  const c = { id: 'job_3', created_at: '2026-11-22T16:00:00.000Z' };
  expect(outOfOrder([c, b, a], 'created_at')).toBeUndefined();
  expect(outOfOrder([c, a, b], 'created_at')).toEqual([a, b]);
});
