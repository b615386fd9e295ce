// The self-test's table is complete and names real rules: every mock fault and every seed-server break
// has a row, every rule of a row exists, and seed-server rows name only core rules.
import { describe, expect, test } from 'vitest';
import { faultNames } from './faults/index.ts';
import { loadCatalogue } from '../runner/catalogue.ts';
import { FAULT_TABLE, rowLabel } from './fault-table.ts';
import { SEED_BREAKS } from './seed-server/index.ts';

describe('fault table', () => {
  test('has one row per mock fault', () => {
    const rows = FAULT_TABLE.filter((r) => r.target === 'mock').map((r) => r.fault);
    expect([...rows].sort()).toEqual([...faultNames].sort());
  });

  test('has a row for every seed-server break (one per server variant it is tried on), each label once', () => {
    const rows = FAULT_TABLE.filter((r) => r.target === 'seed');
    expect(new Set(rows.map((r) => r.fault))).toEqual(new Set(SEED_BREAKS));
    expect(new Set(rows.map(rowLabel)).size).toBe(rows.length);
  });

  test('names only rules of the catalogue, and only core rules for the seed server', async () => {
    const catalogue = new Map((await loadCatalogue()).map((e) => [e.meta.id, e.meta.profile]));
    for (const row of FAULT_TABLE) {
      expect(row.rules.length, row.fault).toBeGreaterThan(0);
      for (const id of row.rules) {
        expect(catalogue.has(id), `${row.fault}: ${id} is not a rule`).toBe(true);
        if (row.target === 'seed') expect(catalogue.get(id), `${row.fault}: ${id} is not core`).toBe('core');
      }
    }
  });
});
