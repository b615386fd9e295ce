// Big bodies: a create with a body far over the 64 KiB limit, announced by Content-Length or sent
// chunked. The upload is paced, waiting whenever the socket is full: 64 KiB a millisecond up to the
// limit, then 64 KiB every 10 ms for the next 2 MiB — a server that answers at the limit has 150 ms to
// do so before 1 MB more is sent, even on a loaded machine — then as fast as the server takes it. So the
// bytes sent when the status line arrives say how much the server took before it answered, not how
// much the kernel's buffers held. After the answer the client goes on sending, as a naive client does,
// to see whether the server keeps reading (and discarding) the rest.
import { connect } from 'node:net';
import { round, sleep } from '../../lab/common.ts';
import { AnswerReader } from '../lib/raw-client.ts';
import type { SoakServer } from '../lib/server.ts';
import { maxBodyBytes } from '../../mock/core/index.ts';

export type BodyFraming = 'content-length' | 'chunked';

export interface BigBodyResult {
  framing: BodyFraming;
  size_mb: number;
  status: number | null;
  /** A whole answer arrived before the connection ended. */
  answered: boolean;
  /** Why the connection ended without one. */
  drop: string | null;
  /** Body bytes sent when the status line arrived. */
  sent_at_answer_mb: number | null;
  /** Body bytes the server let in before it stopped taking them. */
  sent_total_mb: number;
  read_to_end: boolean;
  rss_before_mb: number | null;
  rss_growth_mb: number | null;
  duration_s: number;
  /** Set by the caller, which owns the server. */
  server_alive?: boolean;
}

const piece = Buffer.alloc(64 * 1024, 0x20);
const mb = (bytes: number) => round(bytes / 2 ** 20, 2);
const limitBytes = maxBodyBytes;
/** The pacing described above; once the answer is in, only the server's reading holds the client back. */
function pause(sent: number, answered: boolean): Promise<unknown> {
  if (answered || sent >= limitBytes + 2 * 2 ** 20) return new Promise(setImmediate);
  return sleep(sent < limitBytes ? 1 : 10);
}
/** How long the socket may stay full before we take it that the server stopped reading. */
const stallMs = 2_000;

export async function uploadBigBody(
  server: SoakServer,
  framing: BodyFraming,
  sizeBytes: number,
): Promise<BigBodyResult> {
  const began = performance.now();
  const rssBefore = server.rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    const now = server.rssMb();
    if (now !== null && (rssPeak === null || now > rssPeak)) rssPeak = now;
  }, 20);

  const reader = new AnswerReader('POST');
  const socket = connect({ host: server.host, port: server.port });
  let sent = 0;
  let sentAtAnswer: number | null = null;
  let ended: string | null = null;
  let answered = false;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('data', (chunk: Buffer) => {
    try {
      reader.push(chunk);
    } catch {
      ended ??= 'unreadable answer';
    }
    if (reader.head && sentAtAnswer === null) sentAtAnswer = sent;
    if (reader.answer) answered = true;
  });
  socket.on('error', (error: NodeJS.ErrnoException) => (ended ??= error.code ?? error.message));
  socket.on('end', () => {
    if (reader.end()) answered = true;
    ended ??= 'closed';
  });
  socket.on('close', () => (ended ??= 'closed'));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  const lengthHeader = framing === 'content-length' ? `Content-Length: ${sizeBytes}` : 'Transfer-Encoding: chunked';
  socket.write(
    `POST /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${server.keys[0]}\r\nContent-Type: application/json\r\n${lengthHeader}\r\n\r\n`,
  );
  const chunkHead = Buffer.from(`${piece.length.toString(16)}\r\n`);
  const crlf = Buffer.from('\r\n');
  while (sent < sizeBytes && ended === null) {
    const bytes = piece.subarray(0, Math.min(piece.length, sizeBytes - sent));
    const flushed =
      framing === 'chunked'
        ? socket.write(
            Buffer.concat([
              bytes.length === piece.length ? chunkHead : Buffer.from(`${bytes.length.toString(16)}\r\n`),
              bytes,
              crlf,
            ]),
          )
        : socket.write(bytes);
    sent += bytes.length;
    if (!flushed) {
      const drained = await Promise.race([
        new Promise<boolean>((resolve) => socket.once('drain', () => resolve(true))),
        closed.then(() => false),
        sleep(stallMs).then(() => false),
      ]);
      if (!drained) break;
    }
    await pause(sent, sentAtAnswer !== null);
  }
  if (framing === 'chunked' && sent >= sizeBytes && ended === null) socket.write('0\r\n\r\n');
  // The answer may still be on its way.
  const deadline = performance.now() + stallMs;
  while (!answered && ended === null && performance.now() < deadline) await sleep(10);
  clearInterval(sampler);
  socket.destroy();
  const rssAfter = server.rssMb();
  if (rssAfter !== null && (rssPeak === null || rssAfter > rssPeak)) rssPeak = rssAfter;
  return {
    framing,
    size_mb: mb(sizeBytes),
    status: reader.head?.status ?? null,
    answered,
    drop: answered ? null : (ended ?? 'no answer'),
    sent_at_answer_mb: sentAtAnswer === null ? null : mb(sentAtAnswer),
    sent_total_mb: mb(sent),
    read_to_end: sent >= sizeBytes,
    rss_before_mb: rssBefore === null ? null : round(rssBefore, 1),
    rss_growth_mb: rssBefore === null || rssPeak === null ? null : round(rssPeak - rssBefore, 1),
    duration_s: round((performance.now() - began) / 1000, 1),
  };
}
