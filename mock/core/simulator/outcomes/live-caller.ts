// `--live-calls`: runs really call their target, as the spec's "Run behaviour" says — the job's method,
// no body, redirects not followed, the job's timeout — and keep only the first 1 KiB of the answer.
// The target is checked by the SSRF guard first (scheme, loopback names, address literals); its name's
// addresses are checked by the `fetch` port where it connects — the Node server passes a fetch that
// resolves once, checks every address and connects to the checked one (mock/server/pinned-fetch.ts).
// A refusal there arrives as the fetch error's cause and is reported as the refusal it is.

import { checkTarget, refusalIn } from './ssrf-guard.ts';
import type { Outcome } from './outcome.ts';

export interface CallRequest {
  url: string;
  method: string;
  timeoutMs: number;
}

/** Makes one call and reports its outcome; never rejects. */
export type Caller = (request: CallRequest) => Promise<Outcome>;

export interface FetchCallerOptions {
  /**
   * Makes the call; global fetch by default. Only a fetch that checks the addresses it connects to (as the
   * Node server's does) guards host names; global fetch leaves them to whatever they resolve to.
   */
  fetch?: typeof fetch;
  /** Monotonic milliseconds for measuring durations (`performance.now` by default). */
  elapsed?: () => number;
  allowPrivate?: boolean;
  excerptBytes?: number;
}

async function readExcerpt(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(Math.min(length, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - at);
    bytes.set(part, at);
    at += part.length;
    if (at >= bytes.length) break;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

export function createFetchCaller(options: FetchCallerOptions = {}): Caller {
  const fetchFn = options.fetch ?? fetch;
  const elapsed = options.elapsed ?? (() => performance.now());
  const limit = options.excerptBytes ?? 1024;
  return async ({ url, method, timeoutMs }) => {
    const check = checkTarget(url, { allowPrivate: options.allowPrivate ?? false });
    if (!check.ok) return { status: null, durationMs: 0, error: 'connection_error', message: check.reason };
    const started = elapsed();
    const took = () => Math.min(timeoutMs, Math.max(0, Math.round(elapsed() - started)));
    try {
      const response = await fetchFn(url, {
        method,
        redirect: 'manual',
        headers: { 'user-agent': 'cronjobs-kit-mock' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const excerpt = await readExcerpt(response, limit).catch(() => '');
      // Browsers hide a manual redirect behind status 0 ('opaqueredirect'): a non-2xx answer all the same.
      if (response.status === 0) {
        return {
          status: null,
          durationMs: took(),
          error: 'http_status',
          message: 'The target answered a redirect.',
          excerpt,
        };
      }
      const ok = response.status >= 200 && response.status < 300;
      return { status: response.status, durationMs: took(), error: ok ? null : 'http_status', excerpt };
    } catch (error) {
      const refusal = refusalIn(error);
      if (refusal)
        return { status: null, durationMs: 0, error: 'connection_error', message: refusal.message.slice(0, 500) };
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        return { status: null, durationMs: timeoutMs, error: 'timeout' };
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const message = `The target could not be reached${cause}.`.slice(0, 500);
      return { status: null, durationMs: took(), error: 'connection_error', message };
    }
  };
}
