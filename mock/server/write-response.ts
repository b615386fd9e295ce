// Writes an answer to a Node response: the Response `handle` returned — its status, its headers, and its
// body's bytes read once and written with their length right after the headers, or streamed as it comes
// (the event stream) — or one of the validating proxy's own answers (proxy-route.ts), a Reply with its text,
// whose record names its headers as written. Header names leave as the answer spells them: a Response's are
// lower-cased (HTTP names are case-insensitive, RFC 9110 §5.1), a Reply's are the spec's.
import type { ServerResponse } from 'node:http';
import type { Reply } from '../core/http/respond.ts';

/** What was written, for the access log: the body's bytes or text, null for none or a stream. */
export interface Written {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
}

/** Writes the Response `handle` returned: an event stream as it comes, any other body read whole first. */
export async function writeResponse(response: Response, out: ServerResponse): Promise<Written> {
  const { status } = response;
  const headers = Object.fromEntries(response.headers);
  if (response.body === null) return writeWhole(out, { status, headers, body: null });
  if (headers['content-type']?.startsWith('text/event-stream')) {
    await writeStream(out, status, headers, response.body);
    return { status, headers, body: null };
  }
  return writeWhole(out, { status, headers, body: await bytesOf(response.body) });
}

/**
 * A whole body as the bytes its stream gives: the one chunk of a body the core made from text, as it is.
 * Read as text instead, the bytes were decoded, counted again for the length and encoded again by Node.
 */
async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** Writes one of the proxy's own answers (text, never a stream). */
export function writeReply(reply: Reply, out: ServerResponse): Promise<Written> {
  const { status, headers, body } = reply;
  if (body !== null && typeof body !== 'string') throw new TypeError('the proxy answers with text only');
  return writeWhole(out, { status, headers, body });
}

/** Headers and body in one write, with the body's length; none for a body-less answer. */
function writeWhole(out: ServerResponse, written: Written): Promise<Written> {
  const { status, headers, body } = written;
  if (body === null) out.writeHead(status, headers);
  else
    out.writeHead(status, {
      ...headers,
      'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
    });
  out.end(body ?? undefined);
  return Promise.resolve(written);
}

async function writeStream(
  out: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: ReadableStream<Uint8Array>,
): Promise<void> {
  out.writeHead(status, headers);
  out.flushHeaders();
  const reader = body.getReader();
  // The client went away: the body is cancelled (the event stream unsubscribes), even while it is idle.
  const gone = () => void reader.cancel().catch(() => {});
  out.once('close', gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || out.destroyed) break;
      // Node's backpressure: a chunk the socket cannot take yet waits for 'drain', so a client that does not
      // read leaves the bound where the stream sets it (its queue), not in an ever-growing socket buffer.
      // A response already closed emits neither 'drain' nor 'close' again: checked first, never awaited.
      if (!out.write(value) && !out.destroyed) await drainedOrClosed(out);
    }
  } finally {
    out.off('close', gone);
  }
  out.end();
}

function drainedOrClosed(out: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}
