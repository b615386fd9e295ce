// The three undocumented members of Node's HTTP server the transport edges (connection-edges.ts) rely on,
// kept here so that nothing else touches them. Each is read from lib/_http_server.js and checked on
// Node.js 24.21.0 (test/mock/node-http-internals.test.ts has one test per behaviour: run it after a Node
// upgrade). Without them the edges would still answer, but a client sending a large body would get a reset
// instead of its 413, or a 400 would cut into an answer being written.

import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Reads nothing more from an HTTP server's socket. `pause()` alone is not enough: after an answer Node
 * resumes the socket to drain the unread request body (`req._dump()`) unless `socket._paused` is set, the
 * switch its own parser uses for back-pressure.
 */
export function stopReading(socket: Duplex): void {
  (socket as Duplex & { _paused?: boolean })._paused = true;
  socket.pause();
}

/** The answer Node is writing on this socket (`socket._httpMessage`), undefined between requests. */
export function answerOnSocket(socket: Duplex): ServerResponse | undefined {
  return (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * Replaces how Node ends a socket once a `Connection: close` answer is written: it calls
 * `socket.destroySoon()`, which destroys the socket as soon as the answer is flushed.
 */
export function onAnswerClose(socket: Duplex, end: () => void): void {
  (socket as Duplex & { destroySoon?: () => void }).destroySoon = end;
}
