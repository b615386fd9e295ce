// What one parallel test does, drawn from a seed so a failure replays: a few interval jobs (some whose
// target fails, each notifying on failure) and a few advances of the test's own clock. From the plan alone
// the test knows exactly which runs and notifications it must see — anything else is cross-talk.
// fast-check draws the values (fc.sample with a fixed seed): the same seed gives the same plan.
import fc from 'fast-check';

export interface PlannedJob {
  /** The create body, as POST /v1/jobs takes it. The URL's `/status/NNN` is the answer the mock's simulated target gives. */
  body: { name: string; url: string; schedule_type: 'interval'; interval_seconds: number; notify_on_failure: true };
  fails: boolean;
}

export interface Plan {
  jobs: PlannedJob[];
  /** Seconds to move the test's clock, one advance each. */
  advances: number[];
}

/** One run the mock should make: which planned job, how many seconds after the job was created, and its outcome. */
export interface ExpectedRun {
  job: number;
  afterSeconds: number;
  outcome: 'succeeded' | 'failed';
}

const planned = fc.record({
  jobs: fc.array(fc.record({ interval_seconds: fc.integer({ min: 60, max: 900 }), fails: fc.boolean() }), {
    minLength: 1,
    maxLength: 3,
  }),
  advances: fc.array(fc.integer({ min: 1, max: 3600 }), { minLength: 1, maxLength: 3 }),
});

export function planFor(seed: number): Plan {
  const [drawn] = fc.sample(planned, { seed, numRuns: 1 });
  return {
    jobs: drawn!.jobs.map((job, i) => ({
      body: {
        name: `seed ${seed} job ${i}`,
        url: `https://example.com/status/${job.fails ? 500 : 200}`,
        schedule_type: 'interval',
        interval_seconds: job.interval_seconds,
        notify_on_failure: true,
      },
      fails: job.fails,
    })),
    advances: drawn!.advances,
  };
}

/**
 * The runs each advance makes, in the plan's order. An interval job created at t runs at t + k·interval
 * for k = 1, 2, …; an advance from `from` to `to` seconds after t makes the runs with from < k·interval ≤ to.
 */
export function expectedRuns(plan: Plan): ExpectedRun[][] {
  let from = 0;
  return plan.advances.map((seconds) => {
    const to = from + seconds;
    const runs = plan.jobs.flatMap((job, index) => {
      const due: ExpectedRun[] = [];
      for (let k = Math.floor(from / job.body.interval_seconds) + 1; k * job.body.interval_seconds <= to; k++)
        due.push({
          job: index,
          afterSeconds: k * job.body.interval_seconds,
          outcome: job.fails ? 'failed' : 'succeeded',
        });
      return due;
    });
    from = to;
    return runs;
  });
}

/** `at` plus `seconds`, as the mock writes times (ISO 8601, milliseconds, UTC). */
export const plus = (at: string, seconds: number): string => new Date(Date.parse(at) + seconds * 1000).toISOString();

/** Runs as comparable rows, ordered by time then job: the mock's order among runs due at the same instant is not the test's business. */
export const byTimeThenJob = (rows: Array<[string, string, string]>): Array<[string, string, string]> =>
  [...rows].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
