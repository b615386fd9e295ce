import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

// msw #1830 and vitest #7314: fake timers hang MSW and fetch. The mock's virtual clock makes them
// unnecessary — time moves with `advance` — and, for code that fakes timers for its own reasons,
// requests to the mock still answer because nothing in the mock waits on a timer.
const baseUrl = 'https://timers.cronjobs.test';
const job = { name: 'tick', url: 'https://example.com/ok', schedule_type: 'interval', interval_seconds: 60 };

const mock = createCronJobsHandlers({ baseUrl, apiKeys: ['k'], clock: 'virtual', now: Date.UTC(2026, 0, 1) });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  vi.useRealTimers();
  await mock.reset();
});
afterAll(() => server.close());

const create = () =>
  fetch(`${baseUrl}/v1/jobs`, {
    method: 'POST',
    headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' },
    body: JSON.stringify(job),
  });

test('the virtual clock: no fake timers, time moves with advance', async () => {
  const created = await (await create()).json();
  expect(created.next_run_at).toBe('2026-01-01T00:01:00.000Z');
  const advanced = await mock.advance(600);
  expect(advanced.runs).toHaveLength(10);
  expect(advanced.now).toBe('2026-01-01T00:10:00.000Z');
});

test('under vi.useFakeTimers the mock still answers, and its clock ignores the faked Date', async () => {
  const start = mock.core.clock.now();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-06-01T00:00:00Z'));
  const created = await (await create()).json();
  expect(created.created_at).toBe(new Date(start).toISOString());
  const advanced = await mock.advance(120);
  expect(advanced.runs.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([
    new Date(start + 60_000).toISOString(),
    new Date(start + 120_000).toISOString(),
  ]);
});

test('a long advance yields between slices of work (a MessageChannel turn, not a timer), so fake timers never stall it', async () => {
  // Timers faked, performance.now real but made to report 10 ms of work per reading: every check
  // (every 128 runs) ends a slice, so this advance takes dozens of turns of the event loop.
  vi.useFakeTimers({ toNotFake: ['performance'] });
  let now = 0;
  const clockReads = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
  const channels = vi.spyOn(globalThis, 'MessageChannel');
  try {
    for (let i = 0; i < 10; i++) expect((await create()).status).toBe(201);
    const advanced = await mock.advance(24 * 3600);
    expect(advanced.runs_total).toBe(10 * 24 * 60);
    expect(channels.mock.calls.length).toBeGreaterThanOrEqual(Math.floor((10 * 24 * 60) / 128) - 1);
  } finally {
    clockReads.mockRestore();
    channels.mockRestore();
  }
});
