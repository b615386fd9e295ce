// The balancer: Debian's HAProxy in front of shards that already answer, with the configuration of
// haproxy-config.ts written beside their state files. Ready once a request through it reaches a shard.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { findHaproxy, haproxyMissing } from './find-haproxy.ts';
import { haproxyConfig } from './haproxy-config.ts';
import { captureStderr, stopChild } from './processes.ts';
import { SandboxError } from './sandbox-error.ts';

export interface BalancerOptions {
  host: string;
  /** 0: a free port. */
  port: number;
  /** The shards' ports on 127.0.0.1, in order (shard N is HAProxy server id N). */
  shardPorts: readonly number[];
  /** Where haproxy.cfg is written. */
  configDir: string;
  log: (line: string) => void;
}

export interface Balancer {
  readonly url: string;
  readonly configFile: string;
  close(): Promise<void>;
}

async function freePort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, host, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the balancer hands a request to a shard (the mock's X-Request-Id on its answer). */
async function balancerAnswers(url: string, haproxy: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (haproxy.exitCode !== null) throw new SandboxError(`haproxy exited (${haproxy.exitCode}): ${stderr().trim()}`);
    const answer = await fetch(`${url}/v1/jobs`).catch(() => undefined);
    await answer?.body?.cancel();
    if (answer?.headers.has('X-Request-Id')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new SandboxError(`the balancer at ${url} did not answer within 10 s: ${stderr().trim()}`);
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new SandboxError(haproxyMissing);
  const { host } = options;
  const port = options.port === 0 ? await freePort(host) : options.port;
  const configFile = join(options.configDir, 'haproxy.cfg');
  const shards = options.shardPorts.map((shardPort) => ({ host: '127.0.0.1', port: shardPort }));
  await writeFile(configFile, haproxyConfig({ host, port, shards }));
  const child: ChildProcess = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr = captureStderr(child, 'haproxy', options.log);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  try {
    await balancerAnswers(url, child, stderr);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, configFile, close: () => stopChild(child) };
}
