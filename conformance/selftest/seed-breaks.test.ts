// Self-test (issue 5, item 5): the independent seed server with one seed violation at a time; the core
// rules meant to catch each break fail. Rows: fault-table.ts.
import { describe, expect, test } from 'vitest';
import { FAULT_TABLE, rowLabel } from './fault-table.ts';
import { describeMiss, runRow } from './fault-runner.ts';

describe('the core profile catches each seed-server break', () => {
  test.each(FAULT_TABLE.filter((row) => row.target === 'seed').map((row) => [rowLabel(row), row] as const))(
    '%s',
    async (_label, row) => {
      const result = await runRow(row);
      expect(result.caught, describeMiss(result)).toBe(true);
    },
  );
});
