// The root cause of a failure, as data: one line that is the same for every failure it explains ("400 where
// the spec says 422"), so a report groups rules by cause before it lists them. Contract violations carry
// their kind, pointer, expected and actual values from the response judge (contract/response-judge.ts);
// nothing here reads the judge's sentences.
import type { ContractViolation } from '../../../contract/response-judge.ts';

/** The kind of check that failed, for the report's summary by check (failure.ts lists them). */
export type CheckKind = 'status' | 'content-type' | 'schema' | 'headers' | '5xx' | 'no-answer' | 'behaviour';

export interface FailureCause {
  /** One line naming the cause; failures with the same line have the same cause. */
  readonly summary: string;
  /** The judge's violation kind, or `status` / `5xx` / `no-answer` for a rule's own status check. */
  readonly kind: string;
  /** Where in the answer (`/status`, `/headers/location`, `/body/errors/0/pointer`). */
  readonly pointer?: string;
  readonly expected?: readonly string[];
  readonly actual?: string;
}

/** Of the documented statuses, those of the answer's class (`201` for a 202), else all: the ones meant. */
function meant(documented: readonly string[], actual: string): string[] {
  const sameClass = documented.filter((d) => d[0] === actual[0]);
  return sameClass.length > 0 ? sameClass : [...documented];
}

const quoted = (value: string | undefined) => (value === undefined ? '(none)' : value);

export function causeOfViolation(v: ContractViolation): FailureCause {
  const data = {
    kind: v.kind,
    pointer: v.pointer,
    ...(v.expected ? { expected: v.expected } : {}),
    ...(v.actual === undefined ? {} : { actual: v.actual }),
  };
  const expected = v.expected ?? [];
  switch (v.kind) {
    case 'status':
      return { ...data, summary: `${v.actual} where the spec says ${meant(expected, v.actual ?? '').join(' or ')}` };
    case 'content-type':
      return { ...data, summary: `Content-Type ${quoted(v.actual)} where the spec says ${expected.join(' or ')}` };
    case 'header':
      return { ...data, summary: `header ${v.pointer.slice('/headers/'.length)} ${expected.join('; ')}` };
    case 'body-schema':
      return { ...data, summary: `body ${v.pointer.slice('/body'.length) || '(root)'} ${expected.join('; ')}` };
    case 'body-not-json':
      return { ...data, summary: `a body that is not JSON where the spec says ${expected.join(' or ')}` };
    case 'body-not-documented':
      return { ...data, summary: 'a body where the spec documents none' };
    case 'problem-status':
      return { ...data, summary: 'a problem whose status differs from the HTTP status' };
  }
}

/**
 * A rule's own status check: `wanted` is what the profile allows (`422`, `201 or 202`, `any 4xx`), `from`
 * says whose word it is (the spec's in full, the seed's in core).
 */
export function statusCause(
  actual: number | undefined,
  wanted: readonly string[],
  from: 'spec' | 'seed',
): FailureCause {
  // A 5xx or no answer is one cause wherever it is met, whatever the rule expected there.
  if (actual === undefined || actual >= 500) return serverErrorCause(actual);
  return {
    kind: 'status',
    pointer: '/status',
    expected: wanted,
    actual: String(actual),
    summary: `${actual} where the ${from} says ${wanted.join(' or ')}`,
  };
}

/** A 5xx or no answer met anywhere in a rule: one cause per status, whatever the rule expected. */
export function serverErrorCause(status: number | undefined): FailureCause {
  if (status === undefined) return { kind: 'no-answer', pointer: '/status', summary: 'no answer' };
  return {
    kind: '5xx',
    pointer: '/status',
    actual: String(status),
    summary: `${status} (no 5xx to any input, in every profile)`,
  };
}

/** The kind of check a violation is, for the report's counts by check. */
export function checkOfViolation(v: ContractViolation): CheckKind {
  if (v.kind === 'header') return 'headers';
  if (v.kind === 'content-type' || v.kind === 'body-not-json') return 'content-type';
  if (v.kind === 'status') return 'status';
  return 'schema';
}

/**
 * A violation with its particulars left out, so the same cause matches whatever the values: an error body
 * that is not problem+json is one cause, be it text/plain or application/json, routed or not. Only a status
 * keeps its value (a 403 and a 400 are two causes).
 */
export function violationKey(v: ContractViolation): string {
  return [v.kind, v.pointer, (v.expected ?? []).join(','), v.kind === 'status' ? v.actual : ''].join(' ');
}
