// The self-test's table (issue 5, item 5): every deliberate defect — each fault of the mock (a wrapper
// around its core, faults/) and each break of the independent seed server — and the rule(s) that must
// fail when it is switched on.
// Data only; fault-runner.ts runs it, the *.test.ts files assert it, report.ts writes catch-rate.md.
//
// `rules` are the rules meant to catch the defect; the self-test runs exactly these against the broken
// server (runConformance's `only`), so each row costs about one second. Against the mock the profile is
// `full` (the mock claims the whole spec); against the seed server it is `core` (it claims only the seed).
// `cases`, where a row names it, is the fast-check cases its property rules run with instead of the
// runner's default: as many as the runner's fixed seed needs to catch the defect.
// `timeoutMs`, where a row names it, is the per-request timeout instead of the runner's 5 s: for a defect
// that leaves a request unanswered, which the rule can only see by waiting that long.

import type { FaultName } from './faults/index.ts';
import type { SeedBreak, SeedServerOptions } from './seed-server/index.ts';

/** The seed server's own choices for a row, when the break needs them (a paginated list, jobs already there). */
export interface SeedVariant {
  readonly label: string;
  readonly options: Omit<SeedServerOptions, 'keys' | 'broken'>;
}

export type FaultRow =
  | {
      target: 'mock';
      fault: FaultName;
      profile: 'full';
      rules: string[];
      breaks: string;
      cases?: number;
      timeoutMs?: number;
    }
  | {
      target: 'seed';
      fault: SeedBreak;
      profile: 'core';
      rules: string[];
      breaks: string;
      cases?: number;
      timeoutMs?: number;
      variant?: SeedVariant;
    };

const mock = (fault: FaultName, rules: string[], breaks: string, cases?: number): FaultRow => ({
  target: 'mock',
  fault,
  profile: 'full',
  rules,
  breaks,
  ...(cases ? { cases } : {}),
});
const seed = (fault: SeedBreak, rules: string[], breaks: string, variant?: SeedVariant): FaultRow => ({
  target: 'seed',
  fault,
  profile: 'core',
  rules,
  breaks,
  ...(variant ? { variant } : {}),
});

/**
 * Pages of five behind `{"results", "nextPageToken"}`, the token sent back as `?page_token=`, twelve jobs in
 * each account before the run: the new jobs are past the first page, and the walker must find the spelling.
 */
export const pageTokenPages: SeedVariant = {
  label: 'nextPageToken / ?page_token= pages',
  options: { pagination: 'token', tokenParam: 'page_token', prefill: 12 },
};
const offsetPages: SeedVariant = { label: '?offset=N pages', options: { pagination: 'offset', prefill: 12 } };

