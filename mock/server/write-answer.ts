// Writes an answer to a Node response: a Response from `handle` is read once into an Answer (its bytes,
// never decoded to text and encoded again), then written with its length in one write, or streamed as it
// comes (the event stream). The transport's own answers (connection-edges.ts) are Replies with text.
import type { ServerResponse } from 'node:http';
import type { Reply } from '../core/http/respond.ts';
import { replyOf } from './lean-response.ts';

/** An answer to write: a Reply, or one whose body was read as bytes. */
export type Answer = Omit<Reply, 'body'> & { body: Reply['body'] | Uint8Array };

/**
 * A Response as the writer takes it: an event stream stays a stream, any other body is read whole. A lean
 * Response (lean-response.ts) gives its reply as it is: the header names as the spec spells them, where a
 * full Response's are lower-cased (HTTP names are case-insensitive, RFC 9110 §5.1).
 */
export async function answerOf(response: Response): Promise<Answer> {
  const reply = replyOf(response);
  if (reply) return { status: reply.status, headers: { ...reply.headers }, body: reply.body };
  const headers = Object.fromEntries(response.headers);
  if (response.body === null) return { status: response.status, headers, body: null };
  const streamed = headers['content-type']?.startsWith('text/event-stream');
  return { status: response.status, headers, body: streamed ? response.body : await response.bytes() };
}

/** Writes an Answer: bytes or text with its length in one write, a stream (the SSE events) as it comes. */
export async function writeReply(reply: Answer, out: ServerResponse): Promise<void> {
  const { status, headers, body } = reply;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    out.writeHead(status, {
      ...headers,
      'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
    });
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
