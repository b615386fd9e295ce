// Runs the conformance suite against the correct and the deliberately broken servers of the self-test,
// in-process: the mock through startMockServer (mock/server), the seed server through startSeedServer.

import { startMockServer } from '../../mock/server/index.ts';
import { createVirtualClock } from '../../mock/core/index.ts';
import type { FaultName } from '../../mock/core/faults.ts';
import { runConformance, type ConformanceReport } from '../run.ts';
import { rowLabel, type FaultRow } from './fault-table.ts';
import { startSeedServer, type SeedServerOptions } from './seed-server/index.ts';

export const KEYS = ['selftest-k1', 'selftest-k2'] as const;
/** Fixed, so a property rule fails or passes the same way on every run. */
export const PROPERTY_SEED = 20261122;
export const PROPERTY_CASES = 10;
const EPOCH = Date.parse('2026-11-22T15:00:00.000Z');

export interface Target {
  url: string;
  close(): Promise<void>;
}

export function startCorrectMock(faults: FaultName[] = []): Promise<Target> {
  return startMockServer({ apiKeys: [...KEYS], clock: createVirtualClock(EPOCH), faults });
}

export function startSeed(options: Omit<SeedServerOptions, 'keys'> = {}): Promise<Target> {
  return startSeedServer({ keys: [...KEYS], ...options });
}

export function suite(target: Target, profile: 'core' | 'full', only?: readonly string[]): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: target.url,
    apiKey: KEYS[0],
    secondApiKey: KEYS[1],
    profile,
    cases: PROPERTY_CASES,
    seed: PROPERTY_SEED,
    ...(only ? { only } : {}),
  });
}

export interface RowResult {
  row: FaultRow;
  /** Every rule meant to catch the defect failed. */
  caught: boolean;
  /** Rules of the row that did not fail, with their status. */
  missed: string[];
  failed: string[];
  details: Record<string, string>;
  ms: number;
}

export async function runRow(row: FaultRow): Promise<RowResult> {
  const started = performance.now();
  const target = row.target === 'mock' ? await startCorrectMock([row.fault]) : await startSeed({ broken: row.fault });
  try {
    const report = await suite(target, row.profile, row.rules);
    const status = new Map(report.rules.map((r) => [r.id, r.status]));
    const failed = report.rules.filter((r) => r.status === 'failed').map((r) => r.id);
    const missed = row.rules.filter((id) => status.get(id) !== 'failed').map((id) => `${id}: ${status.get(id) ?? 'not run'}`);
    const details = Object.fromEntries(report.rules.map((r) => [r.id, r.detail]));
    return { row, caught: missed.length === 0, missed, failed, details, ms: performance.now() - started };
  } finally {
    await target.close();
  }
}

export async function runRows(rows: readonly FaultRow[], onRow?: (result: RowResult) => void): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const row of rows) {
    const result = await runRow(row);
    onRow?.(result);
    results.push(result);
  }
  return results;
}

export function describeMiss(result: RowResult): string {
  return `${rowLabel(result.row)} was not caught: ${result.missed.join('; ')}`;
}
