// A write the database refused: the request answers 500 and its job is not kept, the database keeps
// the state from before, and the next write brings the database level with the mock again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { stateFromStore } from '../../mock/core/persistence/stored-state.ts';
import { openStateFile, type StateFile } from '../../mock/server/state-file.ts';
import { sendToCore, startOfTest, validJob } from '../support/clients.ts';

let dir: string;
const open: StateFile[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-state-'));
});
afterEach(async () => {
  for (const file of open.splice(0)) await file.close();
  await rm(dir, { recursive: true, force: true });
});

async function openFile(path: string): Promise<StateFile> {
  const file = await openStateFile(path);
  open.push(file);
  return file;
}

async function reopen(path: string, file: StateFile) {
  open.splice(open.indexOf(file), 1);
  await file.close();
  const again = await openFile(path);
  return createMockCore({ clock: createVirtualClock(startOfTest), initialState: stateFromStore(again.stored!) });
}

describe('a failed state write', () => {
  test('answers 500, keeps neither the job nor its key, and the next write catches the database up', async () => {
    const path = join(dir, 'state.db');
    const file = await openFile(path);
    let failNext = false;
    const core = createMockCore({
      clock: createVirtualClock(startOfTest),
      persistence: {
        write(changes) {
          if (failNext) {
            failNext = false;
            return Promise.reject(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
          }
          return file.port.write(changes);
        },
      },
    });
    await core.flush();
    const send = sendToCore(core);
    expect(
      (await send({ method: 'POST', path: '/v1/jobs', key: 'dev-key', body: validJob({ name: 'kept' }) })).status,
    ).toBe(201);
    failNext = true;
    const failed = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'dev-key',
      body: validJob({ name: 'lost' }),
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(failed.status).toBe(500);
    const names = async (of: typeof send) =>
      (await of({ path: '/v1/jobs', key: 'dev-key' })).body.data.map((j: { name: string }) => j.name);
    expect(await names(send)).toEqual(['kept']);
    // The key was not used up: the same request now makes its job.
    expect(
      (
        await send({
          method: 'POST',
          path: '/v1/jobs',
          key: 'dev-key',
          body: validJob({ name: 'lost' }),
          headers: { 'Idempotency-Key': 'k1' },
        })
      ).status,
    ).toBe(201);
    expect(
      (await send({ method: 'POST', path: '/v1/jobs', key: 'dev-key', body: validJob({ name: 'after' }) })).status,
    ).toBe(201);

    const restored = sendToCore(await reopen(path, file));
    expect(await names(restored)).toEqual(await names(send));
    expect(await names(restored)).toEqual(['after', 'lost', 'kept']);
  });
});
