// The mock server's transport around any `handle(Request) → Response`: the Express adapter, the server's
// limits and timeouts, complete answers for what Node refuses, gentle closes (connection-edges.ts).
// startMockServer serves the core with it; a wrapper around `core.handle` (a proxy, a recorder) is served the
// same way, so the transport is assembled once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardEdges, serverOptions } from './connection-edges.ts';
import { createMockApp, type Handler, type MockAppOptions } from './express-adapter.ts';

export interface ServeOptions extends MockAppOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface ServedHandler {
  /** `http://HOST:PORT`, an IPv6 host in brackets. */
  url: string;
  /** Stops listening, gives requests still running 2 s, then cuts their connections. */
  close(): Promise<void>;
}

export async function serveHandler(handler: Handler, options: ServeOptions = {}): Promise<ServedHandler> {
  const { port = 0, host = '127.0.0.1', ...appOptions } = options;
  const server = createServer(serverOptions, createMockApp(handler, appOptions));
  const edges = guardEdges(server, handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        edges.dropLingering();
        // Requests still running get a moment to finish before their sockets are cut.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      }),
  };
}
