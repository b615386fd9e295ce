// Cursor pagination (spec: listJobs): newest first, each job exactly once, stable while jobs are
// added or deleted during a walk, cursors bound to their filters.
import { describe, expect, test } from 'vitest';
import { createJob, createTestMock, startOfTest, type Send } from '../support/clients.ts';

async function walk(send: Send, key: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/v1/jobs?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await send({ path, key });
    expect(page.status).toBe(200);
    ids.push(...page.body.data.map((j: { id: string }) => j.id));
    cursor = page.body.next_cursor;
  } while (cursor);
  return ids;
}

describe('job list pagination', () => {
  test('250 jobs walked 7 at a time come back each exactly once, newest first', async () => {
    const { core, send } = createTestMock();
    const created: string[] = [];
    for (let i = 0; i < 250; i++) {
      // Half of them share a millisecond: the order must still be total.
      if (i % 2 === 0) core.clock.jumpTo(startOfTest + i * 1000);
      created.push((await createJob(send, 'key-a', { name: `job ${i}` })).id);
    }
    const ids = await walk(send, 'key-a', 'limit=7');
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual([...created].reverse());
  });

  test('the default page holds 20 and the last page has next_cursor null', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 21; i++) await createJob(send, 'key-a', { name: `job ${i}` });
    const first = await send({ path: '/v1/jobs', key: 'key-a' });
    expect(first.body.data).toHaveLength(20);
    const second = await send({ path: `/v1/jobs?cursor=${first.body.next_cursor}`, key: 'key-a' });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
  });

  test('a full last page has no next cursor', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 4; i++) await createJob(send, 'key-a');
    const page = await send({ path: '/v1/jobs?limit=4', key: 'key-a' });
    expect(page.body.next_cursor).toBeNull();
  });

  test('jobs created or deleted during a walk neither repeat nor hide the others', async () => {
    const { send } = createTestMock();
    const created: string[] = [];
    for (let i = 0; i < 10; i++) created.push((await createJob(send, 'key-a')).id);
    const first = await send({ path: '/v1/jobs?limit=3', key: 'key-a' });
    // Delete the cursor's own job and add a newer one.
    await send({ method: 'DELETE', path: `/v1/jobs/${first.body.data[2].id}`, key: 'key-a' });
    await createJob(send, 'key-a');
    const rest = await send({ path: `/v1/jobs?limit=100&cursor=${first.body.next_cursor}`, key: 'key-a' });
    expect(rest.body.data.map((j: { id: string }) => j.id)).toEqual(created.slice(0, 7).reverse());
  });

  test('a status filter walks only that status', async () => {
    const { send } = createTestMock();
    const paused: string[] = [];
    for (let i = 0; i < 30; i++) {
      const job = await createJob(send, 'key-a');
      if (i % 3 === 0) {
        await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
        paused.push(job.id);
      }
    }
    expect(await walk(send, 'key-a', 'status=paused&limit=4')).toEqual(paused.reverse());
    expect(await walk(send, 'key-a', 'status=active&limit=4')).toHaveLength(20);
  });

  test('a cursor used with other filters answers 400', async () => {
    const { send } = createTestMock();
    for (let i = 0; i < 3; i++) await createJob(send, 'key-a');
    const page = await send({ path: '/v1/jobs?limit=1', key: 'key-a' });
    const answer = await send({ path: `/v1/jobs?status=active&cursor=${page.body.next_cursor}`, key: 'key-a' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ parameter: 'cursor', detail: 'was issued for other filters' }]);
  });

  test('a cursor of the runs of one job is refused for another job', async () => {
    const { core, send } = createTestMock();
    const a = await createJob(send, 'key-a');
    const b = await createJob(send, 'key-a');
    await core.engine.advanceBy(3 * 3600); // three runs of each job (hourly)
    const page = await send({ path: `/v1/jobs/${a.id}/runs?limit=1`, key: 'key-a' });
    expect(page.body.next_cursor).not.toBeNull();
    expect((await send({ path: `/v1/jobs/${b.id}/runs?cursor=${page.body.next_cursor}`, key: 'key-a' })).status).toBe(
      400,
    );
  });
});

describe('run list pagination', () => {
  test('runs come newest first, paged, bounded to the history limit', async () => {
    const { core, send } = createTestMock({ historyLimit: 100 });
    const job = await createJob(send, 'key-a', { interval_seconds: 60 });
    // 120 runs, every other one failing (the last one fails), through the outcome rules.
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      if (i % 2) core.engine.rules.add({ job_id: job.id, status: 503, times: 1 });
      const { runs } = await core.engine.advanceBy(60);
      ids.push(...runs.map((run) => run.id));
    }
    expect(ids).toHaveLength(120);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await send({
        path: `/v1/jobs/${job.id}/runs?limit=30${cursor ? `&cursor=${cursor}` : ''}`,
        key: 'key-a',
      });
      seen.push(...page.body.data.map((r: { id: string }) => r.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(ids.slice(-100).reverse());
    const current = await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' });
    expect(current.body.last_run.id).toBe(ids.at(-1));
    expect(current.body.consecutive_failures).toBe(1);
  });
});