export const FAULT_TABLE: readonly FaultRow[] = [
  // The mock, one fault at a time (faults/index.ts).
  mock('accept-missing-key', ['AUTH-001', 'AUTH-002'], 'seed §5.1: a request without a key is served'),
  mock('accept-any-key', ['AUTH-003'], 'seed §5.1: an unknown key is served'),
  mock('accept-query-key', ['AUTH-005'], 'seed §5.1: a key in the query string is a credential'),
  mock('validate-before-auth', ['AUTH-007'], 'spec request order: 422 before 401'),
  mock('accept-unknown-fields', ['BODY-012'], 'spec JobCreate additionalProperties: false'),
  mock('skip-rule-1', ['BODY-004'], 'seed §2 rule 1'),
  mock('accept-relative-url', ['BODY-010'], 'seed §2: url is an absolute URL'),
  mock('serve-without-prefix', ['VER-002'], 'seed §9.1: /v1 prefix'),
  mock('serve-any-version', ['VER-003'], 'seed §9.1: /v1 prefix'),
  mock('list-all-accounts', ['AUTH-009'], 'seed §4.2: a client lists its own jobs'),
  mock('cross-account-access', ['AUTH-010'], 'spec getJob: another account’s job is 404'),
  mock('create-returns-200', ['SCHEMA-001', 'BODY-001'], 'spec createJob: 201'),
  mock('problem-as-plain-json', ['SCHEMA-003'], 'spec conventions: errors are application/problem+json'),
  mock('no-location-header', ['SCHEMA-001'], 'spec createJob: Location header'),
  mock('pause-twice-ok', ['JOB-006'], 'spec pauseJob: 409 when already paused'),
  mock('delete-keeps-job', ['JOB-004'], 'spec deleteJob: 404 afterwards'),
  mock('late-patch-revives-job', ['JOB-014'], 'spec updateJob: a body that arrives after a DELETE answers 404'),
  mock('list-500-after-delete', ['JOB-004'], 'never 5xx: the first list after a delete'),
  mock('pagination-repeats', ['PAGE-001'], 'spec listJobs: a walk meets every job once'),
  mock('crash-on-long-name', ['BODY-021'], 'DESIGN: never 5xx'),
  mock('idempotency-ignored', ['IDEM-001', 'IDEM-002'], 'spec Idempotency-Key'),
  mock('malformed-json-500', ['BODY-013'], 'spec: malformed JSON is 400; DESIGN: never 5xx'),
  mock('wrong-created-values', ['BODY-003'], 'the created job carries the values sent'),
  mock('cron-ignores-timezone', ['CRON-001', 'CRON-002'], 'spec TimeZone: a cron job’s times are computed in its zone'),
  mock('accept-bad-cron-values', ['CRON-003'], 'spec CronExpression: values out of range are refused'),
  mock('accept-unknown-timezone', ['CRON-004'], 'spec TimeZone: an IANA name'),
  mock('accept-other-type-fields', ['CRON-005'], 'spec JobCreate: the other schedule type’s fields are refused'),
  mock('patch-keeps-old-schedule-fields', ['CRON-006'], 'spec JobUpdate: a switch drops the old type’s fields'),
  mock('preview-includes-from', ['CRON-007'], 'spec previewSchedule: times after `from`'),
  mock('preview-ignores-dst', ['CRON-008'], 'spec TimeZone: daylight-saving behaviour'),
  mock('runs-cursor-any-job', ['JOB-013'], 'spec Cursor: a cursor of one job’s runs is refused for another’s'),
  mock('no-cors', ['VER-006'], 'spec conventions, CORS: preflight answered, Access-Control-Allow-Origin'),
  mock('cursor-ignores-filters', ['PAGE-009'], 'spec Cursor: bound to the filters it was issued with'),
  mock('default-limit-50', ['PAGE-008'], 'spec Limit: default 20'),
  mock('status-list-oldest-first', ['PAGE-010'], 'spec listJobs: newest first, filtered or not'),
  mock('idempotency-order-sensitive', ['IDEM-004'], 'spec Idempotency-Key: the same body is the same JSON value'),
  mock('chunked-oversize-400', ['BODY-022'], 'spec conventions, Body size: a chunked body over the limit is 413'),
  mock('relative-problem-type', ['SCHEMA-006'], 'spec Problem: type is an absolute URI'),
  mock('parameter-error-unnamed', ['SCHEMA-006'], 'spec ParameterError: a 400 names the parameter'),
  mock('trailing-slash-served', ['VER-007'], 'spec conventions, Unknown paths: /v1/jobs/ is 404'),
  mock('bad-escape-500', ['VER-007'], 'spec conventions, Unknown paths: %zz in an id is 404; DESIGN: never 5xx'),
  mock('idempotency-key-unbounded', ['IDEM-004'], 'spec Idempotency-Key: at most 255 characters'),
  mock('exact-size-refused', ['BODY-022'], 'spec conventions, Body size: exactly 65,536 bytes is within the limit'),
  mock('accept-invalid-utf8', ['BODY-022'], 'spec conventions, Body encoding: a body that is not UTF-8 is 400'),
  mock('runs-ignore-limit', ['JOB-013'], 'spec listJobRuns: limit bounds the page'),
  // The mock reads the held-back body first and never answers: the rule fails when the wait runs out. The
  // mock answers everything else of the run in milliseconds.
  {
    ...mock(
      'declared-oversize-read-first',
      ['BODY-025'],
      'spec conventions, Body size: a Content-Length over the limit is 413 before the body (Expect: 100-continue)',
    ),
    timeoutMs: 1_000,
  },
  mock(
    'allow-headers-not-tokens',
    ['VER-006'],
    'spec conventions, CORS; RFC 9110 §5.6.1: Allow-Headers a list of tokens',
  ),
  mock('allow-empty-element', ['VER-006', 'JOB-012'], 'RFC 9110 §5.6.1: Allow has no empty list element'),
  mock('cursor-on-short-page', ['PAGE-008'], 'spec listJobs: next_cursor is null on the last page (a short one)'),
  // State bugs only a sequence shows (faults/sequences.ts). Over seeds 101–120 the default 20 sequences
  // caught them 14 and 15 times of 20, 50 sequences 18 and 20 times. With the runner's seed, its default 10
  // cases miss both and 20 miss the first; 50 catch both.
  mock(
    'deleted-job-listed-after-resume',
    ['SEQ-001'],
    'spec deleteJob, listJobs: a deleted job is no longer listed',
    50,
  ),
  mock('resume-loses-patch', ['SEQ-001'], 'spec updateJob, resumeJob: a patch stays through pause and resume', 50),

  // The independent seed server, one break at a time (seed-server/breaks.ts); core profile only.
  seed('accept-missing-key', ['AUTH-001', 'AUTH-002'], 'seed §5.1: a request without a key is served'),
  seed('accept-wrong-key', ['AUTH-003'], 'seed §5.1: an unknown key is served'),
  seed('create-without-key', ['AUTH-001'], 'seed §4/§5.1: every request carries the key, the create too'),
  seed('skip-rule-1', ['BODY-004'], 'seed §2 rule 1'),
  seed('accept-relative-url', ['BODY-010'], 'seed §2: url is an absolute URL'),
  seed('accept-wrong-types', ['BODY-007'], 'seed §2: a field keeps its type ("60" kept as text is no integer)'),
  seed('truthy-booleans', ['BODY-007'], 'seed §2: a value accepted keeps its meaning ("false" is not true)'),
  seed('int32-intervals', ['BODY-023'], 'seed §2: a value accepted is kept (2^31 is not −2^31)'),
  seed('post-stored-as-get', ['BODY-023'], 'seed §2: the method accepted is the method kept'),
  seed('url-stored-as-array', ['BODY-002'], 'seed §2: url is a string (an absolute URL), kept as such'),
  seed('names-cut-at-255', ['BODY-023'], 'seed §2: a name accepted is kept whole'),
  seed('combining-marks-dropped', ['BODY-023'], 'seed §2: a name accepted is kept with its combining marks'),
  seed('first-job-lost', ['BODY-002'], 'seed §4.1/§4.2: the first job created is listed too'),
  seed('key-case-insensitive', ['AUTH-015'], 'seed §5.1: only the exact key opens the account'),
  seed('key-prefix-match', ['AUTH-015'], 'seed §5.1: only the exact key opens the account'),
  seed(
    'key-checked-once-per-connection',
    ['AUTH-017'],
    'seed §5.1: each request is authenticated, not each connection',
  ),
  seed('name-filter-all-accounts', ['AUTH-016'], 'seed §4.2: a client lists its own jobs, whatever it filters'),
  seed('large-page-all-accounts', ['AUTH-016'], 'seed §4.2: a client lists its own jobs, whatever the page size'),
  seed('serve-without-prefix', ['VER-002'], 'seed §9.1: /v1 prefix'),
  seed('serve-any-version', ['VER-003'], 'seed §9.1: /v1 prefix'),
  seed('list-all-accounts', ['AUTH-009'], 'seed §4.2: a client lists its own jobs'),
  seed('create-not-listed', ['BODY-002'], 'seed §4.1/§4.2: a created job is listed'),
  seed('malformed-json-500', ['BODY-013'], 'seed §1: JSON bodies; DESIGN: never 5xx'),
  seed('url-array-accepted', ['BODY-007'], 'seed §2: url is a string; an array holding one is not'),
  seed('non-boolean-notify-dropped', ['BODY-007'], 'seed §2: a value accepted is kept, or the create refused'),
  seed('non-object-500', ['BODY-014'], 'seed §1/§4.1: the body is a JSON object; DESIGN: never 5xx'),
  // One generated case: the depth is caught by the cases every run sends (arbitraries.ts hostileExamples).
  { ...seed('deep-nesting-500', ['PROP-003'], 'seed §1: JSON bodies; never 5xx, whatever the random draw'), cases: 1 },
  seed('crash-on-long-name', ['BODY-021'], 'seed §2 rule 4 limits open, but never 5xx'),
  seed('drop-notify-flag', ['BODY-003'], 'seed §2: notify_on_failure is a field of the job'),
  seed('interval-in-minutes', ['BODY-003'], 'seed §2: interval_seconds is the seconds between runs'),
  seed('interval-not-kept', ['BODY-002'], 'seed §2 rule 1: an interval job carries interval_seconds'),
  seed(
    'crash-on-unusual-values',
    ['BODY-023'],
    'seed §2: other methods and large intervals are open to take or refuse, never 5xx',
  ),
  seed(
    'drop-on-lower-case-method',
    ['BODY-023'],
    'seed §2: a lower-case method is open to take or refuse, never to leave unanswered',
  ),
  seed('isolation-lost-past-25-jobs', ['AUTH-012'], 'seed §4.2: a client lists its own jobs, however many it holds'),
  seed(
    'list-500-past-first-page',
    ['AUTH-009', 'BODY-002'],
    'never 5xx, to any request: a list walk’s included (a 500 on page two)',
    pageTokenPages,
  ),
  seed(
    'list-500-past-first-page',
    ['AUTH-009', 'BODY-002'],
    'never 5xx, to any request: a list walk’s included (a 500 for any offset past 0)',
    offsetPages,
  ),
  seed(
    'isolation-lost-from-page-six',
    ['AUTH-012'],
    'seed §4.2: a client lists its own jobs, on every page',
    pageTokenPages,
  ),
  seed(
    'drop-creates-past-twenty',
    ['AUTH-012'],
    'seed §4.1/§4.2: every job a create acknowledged is listed',
    pageTokenPages,
  ),
  seed('key-skipped-for-any-accept', ['AUTH-013'], 'seed §5.1: every request carries the key, whatever it accepts'),
  seed('head-served-without-key', ['AUTH-014'], 'seed §4/§5.1: every request carries the key, HEAD too'),
  seed(
    'list-500-after-job-without-notify',
    ['BODY-024'],
    'seed §2 rule 2, §4.2: a job made without an optional field is listed; DESIGN: never 5xx',
  ),
];

export const rowLabel = (row: FaultRow): string =>
  `${row.target === 'mock' ? 'mock' : 'seed-server'} ${row.fault}${row.target === 'seed' && row.variant ? ` (${row.variant.label})` : ''}`;
