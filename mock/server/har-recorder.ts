// `--record FILE` beside `--proxy-to`: the proxied traffic as HAR 1.2 (contract/har-log.ts) as the client
// saw it — header lines in the case they were sent, one per line, the answer's reason phrase — every
// occurrence of each request's API key replaced by "$CRONJOBS_API_KEY", so a recording can be shared.
// Each entry carries `_key_fingerprint` (the journal's: the key's SHA-256, first 8 hex digits), which
// keeps apart the accounts of a recording whose keys all read "$CRONJOBS_API_KEY"
// (`npm run fixtures:from-har`), and `_violations`, the journal's verdict. The file is rewritten whole a
// moment after traffic stops and when the mock stops, so it is always one valid HAR document.
import { writeFile, rename } from 'node:fs/promises';
import { harDocument, harEntry, type HarEntry } from '../../contract/har-log.ts';
import { keyOf, type ProxiedExchange, type SidedViolation } from '../proxy/exchange.ts';

export interface RecordedProxyExchange {
  exchange: ProxiedExchange;
  /** The request's header lines as sent, names in their case, without the hop-by-hop ones. */
  sent: ReadonlyArray<readonly [string, string]>;
  /** The answer as the client got it: its reason phrase and header lines, names in the case written. */
  answered: { statusText: string; headers: ReadonlyArray<readonly [string, string]> };
  upstream: string;
  startedAt: number;
  ms: number;
  fingerprint?: string;
  violations: readonly SidedViolation[];
}

export interface HarRecorder {
  add(recorded: RecordedProxyExchange): void;
  /** Writes the file now; resolves once it is on disk. */
  close(): Promise<void>;
}

export const keyVariable = '$CRONJOBS_API_KEY';

/** How long after the last exchange the file is rewritten. */
const settleMs = 250;

export function proxyHarEntry(
  recorded: RecordedProxyExchange,
): HarEntry & { _key_fingerprint?: string; _violations: readonly SidedViolation[] } {
  const { exchange } = recorded;
  const key = keyOf(exchange);
  const mask = (text: string) => (key ? text.split(key).join(keyVariable) : text);
  const body = exchange.body.byteLength > 0 ? Buffer.from(exchange.body).toString('utf8') : undefined;
  const entry = harEntry(
    {
      startedAt: recorded.startedAt,
      ms: Math.round(recorded.ms * 10) / 10,
      request: {
        method: exchange.method,
        url: recorded.upstream.replace(/\/+$/, '') + exchange.target,
        headers: recorded.sent,
        ...(body !== undefined ? { body } : {}),
      },
      response: {
        status: exchange.answer.status,
        statusText: recorded.answered.statusText,
        headers: recorded.answered.headers,
        body: exchange.answer.text,
      },
    },
    mask,
  );
  return {
    ...entry,
    ...(recorded.fingerprint ? { _key_fingerprint: recorded.fingerprint } : {}),
    _violations: recorded.violations.map((v) => ({ ...v, detail: mask(v.detail) })),
  };
}

/** `onError` hears of a write that failed between exchanges; `close` rejects with its own. */
export function createHarRecorder(file: string, onError: (error: unknown) => void = () => undefined): HarRecorder {
  const entries: HarEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  // Written beside the file and renamed over it: a reader never sees half a document.
  const write = () => {
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        await writeFile(`${file}.tmp`, harDocument('cronjobs-mock proxy', entries));
        await rename(`${file}.tmp`, file);
      });
    return writing;
  };
  return {
    add(recorded) {
      entries.push(proxyHarEntry(recorded));
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void write().catch(onError), settleMs);
      timer.unref();
    },
    async close() {
      if (timer) clearTimeout(timer);
      await write();
    },
  };
}
