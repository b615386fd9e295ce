// What the service pipeline journals of each request (spec: JournalEntry): what it learned about the
// request on the way, and the violations the answer stands for.
import type { Deprecation } from '../../../contract/deprecation.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { problemKinds, ProblemError } from '../http/problem.ts';
import type { JournalEntry, JournalViolation } from '../state/journal.ts';

/** Longest request body the journal keeps (spec: JournalEntry.body). */
export const journalBodyBytes = 4096;

/** What the pipeline learns about a request on the way, for the journal and the answer's headers. */
export interface Note {
  operationId: string | null;
  fingerprint: string | null;
  accountId: string | null;
  deprecation: Deprecation | undefined;
  /** The JSON body as sent, when short enough to journal. */
  body?: unknown;
  overrideId?: string;
}

export const emptyNote = (): Note => ({
  operationId: null,
  fingerprint: null,
  accountId: null,
  deprecation: undefined,
});

/** The violations a failed request stands for: the problem's errors, each the caller's; a 500 the server's. */
export function violationsOf(error: unknown): JournalViolation[] {
  if (!(error instanceof ProblemError))
    return [{ rule: 'server', side: 'server', detail: 'the mock failed unexpectedly' }];
  const rule = problemKinds[error.kind].rule;
  if (error.body.errors?.length)
    return error.body.errors.map((e) => ({
      rule,
      side: 'client',
      ...(e.pointer !== undefined ? { pointer: e.pointer } : {}),
      ...(e.parameter !== undefined ? { parameter: e.parameter } : {}),
      detail: e.detail ?? '',
    }));
  return [{ rule, side: 'client', detail: error.body.detail }];
}

export function journalEntry(
  exchange: { request: IncomingRequest; url: URL; requestId: string; receivedAt: string; status: number },
  note: Note,
  violations: JournalViolation[],
): JournalEntry {
  const { request, url } = exchange;
  return {
    id: exchange.requestId,
    received_at: exchange.receivedAt,
    method: request.method,
    path: url.pathname,
    operation_id: note.operationId,
    status: exchange.status,
    key_fingerprint: note.fingerprint,
    account_id: note.accountId,
    violations,
    ...(note.body !== undefined ? { body: note.body } : {}),
    ...(note.overrideId !== undefined ? { override_id: note.overrideId } : {}),
  };
}
