import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// What users get from the three packages (scripts/packages.ts, packed by scripts/pack-packages.ts): built
// JavaScript with declarations, the spec, nothing else. A frontend project installs cronjobs-kit and gets no
// test runner, bundler, web framework or logger; the bins each run from a project of their own, and the
// frontend snippets compile and run as written.
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
  for (const path of stdout.trim().split('\n').filter((line) => line.endsWith('.tgz'))) {
    const name = basename(path).replace(/-\d+\.\d+\.\d+\.tgz$/, '');
    tarballs[name] = path;
    files[name] = (await run('tar', ['tzf', path])).stdout.trim().split('\n');
  }
  const frontend = await project('frontend', [tarballs['cronjobs-kit']!, 'msw@^3']);
  await copyFile(join(repo, 'test/package/consumer/snippets.ts'), join(frontend, 'snippets.ts'));
  await copyFile(join(repo, 'test/package/consumer/tsconfig.json'), join(frontend, 'tsconfig.json'));
  await Promise.all([project('mock', [tarballs['cronjobs-mock']!]), project('backend', [tarballs['cronjobs-conformance']!])]);
}, 480_000);

afterAll(async () => {
  // npx starts the bin as a child of its own: end the whole process group, not only npx.
  if (mock?.pid) process.kill(-mock.pid, 'SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

const inProject = (name: string, command: string, args: string[]) => run(command, args, { cwd: join(dir, name) });

describe('the packed tarballs', () => {
  test('hold built JavaScript, declarations, the spec and a README — no sources or tests', () => {
    expect(Object.keys(tarballs).sort()).toEqual(['cronjobs-conformance', 'cronjobs-kit', 'cronjobs-mock']);
    expect(files['cronjobs-kit']).toContain('package/dist/mock/msw/index.js');
    expect(files['cronjobs-kit']).toContain('package/dist/mock/msw/index.d.ts');
    expect(files['cronjobs-kit']).toContain('package/dist/client/index.js');
    expect(files['cronjobs-kit']).toContain('package/dist/generated/openapi.json');
    expect(files['cronjobs-kit']).toContain('package/spec/openapi.yaml');
    expect(files['cronjobs-kit']!.filter((f) => /dist\/(mock\/server|conformance)\//.test(f))).toEqual([]);
    expect(files['cronjobs-mock']).toContain('package/dist/mock/server/cli.js');
    expect(files['cronjobs-conformance']).toContain('package/dist/conformance/cli.js');
    for (const list of Object.values(files)) {
      expect(list).toContain('package/README.md');
      expect(list.filter((f) => !f.startsWith('package/dist/') && !f.startsWith('package/spec/') && !['package/package.json', 'package/README.md'].includes(f))).toEqual([]);
      expect(list.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
      expect(list.filter((f) => /\.test\.|selftest|fixtures/.test(f))).toEqual([]);
    }
  });

  test('a frontend install of cronjobs-kit has none of vitest, vite, rolldown, fast-check, express, pino', async () => {
    const installed = await readdir(join(dir, 'frontend', 'node_modules'));
    expect(installed).toContain('cronjobs-kit');
    expect(installed.filter((name) => heavy.some((h) => name === h || name === `@${h}` || name.startsWith(`${h}-`)))).toEqual([]);
    for (const name of heavy) expect(existsSync(join(dir, 'frontend', 'node_modules', name)), name).toBe(false);
  });

  test('npx cronjobs-mock serves and npx cronjobs-conformance passes against it', async () => {
    mock = spawn('npx', ['cronjobs-mock', '--port', '0', '--clock', 'virtual'], { cwd: join(dir, 'mock'), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      mock!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = out.match(/http:\/\/[\d.]+:\d+/);
        if (found) resolve(found[0]);
      });
      mock!.on('exit', (code) => reject(new Error(`cronjobs-mock exited ${code}: ${out}`)));
    });
    const { stdout } = await inProject('backend', 'npx', ['cronjobs-conformance', '--base-url', url, '--api-key', 'dev-key', '--profile', 'full', '--seed', '1']);
    expect(stdout).toMatch(/\d+ passed, 0 failed/);
  }, 120_000);

  test('a consumer file importing cronjobs-kit/msw and cronjobs-kit/client type-checks', async () => {
    const tsc = join(repo, 'node_modules/typescript-native/bin/tsc');
    await expect(inProject('frontend', process.execPath, [tsc, '-p', 'tsconfig.json'])).resolves.toBeDefined();
  }, 60_000);

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
    });
  }, 60_000);
});
