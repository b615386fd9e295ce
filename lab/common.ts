// Shared by the lab (bench/, soak/, the self-test's referee): child processes (servers and workers) with hard time limits, flags,
// statistics and the one-line result protocol (a worker's last stdout line is its JSON result).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const benchDir = fileURLToPath(new URL('../bench/', import.meta.url));
/** The pinned Node (npm scripts and node_modules/.bin/node run it); children use the same binary. */
export const nodeBin = process.execPath;
/** The Node flags a checkout's `npm start` gives the mock (its package.json). */
export function nodeFlagsOf(checkout: string): string[] {
  const start = (JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { scripts: { start: string } })
    .scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith('--'));
}
/** The Node flags `npm start` gives the mock (package.json), so the benches start it as users do. */
export const mockNodeFlags: string[] = nodeFlagsOf(root);
/** The mock's CLI in a checkout of this project (another commit's, for a before/after run). */
export const mockCliOf = (checkout: string) => join(checkout, 'mock', 'server', 'cli.js');

// ---- flags ----

export interface Flags {
  tiny: boolean;
  values: Map<string, string>;
  positionals: string[];
  has(name: string): boolean;
  number(name: string, fallback: number): number;
  string(name: string, fallback: string): string;
}

/**
 * `--name value`, `--name=value` and bare `--switch`: a switch is one of `switches`, or any flag whose
 * next word is a flag or absent.
 */
export function parseFlags(
  argv = process.argv.slice(2),
  switches: readonly string[] = ['tiny', 'parallel', 'core', 'record'],
): Flags {
  const values = new Map<string, string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (!word.startsWith('--')) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    if (eq > 0) values.set(word.slice(2, eq), word.slice(eq + 1));
    else if (!switches.includes(word.slice(2)) && i + 1 < argv.length && !argv[i + 1]!.startsWith('--'))
      values.set(word.slice(2), argv[++i]!);
    else values.set(word.slice(2), 'true');
  }
  const flags: Flags = {
    tiny: values.get('tiny') === 'true',
    values,
    positionals,
    has: (name) => values.has(name),
    number(name, fallback) {
      const text = values.get(name);
      if (text === undefined) return fallback;
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number, got ${text}`);
      return value;
    },
    string: (name, fallback) => values.get(name) ?? fallback,
  };
  return flags;
}

// ---- result protocol ----

/** Prints the worker's result as the last stdout line. */
export function emit(result: unknown): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

export const log = (message: string): void => {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
};

// ---- processes ----

const started = new Set<ChildProcess>();
let cleanupInstalled = false;
function track(child: ChildProcess): void {
  started.add(child);
  child.once('exit', () => started.delete(child));
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  // Only the children this process started, by their own handles.
  process.once('exit', () => {
    for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      process.exit(130);
    });
}

// One free-port probe for the whole project (the conformance self-test's).
/** A port the OS just handed out and released. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  name: string;
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the ready line. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Spawns a server and resolves once a line of its output matches `ready` (whose first group, or whole
 * match, is its URL unless `url` is given). Output after that is drained and dropped.
 */
export function startServer(
  name: string,
  command: string,
  args: string[],
  options: { ready: RegExp; url?: string; timeoutMs?: number; cwd?: string },
): Promise<RunningServer> {
  const began = performance.now();
  const child = spawn(command, args, { cwd: options.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let output = '';
  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${options.timeoutMs ?? 30_000} ms: ${output.slice(-2000)}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = options.ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.stdout!.resume();
      child.stderr!.resume();
      child.removeListener('exit', onExit);
      resolve({
        name,
        url: options.url ?? match[1] ?? match[0],
        child,
        readyMs: performance.now() - began,
        stop: () => stopChild(child),
      });
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it was ready: ${output.slice(-2000)}`));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGTERM, then SIGKILL after a grace period. */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a Node script to completion (killed after `timeoutMs`) and parses its last stdout line as JSON. */
export function runWorker<T = unknown>(
  script: string,
  args: string[],
  options: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<T> {
  const child = spawn(nodeBin, [...(options.nodeArgs ?? []), script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (err.length < 200_000) err += text;
    if (process.env.BENCH_VERBOSE) process.stderr.write(text);
  });
  const timeoutMs = options.timeoutMs ?? 600_000;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0)
        return reject(
          new Error(
            `${script} ${args.join(' ')} exited with ${code ?? signal}${signal === 'SIGKILL' ? ` (time limit ${timeoutMs} ms?)` : ''}\n${err.slice(-3000)}`,
          ),
        );
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${script} printed no JSON result: ${out.slice(-500)}\n${err.slice(-2000)}`));
      }
    });
  });
}

// ---- statistics ----

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}

export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` over `items` with at most `width` in flight. */
export async function pool<T>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index]!, index);
    }
  });
  await Promise.all(workers);
}

/** Polls until `url` answers 200 with the key, or gives up after `timeoutMs`. */
export async function waitFor200(url: string, key: string, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { 'X-API-Key': key } });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
