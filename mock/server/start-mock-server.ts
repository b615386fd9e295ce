// Starts the mock on a port: the core, the Express adapter, the state file and the access log.
// Used by the CLI and by tests of other parts (port 0 picks any free port).
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import {
  coreOptionShape,
  createMockCore,
  createRealClock,
  refuseUnknownOptions,
  type Clock,
  type MockCore,
  type MockCoreOptions,
  type OptionShape,
} from '../core/index.ts';
import type { TimerPort } from '../core/simulator/time/wakeup.ts';
import type { JudgeLevel } from '../proxy/exchange-judge.ts';
import { accessLogEntry } from './access-log.ts';
import type { YieldPort } from '../core/simulator/time/drain-pacer.ts';
import { findConsoleAssets } from './console-route.ts';
import { serveHandler } from './serve-handler.ts';
import { isLoopbackHost } from './loopback-host.ts';
import { FixturesBesideStateError } from './fixtures-file.ts';
import { stateFromStore } from '../core/persistence/stored-state.ts';
import { openStateFile } from './state-file.ts';

export interface MockServerOptions extends Omit<MockCoreOptions, 'clock' | 'initialState' | 'persistence' | 'onError'> {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Real time unless given. */
  clock?: Clock;
  /**
   * A SQLite database (node:sqlite, state-file.ts): restored at start, every acknowledged write committed
   * to it before its answer. A file that is not one of this mock's is refused, never overwritten. With `fixtures`, only a file
   * that holds no state yet (the fixture's world is then saved in it); one holding state is refused.
   */
  stateFile?: string;
  latencyMs?: number;
  /** Access and error log; silent when absent. */
  logger?: Logger;
  /** The validating proxy (`--proxy-to`, docs/proxy.md): /v1 forwarded to `upstream` and judged. */
  proxy?: ProxyOptions;
}

export interface ProxyOptions {
  /**
   * The upstream's base URL. Trusted, as given by whoever starts the mock (the CLI's `--proxy-to`): the
   * SSRF guard of live calls is for URLs an API client sends, and this one no client can set.
   */
  upstream: string;
  /** `full` (the default): the spec; `core`: only what the seed states. */
  judge?: JudgeLevel;
  /** An exchange slower than this answers 504 (30 s by default). */
  timeoutMs?: number;
  /** Writes the traffic to this file as HAR, keys replaced by $CRONJOBS_API_KEY. */
  record?: string;
}

export interface MockServer {
  url: string;
  core: MockCore;
  /**
   * The token /__mock needs (null: open). Made up here when `host` is not a loopback address and none was
   * given — `generated` then, and only the caller can tell it to the user.
   */
  controlToken: { value: string; generated: boolean } | null;
  close(): Promise<void>;
}

/** Node timers that never keep the process alive on their own (the simulator's one wake-up, SSE keep-alives). */
export const unrefTimers: TimerPort = {
  set(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    timer.unref();
    return timer;
  },
  clear: (token) => clearTimeout(token as ReturnType<typeof setTimeout>),
};

/**
 * The simulator's turn between slices of a long drain: setImmediate, which lets pending I/O run first and
 * is the cheapest turn Node offers. (The core's default, a MessageChannel message, loads Node's messaging
 * internals on its first use and costs more every turn.) A caller that fakes timers passes its own
 * port as `simulation.yieldPort`, which wins over this one.
 */
export const immediateYield: YieldPort = () => new Promise((resolve) => setImmediate(resolve));

/** Largest upstream answer the proxy holds to judge and pass back (502 past it). */
export const maxProxiedAnswerBytes = 16 * 2 ** 20;

async function startProxy(core: MockCore, options: ProxyOptions, logger: Logger | undefined) {
  // Loaded only in proxy mode: the judges compile nothing new, but the mock without them starts faster.
  const [{ createForwarder }, { createProxyRoute }, { createHarRecorder }, { createExchangeJudge }] = await Promise.all(
    [
      import('./upstream-forwarder.ts'),
      import('./proxy-route.ts'),
      import('./har-recorder.ts'),
      import('../proxy/exchange-judge.ts'),
    ],
  );
  const forwarder = createForwarder({
    upstream: new URL(options.upstream),
    timeoutMs: options.timeoutMs ?? 30_000,
    maxAnswerBytes: maxProxiedAnswerBytes,
  });
  const recorder = options.record
    ? createHarRecorder(options.record, (error) =>
        logger?.error({ err: error }, `proxy: could not write ${options.record}`),
      )
    : undefined;
  const route = createProxyRoute({
    core,
    upstream: options.upstream,
    forwarder,
    judge: createExchangeJudge(options.judge ?? 'full'),
    ...(recorder ? { recorder } : {}),
    onError: (error) => logger?.error({ err: error }, 'proxy: judging or recording failed'),
    onAnswered(answered) {
      if (logger?.isLevelEnabled('info')) logger.info(accessLogEntry(answered), 'request');
    },
  });
  return { forwarder, recorder, route };
}

