// The runs an advance answers with (mock-control `ClockAdvanced.runs`, oldest first). An hour over
// thousands of jobs makes far more runs than an answer should carry, so only the most recent `limit` are
// kept (a run history of its own, across jobs), with the total count beside them.

import { createRunHistory } from './run-history.ts';
import { toRun, type Run, type RunRecord } from './run-record.ts';

export interface RunCollector {
  add(run: RunRecord): void;
  readonly total: number;
  /** The kept runs, oldest first. */
  runs(): Run[];
}

export function createRunCollector(limit: number): RunCollector {
  const kept = limit > 0 ? createRunHistory(limit) : undefined;
  let total = 0;
  return {
    add(run) {
      kept?.push(run);
      total++;
    },
    get total() {
      return total;
    },
    runs: () => (kept ? kept.oldestFirst().map(toRun) : []),
  };
}
