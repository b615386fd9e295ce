// Starts flask/app.py, a Cron Job Scheduling Service written the usual Flask way from the seed alone
// (spec/seed/cron-job-service-spec.md), in python3 on a port the app picks and prints. Its choices are listed at
// the top of app.py: 401 `{"error": {code, message}}`, 201 `{"job": ...}` with integer ids and a Location,
// 422 with per-field messages, 415 for a non-JSON body, interval (60 s to 30 days) or cron schedules,
// `{"jobs": [...], "pagination": {page, per_page, total, pages}}` paged by `?page=&per_page=` (20 by default),
// oldest first, HEAD answered by Werkzeug from the GET routes.
import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Stranger, StrangerOptions } from './fastify-service.ts';

const app = fileURLToPath(new URL('flask/app.py', import.meta.url));
const python = process.env.PYTHON ?? 'python3';

/** Why the Flask service cannot start here (no python3, or no Flask for it), or undefined when it can. */
export function flaskMissing(): string | undefined {
  const probe = spawnSync(python, ['-c', 'import flask'], { encoding: 'utf8' });
  if (probe.error) return `cannot run ${python} (${probe.error.message}): install python3 or point PYTHON at one`;
  if (probe.status !== 0)
    return `${python} cannot import flask: install it (apt-get install python3-flask)\n${probe.stderr.trim()}`;
  return undefined;
}

/** `script`: another copy of app.py to run (the strangers' mutation run starts each mutant's copy). */
export async function startFlaskService({
  keys,
  defect,
  script = app,
}: StrangerOptions & { script?: string }): Promise<Stranger> {
  const args = [script, ...keys.flatMap((key) => ['--api-key', key]), ...(defect ? ['--defect', defect] : [])];
  const child = spawn(python, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PYTHONUNBUFFERED: '1' },
  });
  // once() settles on 'exit', or rejects on 'error' (a spawn that failed, which may never exit): either ends it.
  const exited = once(child, 'exit').catch(() => undefined);
  // Werkzeug logs every request on stderr: read it so the pipe never fills, keep the end for a failed start.
  const log: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    log.push(line);
    if (log.length > 40) log.shift();
  });
  const port = await listeningPort(child).catch(async (error: unknown) => {
    if (child.exitCode === null) child.kill();
    await exited;
    throw new Error(`${script} did not start: ${String(error)}\n${log.join('\n')}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
    },
  };
}

/** The port from the app's `LISTENING <port>` line; rejects if the process ends or errs first. */
function listeningPort(child: ChildProcessByStdio<null, Readable, Readable>): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`exited with ${signal ?? code}`)));
  });
}
