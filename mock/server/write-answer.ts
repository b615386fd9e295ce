// Writes an answer to a Node response: a Response from `handle` is taken as a Reply (its text read once),
// then written with its length in one write, or streamed as it comes (the event stream).
import type { ServerResponse } from 'node:http';
import type { Reply } from '../core/http/respond.ts';

/** A Response as the writer takes it: an event stream stays a stream, any other body is read whole. */
export async function replyOf(response: Response): Promise<Reply> {
  const headers = Object.fromEntries(response.headers);
  const streamed = response.body !== null && headers['content-type']?.startsWith('text/event-stream');
  return { status: response.status, headers, body: response.body === null ? null : streamed ? response.body : await response.text() };
}

/** Writes a Reply: text with its length in one write, a stream (the SSE events) as it comes. */
export async function writeReply(reply: Reply, out: ServerResponse): Promise<void> {
  const { status, headers, body } = reply;
  if (typeof body === 'string') {
    out.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
    out.end(body);
    return;
  }
  out.writeHead(status, headers);
  if (body === null) {
    out.end();
    return;
  }
  out.flushHeaders();
  // Node's backpressure: a chunk the socket cannot take yet waits for 'drain', so a client that does not
  // read leaves the bound where the stream sets it (its queue), not in an ever-growing socket buffer.
  for await (const chunk of body) {
    // A response already closed emits neither 'drain' nor 'close' again: checked first, never awaited.
    if (!out.write(chunk) && !out.destroyed) await drainedOrClosed(out);
    if (out.destroyed) break; // the client went away: stop reading (which cancels the stream)
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

