import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { nodeVersionProblem, packagesNode } from '../../contract/node-version.js';
import { packageLayouts } from '../../scripts/packages.ts';

// Every entry point of the three packages checks the Node it runs on as it loads (contract/node-version.js)
// and, below what it needs, fails with one line naming that Node. The check is plain JavaScript, so the
// machine's own older Node (Node 20 here) runs it for real.
const run = promisify(execFile);
const repo = join(import.meta.dirname, '../..');
const engines = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;
const check = new URL('../../contract/node-version.js', import.meta.url).href;

/** Node 20, when the machine has one (`node` on the PATH outside npm's, or /usr/bin/node). */
async function olderNode(): Promise<string | undefined> {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    const version = await run(candidate, ['--version']).then(
      (r) => r.stdout.trim(),
      () => undefined,
    );
    if (version && Number(/^v(\d+)/.exec(version)?.[1]) < 22) return candidate;
  }
  return undefined;
}

describe('the Node each entry point needs', () => {
  test('the packages’ minimum is package.json engines.node', () => {
    expect(engines).toBe(`>=${packagesNode.join('.')}`);
  });

  test('one line naming the Node needed, or none when new enough', () => {
    expect(nodeVersionProblem('cronjobs-kit/msw', '20.20.2', [22, 12])).toBe(
      'cronjobs-kit/msw needs Node.js 22.12 or newer, but this is Node.js 20.20.2; install a current LTS from https://nodejs.org/ (or run `nvm install --lts`) and run it again.',
    );
    expect(nodeVersionProblem('cronjobs-kit/msw', '22.12.0', [22, 12])).toBeNull();
    expect(nodeVersionProblem('cronjobs-kit/client', '20.19.0')).toBeNull();
    expect(nodeVersionProblem('cronjobs-kit/client', '18.20.4')).toMatch(
      /^cronjobs-kit\/client needs Node\.js 20\.19 or newer, but this is Node\.js 18\.20\.4;/,
    );
    expect(nodeVersionProblem('x', '23.0.0', [22, 12])).toBeNull();
  });

  test('every exported entry of every package calls the check, with its own name', () => {
    const names: Record<string, string> = {};
    for (const layout of packageLayouts)
      for (const [subpath, file] of Object.entries(layout.exports))
        names[file] = subpath === '.' ? layout.name : `${layout.name}${subpath.slice(1)}`;
    for (const [file, name] of Object.entries(names)) {
      const source = readFileSync(join(repo, `${file}.ts`), 'utf8');
      expect(source, file).toMatch(/^import \{ checkNode \} from '(\.\.\/)+contract\/node-version\.js';$/m);
      expect(source, file).toMatch(
        new RegExp(`^checkNode\\('${name.replaceAll('/', '\\/')}'(, \\[\\d+, \\d+\\])?\\);$`, 'm'),
      );
    }
    expect(readFileSync(join(repo, 'mock/msw/index.ts'), 'utf8')).toContain("checkNode('cronjobs-kit/msw', [22, 12]);");
  });

  test('on the machine’s older Node, the MSW entry’s check throws its one line and the client’s passes', async (context) => {
    const node = await olderNode();
    if (node === undefined) {
      context.skip('no Node older than 22 on this machine');
      return;
    }
    const script = (entry: string, minimum: string) =>
      `import { checkNode } from ${JSON.stringify(check)}; checkNode(${JSON.stringify(entry)}${minimum}); console.log('loaded');`;
    const failed = await run(node, ['--input-type=module', '-e', script('cronjobs-kit/msw', ', [22, 12]')]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    const version = (await run(node, ['--version'])).stdout.trim().slice(1);
    expect(failed).toMatchObject({ code: 1 });
    // Node prints the error as `[Error: <the line>]`: the line whole, with no stack of the check's insides.
    const stderr = (failed as { stderr: string }).stderr;
    expect(stderr).toContain(nodeVersionProblem('cronjobs-kit/msw', version, [22, 12]));
    expect(stderr).not.toContain('node-version.js:');
    expect((await run(node, ['--input-type=module', '-e', script('cronjobs-kit/client', '')])).stdout).toBe('loaded\n');
  });
});
