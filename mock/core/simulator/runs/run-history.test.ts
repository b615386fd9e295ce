import { describe, expect, test } from 'vitest';
import { createRunHistory } from './run-history.ts';
import { fromRun, runRecord, toRun, type Run, type RunRecord } from './run-record.ts';

const T = Date.parse('2026-11-22T15:00:00.000Z');
const ok = { status: 200, durationMs: 0, error: null } as const;
const run = (i: number): RunRecord => runRecord('job_X', `run_${i}`, 'schedule', T + i * 1000, T + i * 1000, ok);

describe('run history', () => {
  test('keeps the newest `limit` runs, newest first, across many wrap-arounds', () => {
    const history = createRunHistory(3);
    expect(history.latest()).toBeUndefined();
    for (let i = 0; i < 10; i++) history.push(run(i));
    expect(history.size).toBe(3);
    expect(history.latest()!.id).toBe('run_9');
    expect(history.newestFirst().map((r) => r.id)).toEqual(['run_9', 'run_8', 'run_7']);
    expect(history.oldestFirst().map((r) => r.id)).toEqual(['run_7', 'run_8', 'run_9']);
  });

  test('a history restored from saved runs keeps the newest `limit` of them, and goes on from there', () => {
    const saved = Array.from({ length: 6 }, (_, i) => run(i));
    const history = createRunHistory(4, structuredClone(saved));
    expect(history.oldestFirst()).toEqual(saved.slice(2));
    history.push(run(6));
    expect(history.newestFirst().map((r) => r.id)).toEqual(['run_6', 'run_5', 'run_4', 'run_3']);
  });
});

describe('run records', () => {
  test('a failed run carries the standard message of its error, or the outcome’s own, within 500 characters', () => {
    const failed = runRecord('job_X', 'run_1', 'manual', T, T + 5, {
      status: 503,
      durationMs: 1500,
      error: 'http_status',
    });
    expect(toRun(failed)).toEqual({
      id: 'run_1',
      job_id: 'job_X',
      trigger: 'manual',
      scheduled_at: '2026-11-22T15:00:00.000Z',
      started_at: '2026-11-22T15:00:00.005Z',
      finished_at: '2026-11-22T15:00:01.505Z',
      outcome: 'failed',
      http_status: 503,
      duration_ms: 1500,
      error: { code: 'http_status', message: 'The target answered 503.' },
    });
    const long = runRecord('job_X', 'run_2', 'schedule', T, T, {
      status: null,
      durationMs: 0,
      error: 'connection_error',
      message: 'x'.repeat(600),
    });
    expect(long.error!.message).toHaveLength(500);
    expect(
      runRecord('job_X', 'run_3', 'schedule', T, T, { status: null, durationMs: 30_000, error: 'timeout' }).error!
        .message,
    ).toBe('No answer within 30 s.');
  });

  test('a Run made elsewhere becomes the record that reads back as the same Run; an id that is no ULID is refused', () => {
    const given: Run = {
      id: 'run_01KDY02100GVEXZ0P10TJ7E6B4',
      job_id: 'job_X',
      trigger: 'schedule',
      scheduled_at: '2026-01-01T00:01:00.000Z',
      started_at: '2026-01-01T00:01:00.000Z',
      finished_at: '2026-01-01T00:01:00.040Z',
      outcome: 'failed',
      http_status: null,
      duration_ms: 40,
      error: { code: 'connection_error', message: 'getaddrinfo ENOTFOUND hooks.example' },
    };
    expect(toRun(fromRun('job_X', given))).toEqual(given);
    expect(() => fromRun('job_X', { ...given, id: 'run_1' })).toThrow(/not a ULID/);
  });
});
