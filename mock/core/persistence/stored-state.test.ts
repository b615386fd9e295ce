import { describe, expect, test } from 'vitest';
import { runRecord, type RunRecord } from '../simulator/runs/run-record.ts';
import { runFromRow, runRow } from './stored-state.ts';

const T = Date.parse('2026-01-01T00:01:00.000Z');
const runs: RunRecord[] = [
  runRecord('job_A', 'run_1', 'schedule', T, T, { status: 200, durationMs: 0, error: null }),
  runRecord('job_A', 'run_2', 'manual', T, T + 2000, { status: 503, durationMs: 1500, error: 'http_status' }),
  runRecord('job_A', 'run_3', 'schedule', T, T, {
    status: null,
    durationMs: 40,
    error: 'connection_error',
    message: 'getaddrinfo ENOTFOUND hooks.example',
  }),
];

describe('stored runs', () => {
  test('a run becomes its row, one column a field, and comes back the same', () => {
    const rows = runs.map(runRow);
    expect(rows[1]).toEqual({
      id: 'run_2',
      job_id: 'job_A',
      trigger: 'manual',
      scheduled_ms: T,
      started_ms: T + 2000,
      duration_ms: 1500,
      http_status: 503,
      error_code: 'http_status',
      error_message: 'The target answered 503.',
    });
    expect(rows.map((row) => [row.error_code, row.error_message])).toEqual([
      [null, null],
      ['http_status', 'The target answered 503.'],
      ['connection_error', 'getaddrinfo ENOTFOUND hooks.example'],
    ]);
    expect(rows.map(runFromRow)).toEqual(runs);
  });
});