const {
  clock: _clock,
  initialState: _state,
  persistence: _persistence,
  onError: _onError,
  ...serverCoreShape
} = coreOptionShape;
const serverOptionShape = {
  ...serverCoreShape,
  port: true,
  host: true,
  clock: true,
  stateFile: true,
  latencyMs: true,
  logger: true,
  proxy: { upstream: true, judge: true, timeoutMs: true, record: true },
} as const satisfies OptionShape<MockServerOptions>;

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  refuseUnknownOptions('startMockServer', options, serverOptionShape);
  const {
    port = 0,
    host = '127.0.0.1',
    stateFile,
    latencyMs,
    logger,
    clock = createRealClock(),
    simulation,
    controlToken,
    proxy: proxyOptions,
    ...coreOptions
  } = options;
  const saved = stateFile ? await openStateFile(stateFile) : undefined;
  let initialState;
  try {
    initialState = saved?.stored ? stateFromStore(saved.stored) : undefined;
  } catch (error) {
    await saved?.close();
    throw error;
  }
  // Refused rather than ignored: either choice would silently drop one of the two worlds asked for.
  if (initialState && stateFile && coreOptions.fixtures !== undefined) {
    await saved?.close();
    throw new FixturesBesideStateError(stateFile);
  }
  // Live calls connect only to addresses the SSRF guard checked, unless private targets are allowed or
  // the caller brings its own fetch.
  // Loaded only then: importing undici is a noticeable part of a start, and without live calls nothing uses it.
  const pinned =
    simulation?.liveCalls && !simulation.allowPrivateTargets && !simulation.liveFetch && !simulation.fetch
      ? (await import('./pinned-fetch.ts')).createPinnedFetch()
      : undefined;
  // Loopback stays frictionless; anywhere else the control API (every key, the clock, reset) is locked.
  const token =
    controlToken !== undefined
      ? { value: controlToken, generated: false }
      : isLoopbackHost(host)
        ? null
        : { value: randomBytes(24).toString('base64url'), generated: true };
  const core = createMockCore({
    ...coreOptions,
    ...(token ? { controlToken: token.value } : {}),
    clock,
    // The Node ports of the run simulator; anything the caller passes wins.
    simulation: {
      ...(pinned ? { liveFetch: pinned.fetch } : {}),
      timers: unrefTimers,
      yieldPort: immediateYield,
      ...simulation,
    },
    ...(initialState ? { initialState } : {}),
    ...(saved ? { persistence: saved.port } : {}),
    onError: (error, requestId) =>
      logger?.error(
        { err: error, req_id: requestId },
        requestId === 'simulator' ? 'simulator failed' : 'request failed',
      ),
  });
  // Written at once, so the accounts of --api-key exist on disk before the first write.
  await core.flush();

  const proxy = proxyOptions ? await startProxy(core, proxyOptions, logger) : undefined;
  const served = await serveHandler(core, {
    port,
    host,
    ...(latencyMs ? { latencyMs } : {}),
    ...(proxy ? { proxy: proxy.route } : {}),
    console: { assets: findConsoleAssets() },
    onAnswered(answered) {
      // The entry (a path parse, a key hash) is built only when it will be written: `--log-level silent` or
      // `warn` costs nothing per request.
      if (!logger?.isLevelEnabled('info')) return;
      logger.info(accessLogEntry(answered), 'request');
    },
  });

  return {
    url: served.url,
    core,
    controlToken: token,
    async close() {
      core.close();
      // Live calls and deliveries already on their way finish (each has its own timeout) before the last save.
      await Promise.race([core.engine.idle(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await pinned?.close();
      proxy?.forwarder.close();
      await served.close();
      try {
        await proxy?.recorder?.close();
        await core.flush();
      } finally {
        await saved?.close();
      }
    },
  };
}
