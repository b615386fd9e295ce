// Deliberate defects, each breaking one behaviour of the contract. Only tests switch them on (the
// conformance suite's self-test proves each of its rules catches the defect it is about); the CLI has
// no way to set them.

export const faultNames = [
  'accept-missing-key',
  'accept-any-key',
  'accept-query-key',
  'validate-before-auth',
  'accept-unknown-fields',
  'skip-rule-1',
  'accept-relative-url',
  'serve-without-prefix',
  'serve-any-version',
  'list-all-accounts',
  'cross-account-access',
  'create-returns-200',
  'problem-as-plain-json',
  'no-location-header',
  'pause-twice-ok',
  'delete-keeps-job',
  'pagination-repeats',
  'crash-on-long-name',
  'idempotency-ignored',
  'malformed-json-500',
  'wrong-created-values',
  'accept-bad-cron-values',
  'accept-unknown-timezone',
  'cron-ignores-timezone',
  'accept-other-type-fields',
  'patch-keeps-old-schedule-fields',
  'preview-includes-from',
  'preview-ignores-dst',
  'runs-cursor-any-job',
  'no-cors',
  'cursor-ignores-filters',
  'idempotency-order-sensitive',
  'chunked-oversize-400',
  'relative-problem-type',
  'parameter-error-unnamed',
  'trailing-slash-served',
  'default-limit-50',
  'status-list-oldest-first',
  'idempotency-key-unbounded',
  'bad-escape-500',
  'exact-size-refused',
  'runs-ignore-limit',
  'accept-invalid-utf8',
] as const;

export type FaultName = (typeof faultNames)[number];

export interface Faults {
  has(name: FaultName): boolean;
}

export function createFaults(names: Iterable<FaultName> = []): Faults {
  const on = new Set<FaultName>();
  for (const name of names) {
    if (!faultNames.includes(name)) throw new TypeError(`unknown fault: ${String(name)}`);
    on.add(name);
  }
  return { has: (name) => on.has(name) };
}
