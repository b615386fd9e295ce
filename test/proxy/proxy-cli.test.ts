// The proxy's flags as a user runs them: flags that need --proxy-to are refused without it, and the
// recording is on disk, whole, once the proxy stops on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMockServer } from '../../mock/server/start-mock-server.ts';

const cli = fileURLToPath(new URL('../../mock/server/cli.js', import.meta.url));
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-proxy-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const child = spawn(process.execPath, [cli, '--port', '0', '--log-level', 'silent', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const banner = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => out.includes('violations:') && resolve(out));
    void exit.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  banner.catch(() => undefined);
  return { child, exit, banner, stderr: () => err };
}

test.each([
  [['--judge', 'core'], '--judge, --record and --proxy-timeout apply to --proxy-to only'],
  [['--proxy-to', 'ftp://example.com'], '--proxy-to must be an absolute http or https URL'],
  [['--proxy-to', 'http://127.0.0.1:9', '--judge', 'strict'], '--judge must be core or full'],
  [['--proxy-to', 'http://127.0.0.1:9', '--clock', 'virtual'], "--proxy-to serves the upstream's world"],
])('%j is refused (exit 2)', async (args, message) => {
  const refused = run(args);
  expect(await refused.exit).toBe(2);
  expect(refused.stderr()).toContain(message);
});

test('--record: the recording is written whole when the proxy stops', async () => {
  const upstream = await startMockServer({ apiKeys: ['cli-key'] });
  try {
    const file = join(dir, 'traffic.har');
    const proxy = run(['--proxy-to', upstream.url, '--judge', 'core', '--record', file]);
    const banner = await proxy.banner;
    expect(banner).toContain(`forwarding to ${upstream.url} (judge: core; recording to ${file})`);
    const url = /listening on (http:\/\/[^\s,]+)/.exec(banner)![1]!;
    expect((await fetch(`${url}/v1/jobs`, { headers: { 'X-API-Key': 'cli-key' } })).status).toBe(200);
    proxy.child.kill('SIGTERM');
    expect(await proxy.exit).toBe(0);
    const har = JSON.parse(await readFile(file, 'utf8'));
    expect(har.log.entries.map((e: { request: { url: string } }) => e.request.url)).toEqual([
      `${upstream.url}/v1/jobs`,
    ]);
    expect(JSON.stringify(har)).not.toContain('cli-key');
  } finally {
    await upstream.close();
  }
});
