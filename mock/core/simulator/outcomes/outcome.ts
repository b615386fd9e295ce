// What a run's call answered, and the simulated answer of a target URL (docs/decisions/0006-run-simulator-and-clocks.md):
// a path containing `/status/NNN` answers NNN, `/delay/S` answers after S seconds, anything else 200.
// A run fails on a non-2xx answer (3xx included, redirects are not followed), on a connection error, or
// when no answer arrives within the job's timeout (spec info.description "Run behaviour").

export type RunErrorCode = 'http_status' | 'timeout' | 'connection_error';

/** The result of one call, before it becomes a run record. Shared and immutable when simulated. */
export interface Outcome {
  /** The answer's status; null when none arrived. */
  readonly status: number | null;
  readonly durationMs: number;
  /** null when the run succeeded. */
  readonly error: RunErrorCode | null;
  /** Overrides the standard error message (live connection errors say what went wrong). */
  readonly message?: string;
  /** The first bytes of a live answer (≤ 1 KiB), for the event stream; never part of the Run record. */
  readonly excerpt?: string;
}

/** What a call would answer if it had all the time it wanted. */
export interface Answer {
  status: number | null;
  latencyMs: number;
  connectionError: boolean;
  message?: string;
}

/** The URL convention: `/status/NNN` and `/delay/S` anywhere in the path. */
export function conventionAnswer(url: string): Answer {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Not parseable: the job's URL was validated on create, so this only happens in hand-made tests.
  }
  const status = /\/status\/([1-5][0-9]{2})(?:\/|$)/.exec(path);
  const delay = /\/delay\/([0-9]+(?:\.[0-9]+)?)(?:\/|$)/.exec(path);
  return {
    status: status ? Number(status[1]) : 200,
    latencyMs: delay ? Math.round(Number(delay[1]) * 1000) : 0,
    connectionError: false,
  };
}

/** Applies the job's timeout and the success rule to an answer. */
export function settle(answer: Answer, timeoutMs: number): Outcome {
  if (answer.latencyMs > timeoutMs) return { status: null, durationMs: timeoutMs, error: 'timeout' };
  if (answer.connectionError || answer.status === null) {
    return answer.message === undefined
      ? { status: null, durationMs: answer.latencyMs, error: 'connection_error' }
      : { status: null, durationMs: answer.latencyMs, error: 'connection_error', message: answer.message };
  }
  const ok = answer.status >= 200 && answer.status < 300;
  return { status: answer.status, durationMs: answer.latencyMs, error: ok ? null : 'http_status' };
}

/** The standard message of a failure, within the spec's 500 characters. */
export function errorMessage(code: RunErrorCode, status: number | null, timeoutMs: number): string {
  if (code === 'http_status') return `The target answered ${status}.`;
  if (code === 'timeout') return `No answer within ${timeoutMs / 1000} s.`;
  return 'The target could not be reached.';
}
