// One seed defect a stranger service can be started with, and the core rule meant to catch it. Each breaks
// exactly one statement of the seed (spec/seed/cron-job-service-spec.md); every stranger (fastify-service.ts,
// hono-service.ts, flask/app.py) knows all of them, each in its own framework's way.
export const STRANGER_DEFECTS = {
  /** §2 rule 1: schedule_type interval without interval_seconds is accepted. */
  'interval-without-seconds': 'BODY-004',
  /** §5.1: any X-API-Key is taken as the first account's when the request's Accept is the bare wildcard. */
  'wrong-key-with-any-accept': 'AUTH-013',
  /** §4.2: from the list's second page on, every account's jobs are listed. */
  'other-accounts-from-page-two': 'AUTH-012',
  /** §4.2 (never 5xx): the list answers 500 once the account holds a job created without notify_on_failure. */
  'list-500-after-job-without-notify': 'BODY-024',
  /** §4, §5.1: HEAD is answered with no key check (an unknown or missing key reads the first account). */
  'head-without-key-check': 'AUTH-014',
  /** §9.1: the job endpoints are served under /v2 as under /v1. */
  'served-under-v2': 'VER-003',
} as const;

export type StrangerDefect = keyof typeof STRANGER_DEFECTS;
