// Starts a sandbox (docs/sandbox.md): N shards — mocks on loopback ports, each with its own state file —
// and Debian's HAProxy in front of them, hashing on X-API-Key so each account lives on one shard. Used by
// `npm run sandbox` (cli.ts) and by the test that kills a shard mid-run (each shard can be killed and
// started again on the same port and state file).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBalancer, type Balancer } from './balancer.ts';
import { rebalance, type Rebalanced } from './rebalance.ts';
import { findHaproxy, haproxyMissing } from './find-haproxy.ts';
import { captureStderr, exited, firstMatch } from './processes.ts';
import { SandboxError } from './sandbox-error.ts';

export { SandboxError } from './sandbox-error.ts';

export interface SandboxOptions {
  shards: number;
  /** Where the balancer listens: 127.0.0.1 by default. The shards always listen on 127.0.0.1. */
  host?: string;
  /** The balancer's port (4010 by default); the shards take the next N. 0: free ports for all. */
  port?: number;
  /** Where the state files (shardN.sqlite) and haproxy.cfg are kept. */
  stateDir: string;
  clock?: 'real' | 'virtual';
  speed?: number;
  /** Given to every shard (CRONJOBS_CONTROL_TOKEN): /__mock then needs it, or an account's key. */
  controlToken?: string;
  /** Accounts made through the balancer once it answers (kept when a state file already has them). */
  apiKeys?: readonly string[];
  /** The shards' log level (warn by default); their logs and HAProxy's go to `log`. */
  logLevel?: string;
  log?: (line: string) => void;
  /** A shard that exited unasked (a crash, a kill): the CLI starts it again; a test may not. */
  onShardExit?: (shard: Shard, reason: string) => void;
}

export interface Shard {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly stateFile: string;
  readonly pid: number | undefined;
  /** Sends `signal` (SIGTERM by default) and waits until the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the shard again on its port and state file; resolves once it accepts requests. */
  start(): Promise<void>;
}

export interface Sandbox {
  /** The balancer: the one address partners use. */
  readonly url: string;
  /** What the start moved: accounts whose keys go to another shard than the one holding them (shards added). */
  readonly rebalanced: Rebalanced;
  readonly shards: readonly Shard[];
  readonly haproxyConfigFile: string;
  close(): Promise<void>;
}

const shardEntry = fileURLToPath(new URL('./shard.ts', import.meta.url));

function createShard(index: number, options: SandboxOptions, givenPort: number, log: (line: string) => void): Shard {
  const name = `shard${index + 1}`;
  const stateFile = join(options.stateDir, `${name}.sqlite`);
  let port = givenPort;
  let child: ChildProcess | undefined;
  const shard: Shard = {
    name,
    stateFile,
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    get pid() {
      return child?.pid;
    },
    async stop(signal = 'SIGTERM') {
      if (!child) return;
      const stopping = child;
      child = undefined;
      const gone = exited(stopping);
      stopping.kill(signal);
      await gone;
    },
    async start() {
      const args = [shardEntry, '--name', name, '--port', String(port), '--state-file', stateFile];
      args.push('--clock', options.clock ?? 'real', '--speed', String(options.speed ?? 1));
      args.push('--log-level', options.logLevel ?? 'warn');
      const env = { ...process.env };
      if (options.controlToken !== undefined) env.CRONJOBS_CONTROL_TOKEN = options.controlToken;
      const started = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
      child = started;
      const stderr = captureStderr(started, name, log);
      const url = await firstMatch(started, /listening on (http:\/\/\S+)/, name, stderr);
      port = Number(new URL(url).port);
      started.once('exit', (code, signal) => {
        // Stopped on purpose (stop() forgets the child first), or replaced by a later start: nothing to tell.
        if (child !== started) return;
        child = undefined;
        options.onShardExit?.(shard, signal ?? `exit code ${code}`);
      });
    },
  };
  return shard;
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  if (!Number.isInteger(options.shards) || options.shards < 1) throw new SandboxError('--shards must be 1 or more');
  // Before any shard starts: without the balancer there is no sandbox.
  if (!findHaproxy()) throw new SandboxError(haproxyMissing);
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const requested = options.port ?? 4010;
  await mkdir(options.stateDir, { recursive: true });

  const shards = Array.from({ length: options.shards }, (_, i) =>
    createShard(i, options, requested === 0 ? 0 : requested + 1 + i, log),
  );
  let balancer: Balancer | undefined;
  const close = async () => {
    await Promise.all([...shards.map((shard) => shard.stop()), balancer?.close()]);
  };
  try {
    await Promise.all(shards.map((shard) => shard.start()));
    balancer = await startBalancer({
      host: options.host ?? '127.0.0.1',
      port: requested,
      shardPorts: shards.map((shard) => shard.port),
      configDir: options.stateDir,
      log,
    });
    const { url } = balancer;
    const rebalanced = await rebalance({ url, shards, controlToken: options.controlToken });
    for (const [i, key] of (options.apiKeys ?? []).entries())
      await makeAccount(url, key, i === 0 ? 'default' : `account ${i + 1}`, options.controlToken);
    return { url, rebalanced, shards, haproxyConfigFile: balancer.configFile, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Makes the account of `key` on the shard its key routes to; one the state already has is kept. */
async function makeAccount(url: string, key: string, name: string, controlToken: string | undefined): Promise<void> {
  const answer = await fetch(`${url}/__mock/accounts`, {
    method: 'POST',
    headers: {
      'X-API-Key': key,
      'Content-Type': 'application/json',
      ...(controlToken !== undefined ? { Authorization: `Bearer ${controlToken}` } : {}),
    },
    body: JSON.stringify({ name, api_key: key }),
  });
  if (answer.status !== 201 && answer.status !== 409)
    throw new SandboxError(`making the account of ${key} answered ${answer.status}: ${await answer.text()}`);
  await answer.body?.cancel();
}
