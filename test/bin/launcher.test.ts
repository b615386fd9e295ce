// The bins' launcher (bin/launch.cjs): every Node a user may have either runs the CLI or gets one line
// naming the Node it needs. An old Node is played by a preload that rewrites process.versions.node.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const run = promisify(execFile);
const repo = new URL('../../', import.meta.url);
const { refusal } = createRequire(import.meta.url)('../../bin/launch.cjs') as {
  refusal: (bin: string, nodeVersion: string, range: string) => string | null;
};
const engines = (JSON.parse(await readFile(new URL('package.json', repo), 'utf8')) as { engines: { node: string } })
  .engines.node;

describe('the Node version gate', () => {
  test.each([
    ['16.20.2', false],
    ['18.19.0', false],
    ['20.18.3', false],
    ['20.19.0', true],
    ['20.20.2', true],
    ['22.0.0', true],
    ['24.21.0', true],
    ['26.1.0', true],
  ])('Node %s under >=20.19: runs %s', (version, runs) => {
    const line = refusal('cronjobs-mock', version, '>=20.19');
    if (runs) expect(line).toBeNull();
    else {
      expect(line).toContain(`needs Node.js 20.19 or newer, but this is Node.js ${version}`);
      expect(line).toContain('https://nodejs.org/');
      expect(line).not.toContain('\n');
    }
  });

  test('the minimum is package.json engines.node', () => {
    expect(engines).toMatch(/^>=\d+\.\d+$/);
  });
});

describe('a bin on an old Node', () => {
  let dir: string;
  let preload: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cronjobs-launcher-'));
    preload = join(dir, 'old-node.cjs');
    await writeFile(preload, "Object.defineProperty(process.versions, 'node', { value: '18.20.4' });\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test.each([['cronjobs-mock'], ['cronjobs-conformance']])('%s stops with one line and exit 1', async (bin) => {
    const failure = await run(process.execPath, ['-r', preload, `bin/${bin}.cjs`, '--help'], { cwd: repo }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toBe(`${refusal(bin, '18.20.4', engines)}\n`);
  });
});

describe('a bin on a current Node', () => {
  let dir: string;
  let entry: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cronjobs-launcher-'));
    entry = join(dir, 'entry.mjs');
    await writeFile(
      entry,
      'process.stdout.write(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, argv: process.argv.slice(1) }));\nprocess.exitCode = 3;\n',
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const launcher = fileURLToPath(new URL('bin/launch.cjs', repo));

  test('imports its entry in the same process: no second Node, arguments, flags and exit code as given', async () => {
    const script = `process.stderr.write(String(process.pid)); require(${JSON.stringify(launcher)}).launch('x', ${JSON.stringify(relative(dirname(launcher), entry))})`;
    const failure = await run(process.execPath, ['--no-warnings', '-e', script, '--', 'a', '--b']).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 3 });
    const { stdout, stderr } = failure as { stdout: string; stderr: string };
    const seen = JSON.parse(stdout) as { pid: number; execArgv: string[]; argv: string[] };
    expect(seen.pid).toBe(Number(stderr));
    expect(seen.execArgv).toEqual(['--no-warnings', '-e', script]);
    expect(seen.argv).toEqual(['a', '--b']);
  });
});

test('an unbuilt entry (a fresh clone before npm run build) is one line saying what to run', async () => {
  const launcher = fileURLToPath(new URL('bin/launch.cjs', repo));
  const failure = await run(
    process.execPath,
    ['-e', `require(${JSON.stringify(launcher)}).launch('cronjobs-mock', '../dist/nowhere/cli.js')`],
    { cwd: fileURLToPath(repo) },
  ).catch((error: { code: number; stderr: string }) => error);
  expect(failure).toMatchObject({
    code: 1,
    stderr:
      'cronjobs-mock: dist/nowhere/cli.js is not built; in a clone of the repository run `npm run build` first, or use the npm scripts (`npm start`, `npm run conformance`).\n',
  });
});
