// Raw-socket probes of the mock's transport edges (mock/server/connection-edges.ts), shared by the
// tests (test/mock/connection-edges.test.ts), bench/edges.bench.ts and the soak suite: what a client that
// writes bytes itself sees — the whole answer, who closed, whether the connection was reset.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** Everything the server sent, as text. */
  text: string;
  /** The status of the first answer; 0 when none came. */
  status: number;
  /** The server ended the connection (FIN) after its answer. */
  ended: boolean;
  /** An error the client socket saw (ECONNRESET, EPIPE), if any. */
  error?: string;
}

function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port) };
}

const statusOf = (text: string): number => Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);

/** Headers and body of the first answer in `text` (the body cut by its Content-Length when it has one). */
export function splitAnswer(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = end < 0 ? '' : text.slice(end + 4);
  const length = headers['content-length'];
  return { status: statusOf(text), headers, body: length === undefined ? rest : rest.slice(0, Number(length)) };
}

function collect(socket: Socket, onFirstData?: () => void, closeOnEnd = true): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let text = '';
    let ended = false;
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      if (text === '') onFirstData?.();
      text += chunk.toString('latin1');
    });
    // The server's FIN: its answer is complete. Close at once, as curl does, even with a body half sent.
    socket.on('end', () => {
      ended = true;
      if (closeOnEnd) socket.destroy();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => resolve({ text, status: statusOf(text), ended, ...(error ? { error } : {}) }));
  });
}

/**
 * Writes `parts` in order (each once the previous one is flushed) and reads until the server closes.
 * `closeAfterMs`: the client closes on its own that long after the last write (for keep-alive answers).
 * `gapMs`: waits that long between parts. `readAfterMs`: reads nothing until then (an answer that arrived
 * meanwhile must still be there to read).
 */
export async function rawExchange(
  url: string,
  parts: ReadonlyArray<string | Buffer>,
  options: { closeAfterMs?: number; gapMs?: number; readAfterMs?: number } = {},
): Promise<RawAnswer> {
  const { host, port } = target(url);
  const socket = connect({ host, port });
  const answer = collect(socket);
  if (options.readAfterMs !== undefined) {
    socket.pause();
    setTimeout(() => socket.resume(), options.readAfterMs).unref();
  }
  await new Promise<void>((resolve) => socket.once('connect', resolve).once('close', resolve));
  for (const [i, part] of parts.entries()) {
    if (i > 0 && options.gapMs) await new Promise((resolve) => setTimeout(resolve, options.gapMs));
    if (socket.destroyed || !socket.writable) break;
    // A write the server refuses (a reset) ends in 'error', which collect() records.
    await new Promise<void>((resolve) => socket.write(part, () => resolve()));
  }
  if (options.closeAfterMs !== undefined) setTimeout(() => socket.end(), options.closeAfterMs).unref();
  return answer;
}

export interface UploadResult extends RawAnswer {
  /** Body bytes written before the first byte of the answer arrived. */
  sentBeforeAnswer: number;
  /** Body bytes written in all (the client stops writing once the answer is in). */
  sent: number;
}

/**
 * POSTs a body of `totalBytes` to `/v1/jobs` in `chunkBytes` pieces, each written once the previous one
 * is flushed and the event loop has turned, declared by Content-Length or sent chunked; stops writing as
 * soon as an answer arrives, as curl does. `sentBeforeAnswer` bounds what the server can have read.
 */
export async function uploadUntilAnswer(
  url: string,
  options: {
    totalBytes: number;
    chunked: boolean;
    chunkBytes?: number;
    apiKey?: string;
    path?: string;
    /** A careless client: goes on writing after the answer, until the server's socket refuses more. */
    ignoreAnswer?: boolean;
  },
): Promise<UploadResult> {
  const { host, port } = target(url);
  const chunkBytes = options.chunkBytes ?? 16_384;
  const socket = connect({ host, port });
  let answered = false;
  let sent = 0;
  let sentBeforeAnswer = -1;
  const answer = collect(
    socket,
    () => {
      answered = !options.ignoreAnswer;
      sentBeforeAnswer = sent;
    },
    !options.ignoreAnswer,
  );
  await new Promise<void>((resolve) => socket.once('connect', resolve).once('close', resolve));
  const framing = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.totalBytes}`;
  const head = `POST ${options.path ?? '/v1/jobs'} HTTP/1.1\r\nHost: ${host}\r\nX-API-Key: ${options.apiKey ?? 'dev-key'}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
  const piece = Buffer.alloc(chunkBytes, 0x20); // spaces: valid JSON whitespace, so only the size is wrong
  const write = (data: string | Buffer) =>
    new Promise<boolean>((resolve) => socket.write(data, (error) => resolve(!error)));
  let ok = await write(head);
  while (ok && !answered && sent < options.totalBytes && !socket.destroyed) {
    const size = Math.min(chunkBytes, options.totalBytes - sent);
    const body = size === chunkBytes ? piece : piece.subarray(0, size);
    ok = await write(
      options.chunked ? Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), body, Buffer.from('\r\n')]) : body,
    );
    if (ok) sent += size;
    // One piece per turn of the event loop: a loop of writes that the kernel takes at once would never
    // let an answer in (nor, in one process, let the server read) before megabytes sit in socket buffers.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (ok && !answered && options.chunked) await write('0\r\n\r\n');
  const result = await answer;
  return { ...result, sentBeforeAnswer: sentBeforeAnswer < 0 ? sent : sentBeforeAnswer, sent };
}

/**
 * `count` connections that send a request's bytes one a second and never finish their headers (slowloris).
 * `stop()` ends them; `closedByServer()` counts those the server has closed.
 */
export async function slowHeaderClients(
  url: string,
  count: number,
  intervalMs = 1000,
): Promise<{ stop(): void; closedByServer(): number; answers(): number[] }> {
  const { host, port } = target(url);
  const line = `GET /v1/jobs HTTP/1.1\r\nHost: ${host}\r\nX-API-Key: dev-key\r\nX-Slow: ${'a'.repeat(10_000)}`;
  const sockets: Socket[] = [];
  let closed = 0;
  const statuses: number[] = [];
  let stopping = false;
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = connect({ host, port });
      sockets.push(socket);
      let at = 0;
      let text = '';
      const timer = setInterval(() => {
        if (socket.writable && at < line.length) socket.write(line[at++]!);
      }, intervalMs);
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        if (!stopping) closed++;
        if (text) statuses.push(statusOf(text));
      });
      return new Promise<void>((resolve) => socket.once('connect', resolve).once('close', resolve));
    }),
  );
  return {
    stop() {
      stopping = true;
      for (const socket of sockets) socket.destroy();
    },
    closedByServer: () => closed,
    answers: () => statuses,
  };
}
