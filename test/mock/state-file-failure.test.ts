// A failed save: the old state file stays whole, no temporary file is left, and the write that could
// not be saved is not acknowledged (500) nor kept.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const failures = vi.hoisted(() => ({ rename: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      if (failures.rename > 0) {
        failures.rename--;
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      }
      return actual.rename(from, to);
    },
  };
});

const { createMockCore, createVirtualClock } = await import('../../mock/core/index.ts');
const { saveState, writeFileAtomic } = await import('../../mock/server/state-file.ts');
const { sendToCore, startOfTest, validJob } = await import('../support/clients.ts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a failed state write', () => {
  test('keeps the old file whole and removes the temporary file', async () => {
    const file = join(dir, 'state.json');
    await writeFileAtomic(file, 'old state');
    failures.rename = 1;
    await expect(writeFileAtomic(file, 'new state')).rejects.toThrow('disk full');
    expect(await readFile(file, 'utf8')).toBe('old state');
    expect(await readdir(dir)).toEqual(['state.json']);
  });

  test('answers 500 and does not keep the job it could not save', async () => {
    const file = join(dir, 'state.json');
    const core = createMockCore({ clock: createVirtualClock(startOfTest), onChange: (snapshot) => saveState(file, snapshot) });
    const send = sendToCore(core);
    await send({ method: 'POST', path: '/v1/jobs', key: 'dev-key', body: validJob({ name: 'kept' }) });
    const before = await readFile(file, 'utf8');
    failures.rename = 1;
    const failed = await send({ method: 'POST', path: '/v1/jobs', key: 'dev-key', body: validJob({ name: 'lost' }) });
    expect(failed.status).toBe(500);
    expect(await readFile(file, 'utf8')).toBe(before);
    const list = await send({ path: '/v1/jobs', key: 'dev-key' });
    expect(list.body.data.map((j: { name: string }) => j.name)).toEqual(['kept']);
  });
});
