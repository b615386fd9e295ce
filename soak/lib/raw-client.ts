// Raw HTTP/1.1 over `node:net`: the soak suite must put malformed bytes on the wire (lower-case methods,
// bad framing, oversized headers), which no HTTP client library will send, and must tell an answer from
// a reset or a silent close, which no client library reports apart. So the request goes out as bytes
// and the answer is read by the small, strict reader below — just enough HTTP to know where an answer
// ends (status line, headers, Content-Length or chunked body, or the close).
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lower-cased; repeats joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

export type Outcome =
  | { kind: 'answered'; answer: RawAnswer; ms: number }
  /** The connection ended (reset, or closed) before a whole answer arrived. */
  | { kind: 'dropped'; reason: string; receivedBytes: number; ms: number }
  | { kind: 'timeout'; receivedBytes: number; ms: number }
  /** Nothing listens (the server is gone). */
  | { kind: 'refused'; reason: string; ms: number };

const crlf = Buffer.from('\r\n');
const headEnd = Buffer.from('\r\n\r\n');
/** Body bytes per write. */
const bodyPiece = 16 * 1024;

type BodyMode =
  | { kind: 'none' }
  | { kind: 'length'; remaining: number }
  | { kind: 'chunked' }
  | { kind: 'until-close' };

/**
 * Reads one answer from bytes as they arrive. `push` returns the answer once it is whole; `end` (the
 * peer closed) completes an answer whose body runs to the close, and otherwise returns undefined.
 * Interim 1xx answers (100 Continue) are skipped, as a client does.
 */
export class AnswerReader {
  #buffer: Buffer = Buffer.alloc(0);
  #head: { status: number; headers: Record<string, string> } | undefined;
  #mode: BodyMode = { kind: 'none' };
  #body: Buffer[] = [];
  #bodyBytes = 0;
  #received = 0;
  #done: RawAnswer | undefined;

  readonly #requestMethod: string;
  readonly #maxBodyBytes: number;

  /** `requestMethod` matters for HEAD, whose answer has headers only; bodies are kept up to `maxBodyBytes`. */
  constructor(requestMethod: string, maxBodyBytes = 4 * 1024 * 1024) {
    this.#requestMethod = requestMethod;
    this.#maxBodyBytes = maxBodyBytes;
  }

  get receivedBytes(): number {
    return this.#received;
  }
  /** The status line and headers, as soon as they are in (before the body). */
  get head(): { status: number; headers: Record<string, string> } | undefined {
    return this.#head;
  }
  get answer(): RawAnswer | undefined {
    return this.#done;
  }

