import { describe, expect, test } from 'vitest';
import { createRunHistory } from '../simulator/run-history.ts';
import type { Run } from '../simulator/run-record.ts';
import { formatUlid } from '../primitives/ulid.ts';
import type { StoredRun } from './state-port.ts';
import { historyOf, runRow } from './stored-state.ts';

const jobId = 'job_01KDY02100GVEXZ0P10TJ7E6B4';
const base = { job_id: jobId, trigger: 'schedule', scheduled_at: '2026-01-01T00:01:00.000Z', started_at: '2026-01-01T00:01:00.000Z' } as const;
// A run id's time is its start.
const idAt = (startedAt: string, hi: number, lo: number) => `run_${formatUlid(Date.parse(startedAt), hi, lo)}`;
const runs: Run[] = [
  { ...base, id: idAt(base.started_at, 1, 2), finished_at: '2026-01-01T00:01:00.000Z', outcome: 'succeeded', http_status: 200, duration_ms: 0, error: null },
  { ...base, id: idAt('2026-01-01T00:01:02.000Z', 2 ** 39, 2 ** 40 - 1), trigger: 'manual', started_at: '2026-01-01T00:01:02.000Z', finished_at: '2026-01-01T00:01:03.500Z', outcome: 'failed', http_status: 503, duration_ms: 1500, error: { code: 'http_status', message: 'The target answered 503.' } },
  { ...base, id: idAt(base.started_at, 3, 4), finished_at: '2026-01-01T00:01:00.040Z', outcome: 'failed', http_status: null, duration_ms: 40, error: { code: 'connection_error', message: 'getaddrinfo ENOTFOUND hooks.example' } },
];

describe('stored runs', () => {
  test('a run becomes its row and comes back the same, a custom error message included', () => {
    const rows = runs.map((run) => runRow(jobId, run));
    expect(rows.map((row) => row.message)).toEqual([null, null, 'getaddrinfo ENOTFOUND hooks.example']);
    const stored = rows.map((r): StoredRun => [r.job_id, r.scheduled_ms, r.started_ms, r.duration_ms, r.id_hi, r.id_lo, r.packed, r.message]);
    expect(createRunHistory(100, historyOf(stored)).toRuns(jobId)).toEqual([...runs].reverse());
  });
});
