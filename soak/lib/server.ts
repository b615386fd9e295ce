// The mock as users start it: the CLI (`mock/server/cli.js`) on the pinned Node with the flags of
// `npm start`, a free port, two accounts. Its URL comes from the banner; its memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mockNodeFlags, stopChild } from '../../lab/common.ts';

const cli = fileURLToPath(new URL('../../mock/server/cli.js', import.meta.url));

export interface SoakServer {
  url: string;
  host: string;
  port: number;
  pid: number;
  keys: readonly [string, string];
  /** Still running (no exit, no signal). */
  alive(): boolean;
  /** How it ended, once it has. */
  exit(): string | null;
  /** VmRSS of the process in MB, or null where /proc is not there. */
  rssMb(): number | null;
  /** The last lines it wrote to stderr (its error log), for a crash report. */
  stderrTail(): string;
  /**
   * Has V8 collect all the garbage it can, as a debugger does (`HeapProfiler.collectGarbage` through the
   * inspector on loopback); undefined when the server was started without `inspect`.
   */
  collectGarbage?(): Promise<void>;
  stop(): Promise<void>;
}

function readRssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export function startSoakServer(
  keys: readonly [string, string],
  options: { timeoutMs?: number; extraArgs?: string[]; inspect?: boolean } = {},
): Promise<SoakServer> {
  // `warn`: the access log of 100,000 requests would cost the server more than the requests; errors
  // (a request that failed inside the core) still reach stderr.
  const args = [
    ...mockNodeFlags,
    ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
    cli,
    '--port',
    '0',
    '--api-key',
    keys[0],
    '--api-key',
    keys[1],
    '--log-level',
    'warn',
    ...(options.extraArgs ?? []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Never outlive the suite, whatever ends it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let stdout = '';
  let stderr = '';
  // The inspector's address is kept apart: the tail below may have moved past the line that gave it.
  let inspector: string | undefined;
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-64 * 1024);
    inspector ??= /Debugger listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
  });
  const exitText = () =>
    child.exitCode !== null
      ? `exit code ${child.exitCode}`
      : child.signalCode !== null
        ? `signal ${child.signalCode}`
        : null;
  return new Promise<SoakServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the mock did not print its URL within ${options.timeoutMs ?? 30_000} ms: ${stdout}${stderr}`));
    }, options.timeoutMs ?? 30_000);
    const onExit = () => {
      clearTimeout(timer);
      reject(new Error(`the mock exited (${exitText()}) before it printed its URL: ${stdout}${stderr}`));
    };
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /http:\/\/(127\.0\.0\.1):(\d+)/.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({
        url: match[0],
        host: match[1]!,
        port: Number(match[2]),
        pid: child.pid!,
        keys,
        alive: () => child.exitCode === null && child.signalCode === null,
        exit: exitText,
        rssMb: () => readRssMb(child.pid!),
        stderrTail: () => stderr.split('\n').slice(-20).join('\n'),
        ...(options.inspect ? { collectGarbage: () => collectGarbage(inspector, stderr) } : {}),
        stop: () => stopChild(child),
      });
    });
  });
}

/**
 * One Chrome DevTools Protocol call, `HeapProfiler.collectGarbage`: V8 runs its full collections until
 * nothing more is freed and gives unused pages back. The session closes once V8 has answered.
 */
async function collectGarbage(url: string | undefined, stderr: string): Promise<void> {
  if (!url) throw new Error(`the mock did not print its inspector's address: ${stderr.slice(-500)}`);
  const socket = new WebSocket(url);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot reach the mock's inspector at ${url}`)), {
        once: true,
      });
    });
    const answered = new Promise<void>((resolve, reject) => {
      // A server that hangs or drops the session fails the section instead of holding the soak.
      const timer = setTimeout(() => reject(new Error('the inspector did not answer within 60 s')), 60_000);
      socket.addEventListener('close', () => {
        clearTimeout(timer);
        reject(new Error('the inspector closed the session unanswered'));
      });
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id !== 1) return;
        clearTimeout(timer);
        if (message.error) reject(new Error(`HeapProfiler.collectGarbage: ${message.error.message}`));
        else resolve();
      });
    });
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    await answered;
  } finally {
    socket.close();
  }
}