  push(chunk: Buffer): RawAnswer | undefined {
    this.#received += chunk.length;
    if (this.#done) return this.#done;
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    while (!this.#done) {
      if (!this.#head && !this.#readHead()) break;
      if (this.#head && !this.#readBody()) break;
    }
    // An answer to HEAD ends with its headers (RFC 9110 §9.3.2): bytes after them that are not a next
    // answer are a body, which a client on a kept-alive connection reads as its next answer.
    if (
      this.#done &&
      this.#requestMethod === 'HEAD' &&
      this.#buffer.length > 0 &&
      !this.#buffer.toString('latin1', 0, 5).startsWith('HTTP/')
    )
      throw new Error(`the answer to HEAD is followed by ${this.#buffer.length} bytes of body`);
    return this.#done;
  }

  end(): RawAnswer | undefined {
    if (!this.#done && this.#head && this.#mode.kind === 'until-close') this.#finish();
    return this.#done;
  }

  #readHead(): boolean {
    const at = this.#buffer.indexOf(headEnd);
    if (at < 0) {
      if (this.#buffer.length > 1024 * 1024) throw new Error('answer head over 1 MB');
      return false;
    }
    const lines = this.#buffer.subarray(0, at).toString('latin1').split('\r\n');
    this.#buffer = this.#buffer.subarray(at + headEnd.length);
    const statusLine = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0]!);
    if (!statusLine) throw new Error(`not an HTTP/1.x status line: ${JSON.stringify(lines[0]!.slice(0, 80))}`);
    const status = Number(statusLine[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`malformed answer header: ${JSON.stringify(line.slice(0, 80))}`);
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
    if (status >= 100 && status < 200 && status !== 101) return true; // interim: the real answer follows
    this.#head = { status, headers };
    const length = headers['content-length'];
    if (this.#requestMethod.toUpperCase() === 'HEAD' || status === 204 || status === 304 || status === 101)
      this.#mode = { kind: 'none' };
    else if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) this.#mode = { kind: 'chunked' };
    else if (length !== undefined) {
      if (!/^\d+$/.test(length)) throw new Error(`bad answer Content-Length ${JSON.stringify(length)}`);
      this.#mode = { kind: 'length', remaining: Number(length) };
    } else this.#mode = { kind: 'until-close' };
    return true;
  }

  /** Moves body bytes out of the buffer; true when the answer is complete. */
  #readBody(): boolean {
    const mode = this.#mode;
    if (mode.kind === 'none') return this.#finish();
    if (mode.kind === 'until-close') {
      this.#keep(this.#buffer);
      this.#buffer = Buffer.alloc(0);
      return false;
    }
    if (mode.kind === 'length') {
      const take = Math.min(mode.remaining, this.#buffer.length);
      this.#keep(this.#buffer.subarray(0, take));
      this.#buffer = this.#buffer.subarray(take);
      mode.remaining -= take;
      return mode.remaining === 0 ? this.#finish() : false;
    }
    // chunked: size line, data, CRLF; a zero size then trailers up to an empty line
    for (;;) {
      const lineEnd = this.#buffer.indexOf(crlf);
      if (lineEnd < 0) return false;
      const size = Number.parseInt(this.#buffer.subarray(0, lineEnd).toString('latin1').split(';')[0]!.trim(), 16);
      if (!Number.isFinite(size) || size < 0) throw new Error('bad chunk size in answer');
      if (size === 0) {
        // "0\r\n" then optional trailer lines and an empty line: from the size line's CRLF on, a blank line ends it
        return this.#buffer.subarray(lineEnd).indexOf(headEnd) >= 0 ? this.#finish() : false;
      }
      const dataStart = lineEnd + 2;
      if (this.#buffer.length < dataStart + size + 2) return false;
      this.#keep(this.#buffer.subarray(dataStart, dataStart + size));
      this.#buffer = this.#buffer.subarray(dataStart + size + 2);
    }
  }

  #keep(bytes: Buffer): void {
    if (bytes.length === 0) return;
    this.#bodyBytes += bytes.length;
    if (this.#bodyBytes <= this.#maxBodyBytes) this.#body.push(Buffer.from(bytes));
  }

  #finish(): true {
    this.#done = { ...this.#head!, body: Buffer.concat(this.#body) };
    return true;
  }
}

export interface ExchangeOptions {
  host: string;
  port: number;
  /** Request bytes: the head in one write, the body after it in pieces. */
  bytes: Buffer;
  /** The request's method as sent (HEAD answers carry no body). */
  method: string;
  timeoutMs: number;
}

/**
 * Sends one request on its own connection and waits for one whole answer, a drop or the timeout. Once
 * the answer is whole the connection is closed by us; errors after that (the server resetting a
 * connection whose answer we already have) do not change the outcome.
 */
export function exchange(options: ExchangeOptions): Promise<Outcome> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  const reader = new AnswerReader(options.method);
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    let connected = false;
    const socket: Socket = connect({ host: options.host, port: options.port });
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ kind: 'timeout', receivedBytes: reader.receivedBytes, ms: ms() }),
      options.timeoutMs,
    );
    socket.setNoDelay(true);
    socket.on('connect', async () => {
      connected = true;
      // As HTTP clients do: the head, then the body in pieces as it comes. A server that answers early
      // and closes while the body is still arriving is then seen as its clients see it.
      const headEndsAt = options.bytes.indexOf(headEnd);
      const bodyAt = headEndsAt < 0 ? options.bytes.length : headEndsAt + headEnd.length;
      socket.write(options.bytes.subarray(0, bodyAt));
      for (let at = bodyAt; at < options.bytes.length && !settled && socket.writable; at += bodyPiece) {
        await new Promise(setImmediate);
        if (!settled && socket.writable) socket.write(options.bytes.subarray(at, at + bodyPiece));
      }
    });
    socket.on('data', (chunk: Buffer) => {
      try {
        const answer = reader.push(chunk);
        if (answer) settle({ kind: 'answered', answer, ms: ms() });
      } catch (error) {
        settle({
          kind: 'dropped',
          reason: `unreadable answer: ${(error as Error).message}`,
          receivedBytes: reader.receivedBytes,
          ms: ms(),
        });
      }
    });
    socket.on('end', () => {
      const answer = reader.end();
      settle(
        answer
          ? { kind: 'answered', answer, ms: ms() }
          : { kind: 'dropped', reason: 'closed before a whole answer', receivedBytes: reader.receivedBytes, ms: ms() },
      );
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const answer = reader.end();
      if (answer) return settle({ kind: 'answered', answer, ms: ms() });
      if (!connected) return settle({ kind: 'refused', reason: error.code ?? error.message, ms: ms() });
      settle({ kind: 'dropped', reason: error.code ?? error.message, receivedBytes: reader.receivedBytes, ms: ms() });
    });
    socket.on('close', () => {
      const answer = reader.end();
      settle(
        answer
          ? { kind: 'answered', answer, ms: ms() }
          : { kind: 'dropped', reason: 'closed before a whole answer', receivedBytes: reader.receivedBytes, ms: ms() },
      );
    });
  });
}
