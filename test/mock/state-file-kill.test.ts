// kill -9 under a create load: every create answered 201 before the kill is there after a restart, and
// the folder holds only the database and SQLite's own companions (no temporary files of ours).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';

const cli = fileURLToPath(new URL('../../mock/server/cli.js', import.meta.url));
const children: ChildProcess[] = [];
let dir: string | undefined;

afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

function startCli(stateFile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [cli, '--port', '0', '--clock', 'virtual', '--log-level', 'silent', '--state-file', stateFile],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

const create = (url: string, i: number) =>
  fetch(`${url}/v1/jobs`, {
    method: 'POST',
    headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `load ${i}`,
      url: 'https://example.com/hook',
      schedule_type: 'interval',
      interval_seconds: 3600,
    }),
  });

test('SIGKILL right after acknowledged creates loses none of them', async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-kill-'));
  const file = join(dir, 'state.db');
  const { child, url } = await startCli(file);
  // 10 clients create in a loop; the first 150 answers are awaited, then the process dies while more are in flight.
  const acknowledged: string[] = [];
  let killed = false;
  const client = async (c: number) => {
    for (let i = 0; !killed; i++) {
      const answer = await create(url, c * 10_000 + i).catch(() => undefined);
      const body =
        answer?.status === 201
          ? ((await answer.json().catch(() => undefined)) as { id: string } | undefined)
          : undefined;
      if (body) acknowledged.push(body.id);
      if (acknowledged.length >= 150 && !killed) {
        killed = true;
        child.kill('SIGKILL');
      }
    }
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.all(Array.from({ length: 10 }, (_, c) => client(c)));
  await exited;
  expect(acknowledged.length).toBeGreaterThanOrEqual(150);
  expect((await readdir(dir)).filter((name) => !['state.db', 'state.db-wal', 'state.db-shm'].includes(name))).toEqual(
    [],
  );

  const again = await startCli(file);
  const stored = new Set<string>();
  for (let cursor: string | null = null; ; ) {
    const page = (await (
      await fetch(`${again.url}/v1/jobs?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { 'X-API-Key': 'dev-key' },
      })
    ).json()) as { data: { id: string }[]; next_cursor: string | null };
    for (const job of page.data) stored.add(job.id);
    if (!page.next_cursor) break;
    cursor = encodeURIComponent(page.next_cursor);
  }
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
});
