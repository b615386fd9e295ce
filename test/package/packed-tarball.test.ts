import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// What a user gets from `npm pack`: built JavaScript with declarations, the spec, nothing else; the
// bins run from a fresh project, and the frontend snippets compile and run as written.
const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
let dir: string;
let tarball: string;
let files: string[];
let mock: ChildProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-pack-'));
  await run('npm', ['pack', '--pack-destination', dir], { cwd: repo });
  tarball = join(dir, (await readdir(dir)).find((f) => f.endsWith('.tgz'))!);
  files = (await run('tar', ['tzf', tarball])).stdout.trim().split('\n');
  const project = join(dir, 'consumer');
  await run('mkdir', ['-p', project]);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await copyFile(join(repo, 'test/package/consumer/snippets.ts'), join(project, 'snippets.ts'));
  await copyFile(join(repo, 'test/package/consumer/tsconfig.json'), join(project, 'tsconfig.json'));
  await run('npm', ['install', '--no-audit', '--no-fund', tarball, 'msw@^3'], { cwd: project });
}, 240_000);

afterAll(async () => {
  stopMock();
  await rm(dir, { recursive: true, force: true });
});

const inProject = (command: string, args: string[]) => run(command, args, { cwd: join(dir, 'consumer') });

/** Starts a bin, resolves with the URL it prints once it listens. */
function startMock(command: string, args: string[]): Promise<string> {
  mock = spawn(command, [...args, '--port', '0', '--clock', 'virtual'], {
    cwd: join(dir, 'consumer'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise<string>((resolve, reject) => {
    let out = '';
    mock!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.match(/http:\/\/[\d.]+:\d+/);
      if (found) resolve(found[0]);
    });
    mock!.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    mock!.on('exit', (code) => reject(new Error(`cronjobs-mock exited ${code}: ${out}`)));
  });
}

function stopMock(): void {
  // npx starts the bin as a child of its own: end the whole process group, not only npx.
  if (mock?.pid && mock.exitCode === null) process.kill(-mock.pid, 'SIGTERM');
  mock = undefined;
}

/** The machine's own Node (the first on PATH outside node_modules), when it is not the one running the tests. */
async function systemNode(): Promise<{ path: string; version: string } | string> {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (!folder || folder.split(sep).includes('node_modules')) continue;
    const candidate = join(folder, 'node');
    try {
      await access(candidate, constants.X_OK);
    } catch {
      continue;
    }
    const { stdout } = await run(candidate, ['-p', 'process.versions.node']);
    const version = stdout.trim();
    if (version === process.versions.node) return `the system Node (${candidate}) is the Node ${version} that runs the tests`;
    return { path: candidate, version };
  }
  return 'no Node on PATH outside node_modules';
}

