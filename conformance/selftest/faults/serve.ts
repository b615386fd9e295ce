// Serves a wrapped core on a port: the real core with faults around its `handle`, served by the mock
// server's own transport (`serveHandler` from mock/server: the same adapter, limits and edges as
// `npm start`). Nothing of the server is assembled here.
import { createMockCore, type MockCore, type MockCoreOptions } from '../../../mock/core/index.ts';
import { serveHandler, unrefTimers } from '../../../mock/server/index.ts';
import { withFaults, type Fault, type Handle } from './fault.ts';

export interface FaultyMock {
  url: string;
  core: MockCore;
  close(): Promise<void>;
}

/** `handle` on a free port, with the transport of the mock server. */
export function serveHandle(handle: Handle): Promise<{ url: string; close(): Promise<void> }> {
  return serveHandler({ handle });
}

/** A mock core with `faults` around its handle, served on a free port. */
export async function startFaultyMock(options: MockCoreOptions, ...faults: readonly Fault[]): Promise<FaultyMock> {
  const core = createMockCore({ ...options, simulation: { timers: unrefTimers, ...options.simulation } });
  const served = await serveHandle(withFaults(core.handle, ...faults));
  return {
    url: served.url,
    core,
    async close() {
      core.close();
      await served.close();
    },
  };
}
