// One request the validating proxy forwarded and the answer it passed back, as the judges read them.
import type { JournalViolation } from '../core/state/journal.ts';

export interface ProxiedExchange {
  readonly method: string;
  /** The request target as the client sent it: path and query, nothing decoded or normalised. */
  readonly target: string;
  /** Lower-case names, repeats joined as Node joins them. */
  readonly headers: Readonly<Record<string, string>>;
  /** The request body; empty when none was sent. */
  readonly body: Uint8Array;
  readonly answer: {
    readonly status: number;
    /** Lower-case names. */
    readonly headers: Readonly<Record<string, string>>;
    /** The answer's body as text ('' when none). */
    readonly text: string;
  };
}

/** A violation as the journal keeps it, always with its side. */
export type SidedViolation = JournalViolation & { side: 'client' | 'server' };

/** The path as sent, without the query. */
export const pathOf = (target: string): string => target.split('?')[0] ?? '';

/** The X-API-Key the client sent; undefined when none or an empty one (an empty key sends none). */
export const keyOf = (exchange: Pick<ProxiedExchange, 'headers'>): string | undefined =>
  exchange.headers['x-api-key']?.trim() || undefined;

export type Parsed = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

// Several checks read the answer's JSON; a page of jobs is parsed once per exchange.
const parsedAnswers = new WeakMap<ProxiedExchange, Parsed>();

/** The answer's body as JSON, parsed on first use. */
export function answerJson(exchange: ProxiedExchange): Parsed {
  let parsed = parsedAnswers.get(exchange);
  if (!parsed) parsedAnswers.set(exchange, (parsed = parseJson(exchange.answer.text)));
  return parsed;
}
