// Starts `prism proxy <spec> <upstream> --errors` (Prism 5.16, installed as @stoplight/prism-cli) as a
// child process on a free port, waits for its "Prism is listening on" line (bounded), and keeps its log.

import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from '../../../lab/common.ts';

export interface PrismProxy {
  url: string;
  /** Everything Prism printed (its VALIDATOR lines name each violation). */
  log(): string;
  close(): Promise<void>;
}

export interface PrismProxyOptions {
  spec: string;
  upstream: string;
  /** Extra CLI flags, e.g. `--validate-request=false`. */
  flags?: string[];
  startTimeoutMs?: number;
}

function prismCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function startPrismProxy(options: PrismProxyOptions): Promise<PrismProxy> {
  return startPrism(
    ['proxy', options.spec, options.upstream, '--errors', ...(options.flags ?? [])],
    options.startTimeoutMs,
  );
}

/** `prism mock <spec>`: Prism's stateless mock, answering every operation from the spec's examples. */
export function startPrismMock(spec: string, startTimeoutMs?: number): Promise<PrismProxy> {
  return startPrism(['mock', spec], startTimeoutMs);
}

async function startPrism(command: string[], startTimeoutMs = 30_000): Promise<PrismProxy> {
  const port = await freePort();
  const args = [prismCli(), ...command, '--port', String(port), '--host', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  // If the test process dies first (a timeout, a crash), take Prism with it.
  const reap = () => child.kill('SIGTERM');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (output += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (output += s));

  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`prism did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const check = () => {
      if (output.includes('Prism is listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`prism exited with ${code} before listening:\n${output}`));
    });
  });

  return { url, log: () => output, close: () => stop(child) };
}
