import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { basename, delimiter, dirname, extname, join, resolve, sep } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { browserOrReason, launchBrowser } from '../browser/console-harness.ts';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// What users get from the three packages (scripts/packages.ts, packed by scripts/pack-packages.ts): built
// JavaScript with declarations, the spec, nothing else. A frontend project installs cronjobs-kit and gets no
// test runner, bundler, web framework or logger; the bins each run from a project of their own — on the
// test's Node and on the machine's own — and the frontend snippets compile and run as written.
const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const heavy = ['vitest', 'vite', 'rolldown', 'fast-check', 'express', 'pino'];
let dir: string;
const tarballs: Record<string, string> = {};
const files: Record<string, string[]> = {};
let mock: ChildProcess | undefined;

async function project(name: string, installs: string[]): Promise<string> {
  const path = join(dir, name);
  await mkdir(path, { recursive: true });
  await writeFile(join(path, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', ...installs], { cwd: path });
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-pack-'));
  const { stdout } = await run(process.execPath, [join(repo, 'scripts/pack-packages.ts'), '--out', dir], { cwd: repo });
  for (const path of stdout
    .trim()
    .split('\n')
    .filter((line) => line.endsWith('.tgz'))) {
    const name = basename(path).replace(/-\d+\.\d+\.\d+\.tgz$/, '');
    tarballs[name] = path;
    files[name] = (await run('tar', ['tzf', path])).stdout.trim().split('\n');
  }
  // The three installs wait mostly on npm's network and disk, so they go side by side.
  const [frontend] = await Promise.all([
    project('frontend', [tarballs['cronjobs-kit']!, 'msw@^3']),
    project('mock', [tarballs['cronjobs-mock']!]),
    project('backend', [tarballs['cronjobs-conformance']!]),
  ]);
  await copyFile(join(repo, 'test/package/consumer/snippets.ts'), join(frontend, 'snippets.ts'));
  await copyFile(join(repo, 'test/package/consumer/tsconfig.json'), join(frontend, 'tsconfig.json'));
});

afterAll(async () => {
  stopMock();
  await rm(dir, { recursive: true, force: true });
});

const inProject = (name: string, command: string, args: string[]) => run(command, args, { cwd: join(dir, name) });

/** Starts a bin in the mock's project, resolves with the URL it prints once it listens. */
/** Two accounts by default: the conformance run needs a second key to decide every rule (a skip fails the run). */
function startMock(command: string, args: string[], keys = ['k1', 'k2']): Promise<string> {
  const keyArgs = keys.flatMap((key) => ['--api-key', key]);
  mock = spawn(command, [...args, '--port', '0', '--clock', 'virtual', ...keyArgs], {
    cwd: join(dir, 'mock'),
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
    if (version === process.versions.node)
      return `the system Node (${candidate}) is the Node ${version} that runs the tests`;
    return { path: candidate, version };
  }
  return 'no Node on PATH outside node_modules';
}

describe('the packed tarballs', () => {
  test('hold built JavaScript, declarations, the spec and a README — no sources or tests', () => {
    expect(Object.keys(tarballs).sort()).toEqual(['cronjobs-conformance', 'cronjobs-kit', 'cronjobs-mock']);
    expect(files['cronjobs-kit']).toContain('package/dist/mock/msw/index.js');
    expect(files['cronjobs-kit']).toContain('package/dist/mock/msw/index.d.ts');
    expect(files['cronjobs-kit']).toContain('package/dist/client/index.js');
    expect(files['cronjobs-kit']).toContain('package/dist/generated/openapi.json');
    expect(files['cronjobs-kit']).toContain('package/spec/openapi.yaml');
    expect(files['cronjobs-kit']!.filter((f) => /dist\/(mock\/server|conformance)\/|^package\/bin\//.test(f))).toEqual(
      [],
    );
    expect(files['cronjobs-mock']).toEqual(
      expect.arrayContaining([
        'package/dist/mock/server/cli.js',
        'package/dist/console/index.html',
        'package/bin/launch.cjs',
        'package/bin/import-entry.cjs',
        'package/bin/cronjobs-mock.cjs',
      ]),
    );
    expect(files['cronjobs-conformance']).toEqual(
      expect.arrayContaining([
        'package/dist/conformance/cli.js',
        'package/bin/launch.cjs',
        'package/bin/import-entry.cjs',
        'package/bin/cronjobs-conformance.cjs',
      ]),
    );
    for (const list of Object.values(files)) {
      expect(list).toContain('package/README.md');
      const unexpected = list.filter(
        (f) =>
          !f.startsWith('package/dist/') &&
          !f.startsWith('package/spec/') &&
          !f.startsWith('package/bin/') &&
          !['package/package.json', 'package/README.md'].includes(f),
      );
      expect(unexpected).toEqual([]);
      expect(list.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
      expect(list.filter((f) => /\.test\.|selftest|\/test\/|\/testing\//.test(f))).toEqual([]);
    }
  });

  test('a frontend install of cronjobs-kit has none of vitest, vite, rolldown, fast-check, express, pino', async () => {
    const installed = await readdir(join(dir, 'frontend', 'node_modules'));
    expect(installed).toContain('cronjobs-kit');
    expect(
      installed.filter((name) => heavy.some((h) => name === h || name === `@${h}` || name.startsWith(`${h}-`))),
    ).toEqual([]);
    for (const name of heavy) expect(existsSync(join(dir, 'frontend', 'node_modules', name)), name).toBe(false);
  });

  test.each(['cronjobs-kit', 'cronjobs-mock', 'cronjobs-conformance'])(
    'every link in the packed README of %s resolves: relative ones to a packed file, absolute repository ones to a file of the repository',
    async (name) => {
      const readme = (await run('tar', ['xzOf', tarballs[name]!, 'package/README.md'], { maxBuffer: 10_000_000 }))
        .stdout;
      const { repository } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as {
        repository: { url: string };
      };
      const base = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
      const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !t.startsWith('#'));
      if (name === 'cronjobs-kit') expect(targets.length).toBeGreaterThan(5);
      const broken = targets.filter((target) => {
        if (target.startsWith(`${base}/`)) {
          const inRepo = /^\/(?:blob|tree)\/main\/(.+)$/.exec(target.slice(base.length))?.[1];
          return !inRepo || !existsSync(join(repo, inRepo.split('#')[0]!));
        }
        if (/^[a-z]+:/i.test(target)) return false; // another site
        const path = `package/${target.split('#')[0]!.replace(/\/$/, '')}`;
        return !files[name]!.some((f) => f === path || f.startsWith(`${path}/`));
      });
      expect(broken).toEqual([]);
    },
  );

  test('npx cronjobs-mock serves and npx cronjobs-conformance passes against it', async () => {
    try {
      const url = await startMock('npx', ['cronjobs-mock']);
      // The console ships built: a browser asking for / lands on it.
      const consolePage = await fetch(`${url}/`, { headers: { Accept: 'text/html' } });
      expect([consolePage.url, consolePage.status]).toEqual([`${url}/__console/`, 200]);
      expect(await consolePage.text()).toContain('/__console/assets/');
      const keys = ['--api-key', 'k1', '--second-api-key', 'k2', '--profile', 'full', '--seed', '1'];
      // Two runs at once from two installations (the package and this checkout) never share state: each
      // reaches its verdict, and no rule is one the kit could not load.
      const [fromPackage, fromCheckout] = await Promise.all([
        inProject('backend', 'npx', ['cronjobs-conformance', '--base-url', url, ...keys]),
        run(process.execPath, [join(repo, 'conformance/cli.ts'), '--base-url', url, ...keys]),
      ]);
      for (const { stdout } of [fromPackage, fromCheckout]) {
        expect(stdout).toMatch(/\d+ passed, 0 failed, 0 skipped/);
        expect(stdout).not.toMatch(/could not (load|run)/);
      }
      // Nothing is written into the installed package (vite's cache goes to the temp folder).
      const installed = await readdir(join(dir, 'backend/node_modules/cronjobs-conformance'), { recursive: true });
      expect(installed.filter((f) => f.includes('.vite') || f.includes('node_modules'))).toEqual([]);
    } finally {
      stopMock();
    }
  });

  // The Node a newcomer's machine has (Node 20 here) runs both installed bins, or each stops with the one
  // line naming the Node it needs.
  test('both bins run on the system Node, or each names the Node it needs', async (context) => {
    const found = await systemNode();
    if (typeof found === 'string') {
      console.warn(`skipped: ${found}`);
      context.skip(found);
      return;
    }
    const [major = 0, minor = 0] = found.version.split('.').map(Number);
    const [needMajor = 0, needMinor = 0] = /(\d+)\.(\d+)/
      .exec(JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')).engines.node)!
      .slice(1)
      .map(Number);
    if (major < needMajor || (major === needMajor && minor < needMinor)) {
      for (const [bin, project] of [
        ['cronjobs-mock', 'mock'],
        ['cronjobs-conformance', 'backend'],
      ] as const) {
        const failure = await run(found.path, [binOf(bin, project), '--help']).catch(
          (error: { code: number; stderr: string }) => error,
        );
        expect(failure).toMatchObject({
          code: 1,
          stderr: expect.stringMatching(
            new RegExp(`^${bin}: needs Node\\.js ${needMajor}\\.${needMinor} or newer[^\\n]*\\n$`),
          ),
        });
      }
      return;
    }
    try {
      const url = await startMock(found.path, [binOf('cronjobs-mock', 'mock')]);
      // --timeout: this checks that the bin runs on the system Node, not how fast a loaded CI machine answers;
      // a failed run shows its own summary (which rule, why) rather than only "Command failed".
      const args = [
        binOf('cronjobs-conformance', 'backend'),
        '--base-url',
        url,
        '--api-key',
        'k1',
        '--second-api-key',
        'k2',
        '--seed',
        '1',
        '--timeout',
        '30000',
      ];
      const { stdout } = await run(found.path, args, { cwd: join(dir, 'backend') }).catch(
        (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
      );
      expect(stdout).toMatch(/\d+ passed, 0 failed/);
    } finally {
      stopMock();
    }
  });

  test('a consumer file importing cronjobs-kit/msw, cronjobs-kit/client and cronjobs-kit/control type-checks', async () => {
    const tsc = join(repo, 'node_modules/typescript-native/bin/tsc');
    await expect(inProject('frontend', process.execPath, [tsc, '-p', 'tsconfig.json'])).resolves.toBeDefined();
  });

  test('the snippets run as written', async () => {
    const { stdout } = await inProject('frontend', process.execPath, ['snippets.ts']);
    expect(JSON.parse(stdout)).toEqual({
      created: 201,
      id: true,
      error: null,
      invalid: 422,
      invalidTitle: 'Validation failed',
      runs: 3,
      notifications: 3,
      afterReset: 0,
      testClockRuns: ['2027-01-01T00:01:00.000Z', '2027-01-01T00:02:00.000Z'],
    });
  });
});

const binOf = (name: string, project: string) => join(dir, project, 'node_modules', name, 'bin', `${name}.cjs`);

/** A static server over `root`, as `python3 -m http.server` would serve a project's folder. */
async function serveFolder(root: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript' };
  const server = createServer(async (request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(root)) return response.writeHead(403).end();
    try {
      const body = await readFile(path);
      response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

describe('installing as docs/install.md says', () => {
  // The guide's own lines, read from it, so the guide and this test cannot part.
  const guide = () => readFile(join(repo, 'docs/install.md'), 'utf8');

  test("Node 20's path: the in-process mock's first test passes on the machine's own Node", async (context) => {
    const found = await systemNode();
    const node = typeof found === 'string' ? undefined : found.path;
    const npmCli = node && join(dirname(node), '../lib/node_modules/npm/bin/npm-cli.js');
    if (!node || !npmCli || !existsSync(npmCli)) {
      const reason = typeof found === 'string' ? found : `no npm beside ${node}`;
      console.warn(`skipped: ${reason}`);
      context.skip(reason);
      return;
    }
    const section = (await guide()).split('## A frontend on Node 20')[1]!;
    const install = /```sh\nnpm (install [^\n]+)\n```/.exec(section)![1]!;
    const firstTest = /```ts\n(\/\/ jobs\.test\.ts\n[\s\S]*?)```/.exec(section)![1]!;
    const path = join(dir, 'node20');
    await mkdir(path, { recursive: true });
    await writeFile(join(path, 'package.json'), JSON.stringify({ name: 'node20', private: true, type: 'module' }));
    const args = install
      .replace('../cronjobs-tarballs/cronjobs-kit-0.1.0.tgz', tarballs['cronjobs-kit']!)
      .split(' ')
      .filter(Boolean);
    await run(node, [npmCli, ...args, '--no-audit', '--no-fund'], { cwd: path });
    await writeFile(join(path, 'jobs.test.ts'), firstTest);
    const { stdout } = await run(node, ['node_modules/vitest/vitest.mjs', 'run'], { cwd: path }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    expect(stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+1 passed \(1\)/);
  });

  test('the page without a bundler runs the installed client in Chromium, against the installed mock', async (context) => {
    if (!browserOrReason('the import-map page')) {
      context.skip();
      return;
    }
    const frontend = join(dir, 'frontend');
    await copyFile(join(repo, 'examples/no-bundler/index.html'), join(frontend, 'index.html'));
    const site = await serveFolder(frontend);
    const browser = await launchBrowser();
    try {
      // The page's own key (examples/no-bundler/index.html).
      const url = await startMock(process.execPath, [binOf('cronjobs-mock', 'mock')], ['dev-key']);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/index.html?mock=${encodeURIComponent(url)}`);
      await expect.poll(() => page.locator('#status').textContent()).toBe('Created with 201; 1 job(s).');
      expect(await page.locator('#jobs li').allTextContents()).toEqual(['From a plain page: last run failed']);
      expect(errors).toEqual([]);
    } finally {
      stopMock();
      await browser.close();
      site.server.close();
    }
  });

  test('cronjobs-mock mcp serves its tools from the installed package', async () => {
    const client = new Client({ name: 'package test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [binOf('cronjobs-mock', 'mock'), 'mcp', '--port', '0'],
        cwd: join(dir, 'mock'),
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['create_test_clock', 'list_requests']));
      const clock = await client.callTool({ name: 'create_test_clock', arguments: { now: '2027-01-01T00:00:00Z' } });
      expect(clock.structuredContent).toMatchObject({ now: '2027-01-01T00:00:00.000Z' });
      // The guard is a repository tool: the package says so rather than failing.
      const guard = await client.callTool({ name: 'check_breaking_changes', arguments: {} });
      expect(guard).toMatchObject({ isError: true });
    } finally {
      await client.close();
    }
  });
});
