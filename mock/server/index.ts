// The Node side of the mock: a server on a port, and the Express app for in-process tests.
import { checkNode } from '../../contract/node-version.js';
export {
  immediateYield,
  startMockServer,
  unrefTimers,
  type MockServer,
  type MockServerOptions,
  type ProxyOptions,
} from './start-mock-server.ts';
export {
  createPinnedFetch,
  dnsResolve,
  type PinnedFetch,
  type PinnedFetchOptions,
  type Resolver,
} from './pinned-fetch.ts';
export { createMockApp, type Handler, type MockAppOptions } from './express-adapter.ts';
export { serveHandler, type ServedHandler, type ServeOptions } from './serve-handler.ts';
export { openStateFile, StateFileError, type StateFile } from './state-file.ts';
checkNode('cronjobs-mock');
