import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
  // npx starts the bin as a child of its own: end the whole process group, not only npx.
  if (mock?.pid) process.kill(-mock.pid, 'SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

const inProject = (command: string, args: string[]) => run(command, args, { cwd: join(dir, 'consumer') });

describe('the packed tarball', () => {
  test('holds built JavaScript, declarations, the spec and the README — no sources or tests', () => {
    expect(files).toContain('package/dist/mock/msw/index.js');
    expect(files).toContain('package/dist/mock/msw/index.d.ts');
    expect(files).toContain('package/dist/client/index.js');
    expect(files).toContain('package/dist/generated/openapi.json');
    expect(files).toContain('package/spec/openapi.yaml');
    expect(files).toContain('package/README.md');
    const unexpected = files.filter(
      (f) => !f.startsWith('package/dist/') && !['package/package.json', 'package/README.md'].includes(f) && !f.startsWith('package/spec/'),
    );
    expect(unexpected).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.|selftest|fixtures/.test(f))).toEqual([]);
  });

  test('npx cronjobs-mock serves and npx cronjobs-conformance passes against it', async () => {
    mock = spawn('npx', ['cronjobs-mock', '--port', '0', '--clock', 'virtual'], {
      cwd: join(dir, 'consumer'),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      mock!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = out.match(/http:\/\/[\d.]+:\d+/);
        if (found) resolve(found[0]);
      });
      mock!.on('exit', (code) => reject(new Error(`cronjobs-mock exited ${code}: ${out}`)));
    });
    const { stdout } = await inProject('npx', ['cronjobs-conformance', '--base-url', url, '--api-key', 'dev-key', '--profile', 'full', '--seed', '1']);
    expect(stdout).toMatch(/\d+ passed, 0 failed/);
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
