// The seed's promises as a run counts them: each statement of the seed (runner/seed-statements.ts) a service
// can be held to, the §2 one split field by field (each field and its type), and §4.2 into its two halves.
// Rules count their probes of each (`ctx.probe(id, kind)`, probes.ts); the report adds them up
// (report/promises.ts), and a promise no probe reached is a check that did not happen.

/**
 * The seed's promises as a report counts them (report.ts `promises`): each statement above, the §2 one split
 * field by field (each field and its type). Rules count their probes of each (`ctx.probe(id, kind)`); a full
 * run of a profile in which no probe reached a promise reports it as unreached — a check that did not happen.
 */
export interface SeedPromise {
  /** `5.1`, `2:url` (a field of §2), `2.1`… */
  readonly id: string;
  readonly ref: string;
  readonly promise: string;
}

const field = (name: string, type: string): SeedPromise => ({
  id: `2:${name}`,
  ref: '2',
  promise: `a job's ${name} is ${type}: what is accepted is kept (as sent, or converted keeping its meaning)`,
});

export const seedPromises: readonly SeedPromise[] = [
  { id: '5.1', ref: '5.1', promise: "every request carries X-API-Key, and only an account's exact key opens it" },
  { id: '1', ref: '1', promise: 'request bodies are JSON (Content-Type application/json)' },
  field('name', 'a string'),
  field('url', 'an absolute URL'),
  field('method', 'an HTTP method (GET is valid)'),
  field('schedule_type', 'a string (interval is valid)'),
  field('interval_seconds', 'an integer'),
  field('notify_on_failure', 'a boolean'),
  { id: '2.1', ref: '2.1', promise: 'a job with schedule_type interval carries interval_seconds' },
  { id: '4.1', ref: '4.1', promise: 'POST /v1/jobs with the job fields creates a job' },
  { id: '4.2', ref: '4.2', promise: "GET /v1/jobs lists the calling client's jobs: every one it acknowledged" },
  { id: '4.2:own', ref: '4.2', promise: "GET /v1/jobs lists only the calling client's jobs, never another account's" },
  { id: '9.1', ref: '9.1', promise: 'the job endpoints live under the prefix /v1' },
];
