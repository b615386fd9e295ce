// What a test asserts about the requests the mock received (WireMock's `verify`), over the request journal
// (`GET /__mock/requests`): the control client reads the journal, these functions match and explain. Pure
// and web-standard, so they work the same over a server, MSW handlers and the in-process mock.
import type { components } from '../generated/mock-control.ts';

type JournalEntry = components['schemas']['JournalEntry'];

/** Which journalled requests count; every field given must hold. */
export interface RequestMatch {
  /** `POST`; any case. */
  method?: string;
  /** The path as sent (`/v1/jobs/job_…`), or a template whose `{…}` segments match any one segment (`/v1/jobs/{job_id}`). */
  path?: string;
  /** The operation (`createJob`), as the spec names it. */
  operation?: string;
  /**
   * Fields the JSON body must have: objects match when every field given matches (others may be there),
   * arrays and values when equal. Bodies over 4,096 bytes are not journalled, so never match.
   */
  body?: unknown;
  /** The status the mock answered. */
  status?: number;
  /** Only this account's requests (its id), read with `GET /__mock/requests?account=ID`. */
  account?: string;
}

export interface RequestExpectation extends RequestMatch {
  /** Exactly this many; at least one when absent. */
  count?: number;
}

/** An expectation the journal did not meet: what was expected and what the mock received. */
export class RequestExpectationError extends Error {
  readonly expectation: RequestExpectation;
  /** The entries that matched (too few or too many). */
  readonly matched: JournalEntry[];
  /** The journal that was searched (that account's, when `account` was given), oldest first. */
  readonly received: JournalEntry[];
  constructor(expectation: RequestExpectation, matched: JournalEntry[], received: JournalEntry[]) {
    super(explain(expectation, matched, received));
    this.name = 'RequestExpectationError';
    this.expectation = expectation;
    this.matched = matched;
    this.received = received;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `actual` has everything `expected` names (objects by field, arrays and values by equality). */
export function containsJson(actual: unknown, expected: unknown): boolean {
  if (isPlainObject(expected))
    return (
      isPlainObject(actual) && Object.entries(expected).every(([k, v]) => k in actual && containsJson(actual[k], v))
    );
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) && actual.length === expected.length && expected.every((v, i) => containsJson(actual[i], v))
    );
  return Object.is(actual, expected);
}

function pathMatches(path: string, wanted: string): boolean {
  if (!wanted.includes('{')) return path === wanted;
  const sent = path.split('/');
  const template = wanted.split('/');
  return sent.length === template.length && template.every((part, i) => /^\{[^/]+\}$/.test(part) || part === sent[i]);
}

export function matchesRequest(entry: JournalEntry, match: RequestMatch): boolean {
  return (
    (match.method === undefined || entry.method.toUpperCase() === match.method.toUpperCase()) &&
    (match.path === undefined || pathMatches(entry.path, match.path)) &&
    (match.operation === undefined || entry.operation_id === match.operation) &&
    (match.status === undefined || entry.status === match.status) &&
    (match.account === undefined || entry.account_id === match.account) &&
    (match.body === undefined || containsJson(entry.body, match.body))
  );
}

function describe(expectation: RequestExpectation): string {
  const what = [
    expectation.method?.toUpperCase() ?? 'any method',
    expectation.path ?? (expectation.operation ? `(${expectation.operation})` : 'any path'),
  ];
  if (expectation.path && expectation.operation) what.push(`(${expectation.operation})`);
  if (expectation.body !== undefined) what.push(`with body containing ${JSON.stringify(expectation.body)}`);
  if (expectation.status !== undefined) what.push(`answered ${expectation.status}`);
  if (expectation.account !== undefined) what.push(`from account ${expectation.account}`);
  const count = expectation.count;
  return `${count === undefined ? 'at least 1 request' : `${count} request${count === 1 ? '' : 's'}`} ${what.join(' ')}`;
}

function line(entry: JournalEntry): string {
  const body = entry.body === undefined ? '' : ` body ${JSON.stringify(entry.body).slice(0, 160)}`;
  const violation = entry.violations[0];
  const why = violation ? ` — ${violation.pointer ? `${violation.pointer} ` : ''}${violation.detail}` : '';
  const override = entry.override_id ? ` (override ${entry.override_id})` : '';
  return `  ${entry.method} ${entry.path} → ${entry.status}${override}${body}${why}`;
}

function explain(expectation: RequestExpectation, matched: JournalEntry[], received: JournalEntry[]): string {
  const head = `Expected ${describe(expectation)}; the mock received ${matched.length}.`;
  if (received.length === 0) return `${head} It received no request${expectation.account ? ' from that account' : ''}.`;
  const last = received.slice(-10);
  const more = received.length > last.length ? ` (the last ${last.length} of ${received.length})` : '';
  return `${head} What it received${more}, oldest first:\n${last.map(line).join('\n')}`;
}

/** The entries of `journal` that `expectation` matches; throws RequestExpectationError when their number is wrong. */
export function checkExpectation(journal: JournalEntry[], expectation: RequestExpectation): JournalEntry[] {
  const matched = journal.filter((entry) => matchesRequest(entry, expectation));
  const ok = expectation.count === undefined ? matched.length > 0 : matched.length === expectation.count;
  if (!ok) throw new RequestExpectationError(expectation, matched, journal);
  return matched;
}
