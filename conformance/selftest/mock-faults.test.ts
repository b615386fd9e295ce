// Self-test (issue 5, item 5): the mock with one fault switched on at a time; the rules meant to catch
// each fault fail. Rows: fault-table.ts; the SEQ-001 rows are sequence-faults.test.ts's, which also checks
// the shrunk sequence and its replay script.
import { describe, expect, test } from 'vitest';
import { FAULT_TABLE, rowLabel } from './fault-table.ts';
import { describeMiss, runRow } from './fault-runner.ts';

describe('the suite catches each mock fault', () => {
  test.each(
    FAULT_TABLE.filter((row) => row.target === 'mock' && !row.rules.includes('SEQ-001')).map(
      (row) => [rowLabel(row), row] as const,
    ),
  )('%s', async (_label, row) => {
    const result = await runRow(row);
    expect(result.caught, describeMiss(result)).toBe(true);
  });
});
