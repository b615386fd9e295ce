// The self-test's mock faults by name: each a wrapper around the core's handle (fault.ts), one family a
// module. `mockFaults(keys)` needs the keys the mock was started with, for the faults that serve a
// request as another account's. Rows of ../fault-table.ts name these; ../fault-runner.ts serves them.
import {
  acceptAnyKey,
  acceptMissingKey,
  acceptQueryKey,
  crossAccountAccess,
  listAllAccounts,
  validateBeforeAuth,
} from './auth.ts';
import {
  createReturns200,
  noLocationHeader,
  parameterErrorUnnamed,
  problemAsPlainJson,
  relativeProblemType,
  wrongCreatedValues,
} from './answers.ts';
import {
  acceptBadCronValues,
  acceptInvalidUtf8,
  acceptOtherTypeFields,
  acceptRelativeUrl,
  acceptUnknownFields,
  acceptUnknownTimezone,
  chunkedOversize400,
  crashOnLongName,
  declaredOversizeReadFirst,
  exactSizeRefused,
  malformedJson500,
  skipRule1,
} from './body.ts';
import { idempotencyIgnored, idempotencyKeyUnbounded, idempotencyOrderSensitive } from './idempotency.ts';
import {
  cronIgnoresTimezone,
  deleteKeepsJob,
  latePatchRevivesJob,
  list500AfterDelete,
  patchKeepsOldScheduleFields,
  pauseTwiceOk,
} from './jobs.ts';
import {
  cursorIgnoresFilters,
  cursorOnShortPage,
  defaultLimit50,
  paginationRepeats,
  runsCursorAnyJob,
  runsIgnoreLimit,
  statusListOldestFirst,
} from './pagination.ts';
import {
  allowEmptyElement,
  allowHeadersNotTokens,
  badEscape500,
  noCors,
  serveAnyVersion,
  serveWithoutPrefix,
  trailingSlashServed,
} from './paths.ts';
import { previewIgnoresDst, previewIncludesFrom } from './schedules.ts';
import { deletedJobListedAfterResume, resumeLosesPatch } from './sequences.ts';
import type { Fault } from './fault.ts';

export { withFaults, type Fault, type Handle } from './fault.ts';
export { serveHandle, startFaultyMock, type FaultyMock } from './serve.ts';

/** Every fault, made for a mock whose accounts have `keys` (the first is the one a lenient fault serves as). */
export function mockFaults(keys: readonly [string, ...string[]]) {
  return {
    'accept-missing-key': acceptMissingKey(keys[0]),
    'accept-any-key': acceptAnyKey(keys[0]),
    'accept-query-key': acceptQueryKey,
    'validate-before-auth': validateBeforeAuth(keys[0]),
    'accept-unknown-fields': acceptUnknownFields,
    'skip-rule-1': skipRule1,
    'accept-relative-url': acceptRelativeUrl,
    'serve-without-prefix': serveWithoutPrefix,
    'serve-any-version': serveAnyVersion,
    'list-all-accounts': listAllAccounts(keys),
    'cross-account-access': crossAccountAccess(keys),
    'create-returns-200': createReturns200,
    'problem-as-plain-json': problemAsPlainJson,
    'no-location-header': noLocationHeader,
    'pause-twice-ok': pauseTwiceOk,
    'delete-keeps-job': deleteKeepsJob,
    'late-patch-revives-job': latePatchRevivesJob,
    'list-500-after-delete': list500AfterDelete,
    'pagination-repeats': paginationRepeats,
    'crash-on-long-name': crashOnLongName,
    'idempotency-ignored': idempotencyIgnored,
    'malformed-json-500': malformedJson500,
    'wrong-created-values': wrongCreatedValues,
    'accept-bad-cron-values': acceptBadCronValues,
    'accept-unknown-timezone': acceptUnknownTimezone,
    'cron-ignores-timezone': cronIgnoresTimezone,
    'accept-other-type-fields': acceptOtherTypeFields,
    'patch-keeps-old-schedule-fields': patchKeepsOldScheduleFields,
    'preview-includes-from': previewIncludesFrom,
    'preview-ignores-dst': previewIgnoresDst,
    'runs-cursor-any-job': runsCursorAnyJob,
    'no-cors': noCors,
    'cursor-ignores-filters': cursorIgnoresFilters,
    'idempotency-order-sensitive': idempotencyOrderSensitive,
    'chunked-oversize-400': chunkedOversize400,
    'relative-problem-type': relativeProblemType,
    'parameter-error-unnamed': parameterErrorUnnamed,
    'trailing-slash-served': trailingSlashServed,
    'default-limit-50': defaultLimit50,
    'status-list-oldest-first': statusListOldestFirst,
    'idempotency-key-unbounded': idempotencyKeyUnbounded,
    'bad-escape-500': badEscape500,
    'exact-size-refused': exactSizeRefused,
    'runs-ignore-limit': runsIgnoreLimit,
    'accept-invalid-utf8': acceptInvalidUtf8,
    'declared-oversize-read-first': declaredOversizeReadFirst,
    'allow-headers-not-tokens': allowHeadersNotTokens,
    'allow-empty-element': allowEmptyElement,
    'cursor-on-short-page': cursorOnShortPage,
    'deleted-job-listed-after-resume': deletedJobListedAfterResume,
    'resume-loses-patch': resumeLosesPatch,
  } satisfies Record<string, Fault>;
}

export type FaultName = keyof ReturnType<typeof mockFaults>;
export const faultNames = Object.keys(mockFaults(['-'])) as FaultName[];
