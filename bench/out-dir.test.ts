// Trying the README's bench commands never rewrites the recorded figures: only --record does.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { chooseOutDir } from './lib/out-dir.ts';

const bench = '/repo/bench';

describe('where a bench run writes', () => {
  test.each([
    [{ tiny: false, record: false }, join(bench, 'results', 'local')],
    [{ tiny: false, record: true }, join(bench, 'results')],
    [{ tiny: true, record: false }, 'temporary'],
    [{ tiny: false, record: false, out: '/tmp/x' }, '/tmp/x'],
    [{ tiny: true, record: false, out: '/tmp/x' }, '/tmp/x'],
  ])('%j → %s', (options, dir) => {
    expect(chooseOutDir(options, bench)).toEqual({ dir });
  });

  test.each([[{ tiny: true, record: true }], [{ tiny: false, record: true, out: '/tmp/x' }]])(
    '%j is refused',
    (options) => {
      expect(chooseOutDir(options, bench).error).toMatch(/--record/);
    },
  );

  test('the ignored folder is ignored by git, the recorded one is tracked', async (context) => {
    const run = promisify(execFile);
    const cwd = fileURLToPath(new URL('../', import.meta.url));
    if (
      !(await run('git', ['rev-parse', '--is-inside-work-tree'], { cwd }).then(
        () => true,
        () => false,
      ))
    ) {
      console.warn('skipped: not a git work tree');
      return context.skip('not a git work tree');
    }
    await expect(run('git', ['check-ignore', '-q', 'bench/results/local/latest.json'], { cwd })).resolves.toBeDefined();
    await expect(
      run('git', ['ls-files', '--error-unmatch', 'bench/results/latest.json'], { cwd }),
    ).resolves.toBeDefined();
  });

  test('run.ts refuses --record with --tiny before running anything (exit 2)', async () => {
    const script = fileURLToPath(new URL('./run.ts', import.meta.url));
    const failure = await promisify(execFile)(process.execPath, [script, '--tiny', '--record']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('--record') });
  });
});
