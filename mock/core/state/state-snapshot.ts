// The persistence port: the whole state as one JSON-serialisable value. The Node adapter writes it to
// --state-file after every acknowledged write; the core is built again from it at start-up.
import type { Account } from './accounts.ts';
import type { IdempotencyRecord } from './idempotency.ts';
import type { JobDefinition } from './jobs-store.ts';
import { SNAPSHOT_FORMAT, type EngineSnapshot } from '../simulator/engine/snapshot.ts';
import type { SavedTestClock } from './test-clocks.ts';

export const snapshotVersion = 1;

export interface StateSnapshot {
  version: typeof snapshotVersion;
  /** The mock's clock when saved, epoch ms; a restarted virtual clock resumes from here. */
  clock_ms: number;
  accounts: Account[];
  next_account_sequence: number;
  /** Job definitions, the only copy; their schedules, histories and counters are in `simulator`, by job id. */
  jobs: Array<{ account_id: string; job: JobDefinition }>;
  idempotency: IdempotencyRecord[];
  /**
   * The run simulator's own snapshot (simulator/engine/snapshot.ts): schedules, runs in progress, histories,
   * outcome rules, the notification outbox with pending deliveries, secrets and notify URLs.
   */
  simulator: EngineSnapshot;
  /** The test clocks at their times (state/test-clocks.ts); absent in state saved before there were any. */
  test_clocks?: { clocks: SavedTestClock[]; nextSequence: number };
}

export function isStateSnapshot(value: unknown): value is StateSnapshot {
  const v = value as Partial<StateSnapshot> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === snapshotVersion &&
    typeof v.clock_ms === 'number' &&
    Array.isArray(v.accounts) &&
    Array.isArray(v.jobs) &&
    Array.isArray(v.idempotency) &&
    typeof v.simulator === 'object' &&
    v.simulator !== null &&
    v.simulator.format === SNAPSHOT_FORMAT
  );
}
