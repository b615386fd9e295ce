import { describe, expect, test } from 'vitest';
import { createRunHistory } from './run-history.ts';
import { pack } from './run-record.ts';

const T = Date.parse('2026-11-22T15:00:00.000Z');

describe('run history', () => {
  test('keeps the newest `limit` runs, newest first', () => {
    const history = createRunHistory(3);
    for (let i = 0; i < 10; i++) history.push(T + i * 1000, T + i * 1000, 0, i, i, pack(200, 'schedule', null));
    expect(history.size).toBe(3);
    expect(history.toRuns('job_X').map((run) => run.scheduled_at)).toEqual([9, 8, 7].map((i) => new Date(T + i * 1000).toISOString()));
  });

  test('custom messages follow their runs through growth and wrap-around', () => {
    const history = createRunHistory(5);
    for (let i = 0; i < 7; i++) history.push(T + i, T + i, 0, 0, i, pack(null, 'schedule', 'connection_error'), i % 2 ? `odd ${i}` : undefined);
    const runs = history.toRuns('job_X');
    expect(runs.map((run) => run.error?.message)).toEqual(['The target could not be reached.', 'odd 5', 'The target could not be reached.', 'odd 3', 'The target could not be reached.']);
  });

  test('exports and restores the same runs', () => {
    const history = createRunHistory(4);
    for (let i = 0; i < 6; i++) history.push(T + i, T + i, 10, 1, i, pack(i % 2 ? 500 : 200, i === 5 ? 'manual' : 'schedule', i % 2 ? 'http_status' : null), i === 3 ? 'custom' : undefined);
    const copy = createRunHistory(4, structuredClone(history.export()));
    expect(copy.toRuns('job_X')).toEqual(history.toRuns('job_X'));
  });
});
