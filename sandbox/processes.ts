// The sandbox's child processes — shards and HAProxy — as start-sandbox.ts and balancer.ts run them: wait
// for the line that says one is ready, pass its stderr on, stop it and wait until it is gone.
import type { ChildProcess } from 'node:child_process';
import { SandboxError } from './sandbox-error.ts';

/** Resolves with the first match of `pattern` in the child's stdout; rejects when it exits before. */
export function firstMatch(child: ChildProcess, pattern: RegExp, what: string, stderr: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = pattern.exec(seen);
      if (match) {
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        resolve(match[1]!);
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      reject(
        new SandboxError(`${what} exited (${signal ?? code}) before it was ready: ${stderr().trim() || seen.trim()}`),
      );
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Pipes a child's stderr to `log`, line by line, and keeps its last few kilobytes for an error message. */
export function captureStderr(child: ChildProcess, name: string, log: (line: string) => void): () => string {
  let tail = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-4096);
    for (const line of chunk.split('\n')) if (line.trim() !== '') log(`[${name}] ${line}`);
  });
  return () => tail;
}

/** SIGTERM, and resolves once the process is gone. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const gone = exited(child);
  child.kill('SIGTERM');
  await gone;
}
