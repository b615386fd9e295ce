// --fixtures as a user runs it: a JSON or YAML world at start, a bad one refused with every problem named
// by file, entry and field (exit 1), and a state file that already holds state refused beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

const cli = fileURLToPath(new URL('../../mock/server/cli.js', import.meta.url));
const example = fileURLToPath(new URL('../../examples/fixtures/team-world.yaml', import.meta.url));
const children: ChildProcess[] = [];
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-fixtures-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function run(args: string[]): {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<number | null>;
  stderr: () => string;
} {
  const child = spawn(process.execPath, [cli, '--port', '0', '--log-level', 'silent', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: dir,
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (found && out.includes('try:')) resolve(found[0]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  url.catch(() => {});
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, exit, stderr: () => err };
}

const names = async (url: string, key: string) =>
  (
    (await (await fetch(`${url}/v1/jobs`, { headers: { 'X-API-Key': key } })).json()) as {
      data: Array<{ name: string }>;
    }
  ).data.map((job) => job.name);

describe('cronjobs-mock --fixtures', () => {
  test('loads the example YAML; GET /__mock/state exports it as JSON that loads again', async () => {
    const first = run(['--clock', 'virtual', '--fixtures', example]);
    const url = await first.url;
    expect(await names(url, 'dev-key')).toEqual(['Weekday digest', 'Nightly report']);
    expect(await names(url, 'partner-key')).toEqual([]);
    const exported = await (await fetch(`${url}/__mock/state`)).text();
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    await writeFile(join(dir, 'captured.json'), exported);
    const second = run(['--clock', 'virtual', '--fixtures', 'captured.json']);
    const again = await second.url;
    expect(await names(again, 'dev-key')).toEqual(['Weekday digest', 'Nightly report']);
    // The same world; only the clock differs, as each virtual clock starts at the machine's time.
    const withoutNow = ({ now: _now, ...world }: { now: string }) => world;
    expect(withoutNow(await (await fetch(`${again}/__mock/state`)).json())).toEqual(withoutNow(JSON.parse(exported)));
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });

  test.each([
    [
      'a bad entry: every problem on its own line, named by file, entry and field',
      'fixtures.json',
      JSON.stringify({
        accounts: [
          { api_key: 'a b' },
          {
            api_key: 'b',
            jobs: [{ name: 'x', url: 'https://example.com/', schedule_type: 'interval', interval_seconds: 5 }],
          },
        ],
      }),
      'cronjobs-mock: --fixtures fixtures.json was not loaded (2 problems):\nfixtures.json: accounts[0].api_key: must be printable ASCII without spaces (it travels in the X-API-Key header)\nfixtures.json: accounts[1].jobs[0].interval_seconds: must be 60 or more\n',
    ],
    [
      'a file that is neither JSON nor YAML',
      'broken.yaml',
      'accounts: [\n',
      /^cronjobs-mock: broken\.yaml is neither JSON nor YAML: .*line 2/,
    ],
    [
      'an empty file',
      'empty.yaml',
      '',
      'cronjobs-mock: --fixtures empty.yaml was not loaded (1 problem):\nempty.yaml: fixture: must be a JSON object\n',
    ],
    ['a missing file', 'missing.json', undefined, 'cronjobs-mock: --fixtures missing.json: no such file\n'],
  ])('refuses %s, exit 1', async (_name, file, content, message) => {
    if (content !== undefined) await writeFile(join(dir, file), content);
    const { exit, stderr } = run(['--fixtures', file]);
    expect(await exit).toBe(1);
    if (typeof message === 'string') expect(stderr()).toBe(message);
    else expect(stderr()).toMatch(message);
  });

  test('with a new --state-file the fixture is saved; with one that holds state it is refused and the file left alone', async () => {
    const stateFile = join(dir, 'state.json');
    const first = run(['--fixtures', example, '--state-file', stateFile]);
    await first.url;
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    const saved = await readFile(stateFile, 'utf8');

    const refused = run(['--fixtures', example, '--state-file', stateFile]);
    expect(await refused.exit).toBe(1);
    expect(refused.stderr()).toContain(
      `--state-file ${stateFile} already holds state, and fixtures load only into an empty mock`,
    );
    expect(await readFile(stateFile, 'utf8')).toBe(saved);

    const restarted = run(['--state-file', stateFile]);
    expect(await names(await restarted.url, 'dev-key')).toEqual(['Weekday digest', 'Nightly report']);
  });
});
