// Runs the conformance suite against the correct and the deliberately broken servers of the self-test,
// in-process: the correct mock through startMockServer (mock/server), a broken one as the same core with a
// fault wrapped around its handle (faults/), the seed server through startSeedServer.

import { startMockServer } from '../../mock/server/index.ts';
import { createVirtualClock } from '../../mock/core/index.ts';
import { runConformance, type ConformanceReport } from '../run.ts';
import { mockFaults, startFaultyMock, type FaultName } from './faults/index.ts';
import { pageTokenPages, rowLabel, type FaultRow } from './fault-table.ts';
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

export function startCorrectMock(): Promise<Target> {
  return startMockServer({ apiKeys: [...KEYS], clock: createVirtualClock(EPOCH) });
}

/** The mock with faults wrapped around its core (faults/index.ts), on the same clock and keys. */
export function startBrokenMock(...faults: FaultName[]): Promise<Target> {
  const all = mockFaults(KEYS);
  return startFaultyMock({ apiKeys: [...KEYS], clock: createVirtualClock(EPOCH) }, ...faults.map((name) => all[name]));
}

function startSeed(options: Omit<SeedServerOptions, 'keys'> = {}): Promise<Target> {
  return startSeedServer({ keys: [...KEYS], ...options });
}

/**
 * Correct servers: the mock in both profiles (and once served as the broken mocks are, with no fault, so a
 * caught fault is the fault's doing and not the wrapper's), and the seed server (core) once for each way it can choose on
 * the points the seed leaves open — create answers, ids, list shapes and every standard pagination, auth
 * failure statuses, error bodies. Each must pass with no failure (correct-servers.test.ts, catch-rate.md).
 */
export const CORRECT_SERVERS: ReadonlyArray<
  readonly [label: string, profile: 'core' | 'full', start: () => Promise<Target>]
> = [
  ['mock, full profile', 'full', () => startCorrectMock()],
  ['mock, core profile', 'core', () => startCorrectMock()],
  [
    'mock served through the fault wrapper with no fault (faults/serve.ts), full profile',
    'full',
    () => startBrokenMock(),
  ],
  [
    'seed server (200 {"job"}, {"items","total"}, integer ids, 403 errors as JSON or text), core profile',
    'core',
    () => startSeed(),
  ],
  [
    'seed server (201 bare record, bare array, UUID ids), core profile',
    'core',
    () => startSeed({ createAnswer: 'bare', listShape: 'array', ids: 'uuid' }),
  ],
  [
    'seed server (204 no body, {"result": {"jobs"}}), core profile',
    'core',
    () => startSeed({ createAnswer: 'empty', listShape: 'nested' }),
  ],
  [
    'seed server (200 {"data"}, Link-header pages of a bare array, plain-text errors, 401), core profile',
    'core',
    () => startSeed({ createAnswer: 'data', pagination: 'link', prefill: 12, errors: 'text', authStatus: 401 }),
  ],
  [
    'seed server ({"data", "next_cursor"} pages, UUID ids), core profile',
    'core',
    () => startSeed({ pagination: 'cursor', prefill: 12, ids: 'uuid' }),
  ],
  [
    'seed server ({"results", "nextPageToken"} pages, 201 bare record), core profile',
    'core',
    () => startSeed({ pagination: 'token', prefill: 12, createAnswer: 'bare' }),
  ],
  [
    'seed server (?page=N pages with a total, plain-text errors), core profile',
    'core',
    () => startSeed({ pagination: 'page', prefill: 12, errors: 'text' }),
  ],
  [
    'seed server (?offset=N pages with meta.total, 204 no body), core profile',
    'core',
    () => startSeed({ pagination: 'offset', prefill: 12, createAnswer: 'empty' }),
  ],
  [
    'seed server (400 to every value past a narrow domain, {"data", "next_cursor"} pages of 50), core profile',
    'core',
    () => startSeed({ values: 'narrow', pagination: 'cursor', pageSize: 50 }),
  ],
  [
    'seed server (?page=N pages of 25 with a total, 201 bare record), core profile',
    'core',
    () => startSeed({ pagination: 'page', pageSize: 25, prefill: 3, createAnswer: 'bare' }),
  ],
  [`seed server (${pageTokenPages.label}), core profile`, 'core', () => startSeed(pageTokenPages.options)],
  [
    'seed server (Ajv-style type coercion, 202 {"data"}, 403 errors as JSON or text), core profile',
    'core',
    () => startSeed({ types: 'coerce', createAnswer: 'accepted' }),
  ],
  [
    'seed server (gzip answers, HEAD answered, {"data", "next_cursor"} pages, Ajv-style coercion), core profile',
    'core',
    () => startSeed({ compress: true, head: true, pagination: 'cursor', prefill: 12, types: 'coerce' }),
  ],
  [
    'seed server (interval_seconds defaulted, the key also in ?api_key=, values stored normalised, filters and a search honoured), core profile',
    'core',
    () => startSeed({ intervalDefault: 3600, queryKey: true, normalise: true, filters: true, types: 'coerce' }),
  ],
];

/** What narrows a run: the rules (`only`, `skip`), the fast-check cases, the per-request timeout. */
export interface Narrowing {
  only?: readonly string[] | undefined;
  skip?: readonly string[] | undefined;
  cases?: number | undefined;
  timeoutMs?: number | undefined;
}

export function suite(
  target: Target,
  profile: 'core' | 'full',
  { only, skip, cases = PROPERTY_CASES, timeoutMs }: Narrowing = {},
): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: target.url,
    apiKey: KEYS[0],
    secondApiKey: KEYS[1],
    profile,
    cases,
    seed: PROPERTY_SEED,
    ...(only ? { only } : {}),
    ...(skip ? { skip } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
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

/** The broken server a row names. */
export const startRow = (row: FaultRow): Promise<Target> =>
  row.target === 'mock' ? startBrokenMock(row.fault) : startSeed({ ...row.variant?.options, broken: row.fault });

/** The row's rules against its broken server, with the row's fast-check cases and request timeout. */
export const suiteOfRow = (target: Target, row: FaultRow): Promise<ConformanceReport> =>
  suite(target, row.profile, { only: row.rules, cases: row.cases, timeoutMs: row.timeoutMs });

export async function runRow(row: FaultRow): Promise<RowResult> {
  const started = performance.now();
  const target = await startRow(row);
  try {
    const report = await suiteOfRow(target, row);
    const status = new Map(report.rules.map((r) => [r.id, r.status]));
    const failed = report.rules.filter((r) => r.status === 'failed').map((r) => r.id);
    const missed = row.rules
      .filter((id) => status.get(id) !== 'failed')
      .map((id) => `${id}: ${status.get(id) ?? 'not run'}`);
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
