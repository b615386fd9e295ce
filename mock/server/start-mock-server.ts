// Starts the mock on a port: the core, the Express adapter, the state file and the access log.
// Used by the CLI and by tests of other parts (port 0 picks any free port).
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Logger } from 'pino';
import { createMockCore, createRealClock, type Clock, type MockCore, type MockCoreOptions } from '../core/index.ts';
import { createMockApp } from './express-adapter.ts';
import { loadState, saveState } from './state-file.ts';

export interface MockServerOptions extends Omit<MockCoreOptions, 'clock' | 'initialState' | 'onChange' | 'onError'> {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Real time unless given. */
  clock?: Clock;
  /** Loaded at start, written atomically after every acknowledged write. */
  stateFile?: string;
  latencyMs?: number;
  /** Access and error log; silent when absent. */
  logger?: Logger;
}

export interface MockServer {
  url: string;
  core: MockCore;
  close(): Promise<void>;
}

/** First 8 hex digits of the key's SHA-256 — the only trace of a key the log keeps. */
export const fingerprint = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port = 0, host = '127.0.0.1', stateFile, latencyMs, logger, clock = createRealClock(), ...coreOptions } = options;
  const initialState = stateFile ? await loadState(stateFile) : undefined;
  const core = createMockCore({
    ...coreOptions,
    clock,
    ...(initialState ? { initialState } : {}),
    ...(stateFile ? { onChange: (snapshot) => saveState(stateFile, snapshot) } : {}),
    onError: (error, requestId) => logger?.error({ err: error, req_id: requestId }, 'request failed'),
  });
  // Save at once, so the accounts of --api-key exist on disk before the first write.
  if (stateFile) await saveState(stateFile, core.snapshot());

  const app = createMockApp(core, {
    ...(latencyMs ? { latencyMs } : {}),
    onAnswered({ request, status, requestId, ms }) {
      const key = request.headers['x-api-key'];
      logger?.info(
        {
          req_id: requestId,
          method: request.method,
          path: request.path,
          status,
          ms: Math.round(ms * 10) / 10,
          key: typeof key === 'string' && key ? fingerprint(key) : null,
        },
        'request',
      );
    },
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    core,
    async close() {
      core.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment to finish before their sockets are cut.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      if (stateFile) await saveState(stateFile, core.snapshot());
    },
  };
}
