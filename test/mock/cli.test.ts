// The CLI as a user runs it: the banner with URL and key, answers, flags, graceful shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { expectConforms, parseBody } from '../support/expect-conforms.ts';

const cli = fileURLToPath(new URL('../../mock/server/cli.js', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function run(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; banner: Promise<string>; exit: Promise<number | null>; stderr: () => string } {
  const child = spawn(process.execPath, [cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const banner = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('try:')) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  banner.catch(() => {}); // usage-error runs never print one; tests that await it still see the rejection
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, banner, exit, stderr: () => err };
}

async function get(url: string, key: string) {
  const response = await fetch(`${url}/v1/jobs`, { headers: { 'X-API-Key': key } });
  const text = await response.text();
  return expectConforms('GET', '/v1/jobs', {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text,
    body: parseBody(text),
  });
}

describe('cronjobs-mock CLI', () => {
  test('prints the URL and key, answers, logs without the key, stops on SIGTERM', async () => {
    const { child, banner, exit, stderr } = run(['--port', '0', '--clock', 'virtual']);
    const text = await banner;
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(text)![0];
    expect(text).toContain('API key: dev-key — send it as X-API-Key\n');
    expect((await get(url, 'dev-key')).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const logs = stderr()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const access = logs.find((l) => l.msg === 'request');
    expect(access).toMatchObject({
      method: 'GET',
      path: '/v1/jobs',
      status: 200,
      key: expect.stringMatching(/^[0-9a-f]{8}$/),
      req_id: expect.stringMatching(/^req_/),
    });
    expect(stderr()).not.toContain('dev-key');
  });

  test('repeated --api-key makes one account per key; --state-file persists and leaves no other file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cronjobs-cli-'));
    try {
      const stateFile = join(dir, 'state.db');
      const { child, banner, exit } = run([
        '--port',
        '0',
        '--api-key',
        'alpha',
        '--api-key',
        'beta',
        '--state-file',
        stateFile,
        '--log-level',
        'silent',
      ]);
      const text = await banner;
      expect(text).toContain('API keys: alpha, beta — send one as X-API-Key\n');
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(text)![0];
      expect((await get(url, 'alpha')).status).toBe(200);
      expect((await get(url, 'beta')).status).toBe(200);
      expect((await get(url, 'dev-key')).status).toBe(401);
      child.kill('SIGINT');
      expect(await exit).toBe(0);
      // Closed cleanly, SQLite folds its write-ahead log back into the file.
      expect(await readdir(dir)).toEqual(['state.db']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('--clock virtual runs the scenario of docs/mock-server.md: 60 failed runs and 60 notifications in one advance', async () => {
    const { child, banner, exit } = run([
      '--port',
      '0',
      '--clock',
      'virtual',
      '--history-limit',
      '50',
      '--log-level',
      'silent',
    ]);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(await banner)![0];
    const post = (path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const job = await post('/v1/jobs', {
      name: 'health check',
      url: 'https://example.com/status/500',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    });
    const advanced = await post('/__mock/clock/advance', { seconds: 3600 });
    expect([
      advanced.runs_total,
      advanced.runs.filter((r: { outcome: string }) => r.outcome === 'failed').length,
    ]).toEqual([60, 60]);
    const notifications = await (await fetch(`${url}/__mock/notifications`)).json();
    expect(notifications.data).toHaveLength(60);
    const runs = await (
      await fetch(`${url}/v1/jobs/${job.id}/runs?limit=100`, { headers: { 'X-API-Key': 'dev-key' } })
    ).json();
    expect(runs.data).toHaveLength(50); // --history-limit
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  test('--log-format pretty: one readable line per request, with the first violation of a 4xx', async () => {
    const { child, banner, exit, stderr } = run(['--port', '0', '--clock', 'virtual', '--log-format', 'pretty']);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(await banner)![0];
    expect((await get(url, 'dev-key')).status).toBe(200);
    const refused = await fetch(`${url}/v1/jobs`, {
      method: 'POST',
      headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 60 }),
    });
    expect(refused.status).toBe(422);
    expect((await fetch(`${url}/v1/jobs/`, { headers: { 'X-API-Key': 'dev-key' } })).status).toBe(404);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const lines = stderr().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/v1\/jobs 200 in [\d.]+ ms$/),
      expect.stringMatching(/^\[[\d:.]+\] INFO: POST \/v1\/jobs 422 in [\d.]+ ms — \/name must not be empty$/),
      expect.stringMatching(
        /^\[[\d:.]+\] INFO: GET \/v1\/jobs\/ 404 in [\d.]+ ms — No resource at \/v1\/jobs\/; did you mean \/v1\/jobs\? Paths take no trailing slash\.$/,
      ),
      expect.stringMatching(/^\[[\d:.]+\] INFO: shutting down/),
    ]);
    expect(stderr()).not.toContain('dev-key');
  });

  // A real terminal, through util-linux `script` (a pseudo-terminal for stdout and stderr alike).
  test('on a terminal the log is pretty without asking', async (context) => {
    if (!existsSync('/usr/bin/script')) {
      console.warn('skipped: no /usr/bin/script (util-linux) to give the CLI a terminal');
      return context.skip('no /usr/bin/script');
    }
    const command = `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} --port 0 --clock virtual`;
    const child = spawn('/usr/bin/script', ['-qefc', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    const seen = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const look = () => {
          const found = pattern.exec(out.replace(/\x1b\[[0-9;]*m/g, ''));
          if (found) resolve(found);
        };
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          look();
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
        look();
      });
    const url = (await seen(/http:\/\/127\.0\.0\.1:\d+/))[0];
    await fetch(`${url}/v1/jobs`, { headers: { 'X-API-Key': 'dev-key' } });
    const line = await seen(/INFO: GET \/v1\/jobs 200 in [\d.]+ ms\r?\n/);
    expect(line[0]).toMatch(/^INFO: GET/);
    expect(out.replace(/\x1b\[[0-9;]*m/g, '')).not.toContain('"level"');
    child.kill('SIGTERM');
  });

  test('--log-format json (the default off a terminal) keeps JSON, with the first violation of a 4xx', async () => {
    const { child, banner, exit, stderr } = run(['--port', '0', '--log-format', 'json']);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(await banner)![0];
    expect((await fetch(`${url}/v1/jobs?limit=0`, { headers: { 'X-API-Key': 'dev-key' } })).status).toBe(400);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const access = stderr()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((l) => l.msg === 'request');
    expect(access).toMatchObject({ method: 'GET', status: 400, problem: expect.stringMatching(/^limit /) });
  });

  test('a port already taken is one line naming --port, exit 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as AddressInfo;
      const { exit, stderr } = run(['--port', String(port)]);
      expect(await exit).toBe(1);
      expect(stderr()).toBe(
        `cronjobs-mock: port ${port} on 127.0.0.1 is already taken (another mock still running?); try --port ${port + 1}, or --port 0 for any free port\n`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  test.each([
    ['a missing folder', () => '/nonexistent-folder/state.json', 'the folder /nonexistent-folder does not exist'],
    ['a folder', () => tmpdir(), 'is a folder; give the path of a file'],
    [
      'not SQLite',
      async (dir: string) => (await writeFile(join(dir, 'notes.txt'), 'some notes'), join(dir, 'notes.txt')),
      'is not a SQLite database, so not a state file of this mock',
    ],
    [
      'an earlier JSON state file',
      async (dir: string) => (await writeFile(join(dir, 'state.json'), '{"version":1}'), join(dir, 'state.json')),
      'is JSON, not a state file of this mock',
    ],
  ])('--state-file on %s is one line saying so, exit 1', async (_case, make, says) => {
    const dir = await mkdtemp(join(tmpdir(), 'cronjobs-cli-'));
    try {
      const stateFile = await make(dir);
      const { exit, stderr } = run(['--port', '0', '--state-file', stateFile]);
      expect(await exit).toBe(1);
      expect(stderr()).toMatch(
        new RegExp(`^cronjobs-mock: --state-file ${stateFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\n]*\n$`),
      );
      expect(stderr()).toContain(says);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test.each([
    [['--port', 'abc']],
    [['--clock', 'sundial']],
    [['--rate-limit=0']],
    [['--unknown-flag']],
    [['--history-limit', '0']],
    [['--allow-private-targets']],
    [['--notify-url', 'ftp://hooks.example/']],
    [['--control-token', '']],
    [['--control-token', 'two words']],
    [['--log-format', 'xml']],
    [['--log-level', 'loud']],
  ])('%j is a usage error (exit 2)', async (args) => {
    const { exit, stderr } = run(args);
    expect(await exit).toBe(2);
    expect(stderr()).toContain('Usage');
  });
});

/** The control API's account list as `token` (none: no Authorization header) sees it: status and challenge. */
async function accountsAs(url: string, token?: string): Promise<{ status: number; challenge: string | null }> {
  const response = await fetch(
    `${url}/__mock/accounts`,
    token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
  );
  await response.body?.cancel();
  return { status: response.status, challenge: response.headers.get('WWW-Authenticate') };
}

describe('the control token and keys from the environment', () => {
  test('on a non-loopback --host a token is generated, printed once on stdout and required for /__mock', async () => {
    const { child, banner, exit, stderr } = run(['--host', '0.0.0.0', '--port', '0', '--clock', 'virtual']);
    const text = await banner;
    const port = /http:\/\/0\.0\.0\.0:(\d+)/.exec(text)![1];
    const token = /control token: (\S+)/.exec(text)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(text.split(token)).toHaveLength(2); // printed once
    const url = `http://127.0.0.1:${port}`;
    expect(await accountsAs(url)).toEqual({ status: 401, challenge: 'Bearer realm="cronjobs-mock control"' });
    expect((await accountsAs(url, `${token}x`)).status).toBe(401);
    expect((await accountsAs(url, token)).status).toBe(200);
    expect((await get(url, 'dev-key')).status).toBe(200); // the service API is unchanged
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stderr()).not.toContain(token);
  });

  test('a loopback --host stays open by default and prints no token', async () => {
    const { child, banner, exit } = run(['--port', '0', '--clock', 'virtual', '--log-level', 'silent']);
    const text = await banner;
    expect(text).not.toContain('control token');
    expect((await accountsAs(/http:\/\/127\.0\.0\.1:\d+/.exec(text)![0])).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  test.each([
    ['--control-token', ['--control-token', 'flag-secret'], {}, 'flag-secret'],
    ['CRONJOBS_CONTROL_TOKEN', [], { CRONJOBS_CONTROL_TOKEN: 'env-secret' }, 'env-secret'],
    [
      'the flag over the environment',
      ['--control-token', 'flag-secret'],
      { CRONJOBS_CONTROL_TOKEN: 'env-secret' },
      'flag-secret',
    ],
  ])('%s locks /__mock on loopback too, and is not printed', async (_name, args, env, token) => {
    const { child, banner, exit } = run(['--port', '0', '--clock', 'virtual', '--log-level', 'silent', ...args], env);
    const text = await banner;
    expect(text).not.toContain(token);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(text)![0];
    expect((await accountsAs(url)).status).toBe(401);
    expect((await accountsAs(url, token === 'flag-secret' ? 'env-secret' : 'flag-secret')).status).toBe(401);
    expect((await accountsAs(url, token)).status).toBe(200);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  test('CRONJOBS_API_KEYS adds keys after --api-key: trimmed, empties and repeats ignored', async () => {
    const { child, banner, exit } = run(['--port', '0', '--api-key', 'gamma', '--log-level', 'silent'], {
      CRONJOBS_API_KEYS: ' alpha , ,beta,gamma,',
    });
    const text = await banner;
    expect(text).toContain('API keys: gamma, alpha, beta —');
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(text)![0];
    for (const key of ['alpha', 'beta', 'gamma']) expect((await get(url, key)).status).toBe(200);
    expect((await get(url, 'dev-key')).status).toBe(401);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  test('CRONJOBS_API_KEYS alone replaces the default key', async () => {
    const { child, banner, exit } = run(['--port', '0', '--log-level', 'silent'], { CRONJOBS_API_KEYS: 'only-env' });
    const text = await banner;
    expect(text).toContain('API key: only-env —');
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});