describe('the packed tarball', () => {
  test('holds built JavaScript, declarations, the spec and the README — no sources or tests', () => {
    expect(files).toContain('package/dist/mock/msw/index.js');
    expect(files).toContain('package/dist/mock/msw/index.d.ts');
    expect(files).toContain('package/dist/client/index.js');
    expect(files).toContain('package/dist/generated/openapi.json');
    expect(files).toContain('package/dist/console/index.html');
    expect(files).toContain('package/spec/openapi.yaml');
    expect(files).toContain('package/README.md');
    expect(files).toEqual(expect.arrayContaining(['package/bin/launch.cjs', 'package/bin/cronjobs-mock.cjs', 'package/bin/cronjobs-conformance.cjs']));
    const unexpected = files.filter(
      (f) =>
        !f.startsWith('package/dist/') &&
        !f.startsWith('package/bin/') &&
        !['package/package.json', 'package/README.md'].includes(f) &&
        !f.startsWith('package/spec/'),
    );
    expect(unexpected).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.|selftest|fixtures/.test(f))).toEqual([]);
  });

  test('every link in the packed README resolves: relative ones to a packed file, absolute repository ones to a file of the repository', async () => {
    const readme = (await run('tar', ['xzOf', tarball, 'package/README.md'], { maxBuffer: 10_000_000 })).stdout;
    const { repository } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { repository: { url: string } };
    const base = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !t.startsWith('#'));
    expect(targets.length).toBeGreaterThan(5);
    const broken = targets.filter((target) => {
      if (target.startsWith(`${base}/`)) {
        const inRepo = /^\/(?:blob|tree)\/main\/(.+)$/.exec(target.slice(base.length))?.[1];
        return !inRepo || !existsSync(join(repo, inRepo));
      }
      if (/^[a-z]+:/i.test(target)) return false; // another site
      const path = `package/${target.split('#')[0]!.replace(/\/$/, '')}`;
      return !files.some((f) => f === path || f.startsWith(`${path}/`));
    });
    expect(broken).toEqual([]);
  });

  test('npx cronjobs-mock serves and npx cronjobs-conformance passes against it', async () => {
    try {
      const url = await startMock('npx', ['cronjobs-mock']);
      // The console ships built: a browser asking for / lands on it.
      const consolePage = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
      expect([consolePage.url, consolePage.status]).toEqual([`${url}/__console/`, 200]);
      expect(await consolePage.text()).toContain('/__console/assets/');
      const { stdout } = await inProject('npx', ['cronjobs-conformance', '--base-url', url, '--api-key', 'dev-key', '--profile', 'full', '--seed', '1']);
      expect(stdout).toMatch(/\d+ passed, 0 failed/);
      // Nothing is written into the installed package (vite's cache goes to the temp folder).
      const installed = await readdir(join(dir, 'consumer/node_modules/cronjobs-kit'), { recursive: true });
      expect(installed.filter((f) => f.includes('.vite') || f.includes('node_modules'))).toEqual([]);
    } finally {
      stopMock();
    }
  }, 120_000);

  // The Node a newcomer's machine has (Node 20 here) runs both installed bins, or each stops with the one
  // line naming the Node it needs.
  test('both bins run on the system Node, or each names the Node it needs', async (context) => {
    const found = await systemNode();
    if (typeof found === 'string') {
      console.warn(`skipped: ${found}`);
      context.skip(found);
      return;
    }
    const bins = join(dir, 'consumer/node_modules/cronjobs-kit/bin');
    const [major = 0, minor = 0] = found.version.split('.').map(Number);
    const [needMajor = 0, needMinor = 0] = /(\d+)\.(\d+)/.exec(JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')).engines.node)!.slice(1).map(Number);
    if (major < needMajor || (major === needMajor && minor < needMinor)) {
      for (const bin of ['cronjobs-mock', 'cronjobs-conformance']) {
        const failure = await run(found.path, [join(bins, `${bin}.cjs`), '--help']).catch((error: { code: number; stderr: string }) => error);
        expect(failure).toMatchObject({ code: 1, stderr: expect.stringMatching(new RegExp(`^${bin}: needs Node\\.js ${needMajor}\\.${needMinor} or newer[^\\n]*\\n$`)) });
      }
      return;
    }
    try {
      const url = await startMock(found.path, [join(bins, 'cronjobs-mock.cjs')]);
      const { stdout } = await run(found.path, [join(bins, 'cronjobs-conformance.cjs'), '--base-url', url, '--api-key', 'dev-key', '--seed', '1']);
      expect(stdout).toMatch(/\d+ passed, 0 failed/);
    } finally {
      stopMock();
    }
  }, 120_000);

  test('a consumer file importing cronjobs-kit/msw and cronjobs-kit/client type-checks', async () => {
    const tsc = join(repo, 'node_modules/typescript-native/bin/tsc');
    await expect(inProject(process.execPath, [tsc, '-p', 'tsconfig.json'])).resolves.toBeDefined();
  }, 60_000);

  test('the snippets run as written', async () => {
    const { stdout } = await inProject(process.execPath, ['snippets.ts']);
    expect(JSON.parse(stdout)).toEqual({
      created: 201,
      id: true,
      error: null,
      invalid: 422,
      invalidTitle: 'Validation failed',
      runs: 3,
      notifications: 3,
      afterReset: 0,
    });
  }, 60_000);
});
