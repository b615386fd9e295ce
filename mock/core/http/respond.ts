// Answer builders: JSON bodies, problem+json, no-content. Every answer goes through here so the
// content types stay exactly the spec's. The pipeline works on `Reply` — status, headers and a body
// already serialised — and turns it into the web `Response` that `handle` gives once, at the edge
// (`toResponse`).
import type { ProblemBody } from './problem.ts';

export interface Reply {
  status: number;
  /** Header names spelled as the spec spells them; one value each. */
  headers: Record<string, string>;
  /** Serialised text, a stream (the event stream), or nothing. */
  body: string | ReadableStream<Uint8Array> | null;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function problem(body: ProblemBody, headers: Record<string, string> = {}): Reply {
  return {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json', ...headers },
    body: JSON.stringify(body),
  };
}

export function noContent(headers: Record<string, string> = {}): Reply {
  return { status: 204, headers, body: null };
}

export function toResponse(reply: Reply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
