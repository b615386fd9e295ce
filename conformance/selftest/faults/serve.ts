// Serves a wrapped core on a port, over the mock server's own transport pieces (mock/server): the same
// server options and edges (parser errors, Expect, CONNECT), the same lazy body read capped one byte over
// the limit, the same gentle close after an early answer. Only the middle differs from createMockApp:
// each request becomes a web Request for the fault, and its Response is written back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express';
import { createMockCore, type MockCore, type MockCoreOptions } from '../../../mock/core/index.ts';
import type { Reply } from '../../../mock/core/http/respond.ts';
import { endGentlyAfterAnswer, guardEdges, serverOptions, transportReply } from '../../../mock/server/connection-edges.ts';
import { toIncomingRequest, unrefTimers, writeReply } from '../../../mock/server/index.ts';
import { asSent, withFaults, type Fault, type Handle } from './fault.ts';

export interface FaultyMock {
  url: string;
  core: MockCore;
  close(): Promise<void>;
}

/** The Node request as a web Request; its body is read (by the adapter's capped reader) only when asked for. */
function webRequest(request: ExpressRequest, response: ExpressResponse): Request | undefined {
  const incoming = toIncomingRequest(request, response);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody
    ? new ReadableStream<Uint8Array>({
        async pull(controller) {
          controller.enqueue(new Uint8Array(await incoming.arrayBuffer()));
          controller.close();
        },
      })
    : null;
  try {
    return asSent(new Request(incoming.url, { method: request.method, headers, body, duplex: 'half', signal: incoming.signal } as RequestInit), incoming.url);
  } catch {
    // A method a web Request cannot carry (TRACE, TRACK): the core answers it unwrapped.
    return undefined;
  }
}

async function replyOf(response: Response): Promise<Reply> {
  const headers = Object.fromEntries(response.headers);
  const streamed = headers['content-type']?.startsWith('text/event-stream');
  return { status: response.status, headers, body: response.body === null ? null : streamed ? response.body : await response.text() };
}

/** `handle` on a port, with the transport of the mock server. */
export async function serveHandle(core: MockCore, handle: Handle): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(async (request: ExpressRequest, response: ExpressResponse) => {
    const web = webRequest(request, response);
    const answer = transportReply(request) ?? (web ? await replyOf(await handle(web)) : await core.reply(toIncomingRequest(request, response)));
    if (!request.complete) {
      answer.headers.Connection = 'close';
      endGentlyAfterAnswer(request.socket);
    }
    await writeReply(answer, response);
  });
  const server = createServer(serverOptions, app);
  const edges = guardEdges(server, core);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        edges.dropLingering();
        setTimeout(() => server.closeAllConnections(), 500).unref();
      }),
  };
}

/** A mock core with `faults` around its handle, served on a free port. */
export async function startFaultyMock(options: MockCoreOptions, ...faults: readonly Fault[]): Promise<FaultyMock> {
  const core = createMockCore({ ...options, simulation: { timers: unrefTimers, ...options.simulation } });
  const served = await serveHandle(core, withFaults(core.handle, ...faults));
  return {
    url: served.url,
    core,
    async close() {
      core.close();
      await served.close();
    },
  };
}
