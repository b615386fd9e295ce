// On a Node without node:sqlite (before 22.13), --state-file is refused with a line naming the Node it
// needs, instead of a crash deep inside the import.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, vi } from 'vitest';

vi.mock('node:sqlite', () => {
  throw Object.assign(new Error('No such built-in module: node:sqlite'), { code: 'ERR_UNKNOWN_BUILTIN_MODULE' });
});

const { openStateFile, StateFileError } = await import('../../mock/server/state-file.ts');
const { startFailureLine } = await import('../../mock/server/start-failure.ts');

test('--state-file without node:sqlite names the Node it needs and writes nothing', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-'));
  try {
    const file = join(dir, 'state.db');
    const error = await openStateFile(file).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StateFileError);
    expect(startFailureLine(error, { host: '127.0.0.1', port: 0, stateFile: file })).toBe(
      `--state-file ${file} needs node:sqlite, built into Node.js 22.13 and newer; this is Node.js ${process.versions.node}. Run the mock on Node.js 24, or leave out --state-file`,
    );
    expect(await readdir(dir)).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
