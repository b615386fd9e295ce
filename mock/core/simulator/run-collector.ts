// The runs an advance answers with (mock-control `ClockAdvanced.runs`, oldest first). An hour over
// thousands of jobs makes far more runs than an answer should carry, so only the most recent `limit`
// are kept — compactly, in one ring — with the total count beside them.

import { RUN_STRIDE, toRun, type Run } from './run-record.ts';

export interface RunCollector {
  add(jobId: string, scheduled: number, started: number, duration: number, idHi: number, idLo: number, packed: number, message?: string): void;
  readonly total: number;
  /** The kept runs, oldest first. */
  runs(): Run[];
}

export function createRunCollector(limit: number): RunCollector {
  const fields = new Float64Array(RUN_STRIDE * Math.max(1, limit));
  const jobIds: string[] = new Array<string>(limit);
  const messages: (string | undefined)[] = new Array<string | undefined>(limit);
  let total = 0;
  return {
    add(jobId, scheduled, started, duration, idHi, idLo, packed, message) {
      if (limit <= 0) {
        total++;
        return;
      }
      const slot = total % limit;
      const o = slot * RUN_STRIDE;
      fields[o] = scheduled;
      fields[o + 1] = started;
      fields[o + 2] = duration;
      fields[o + 3] = idHi;
      fields[o + 4] = idLo;
      fields[o + 5] = packed;
      jobIds[slot] = jobId;
      messages[slot] = message;
      total++;
    },
    get total() {
      return total;
    },
    runs() {
      const kept = Math.min(total, limit);
      const out: Run[] = [];
      for (let i = total - kept; i < total; i++) {
        const slot = i % limit;
        out.push(toRun(jobIds[slot]!, fields, slot * RUN_STRIDE, messages[slot]));
      }
      return out;
    },
  };
}
