// A large due batch is drained in slices with a macrotask between them, without changing what runs or in
// which order; requests that arrive meanwhile see the state the spec promises.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createRealClock, createVirtualClock } from '../../primitives/clock.ts';
import { createMockCore, type MockCore } from '../../mock-core.ts';
import { macrotaskYield, type YieldPort } from './drain-pacer.ts';
import type { EngineEvent } from '../events/events.ts';
import { jobDef, T0, virtualEngine } from '../../testing/engine.ts';
import { seededRandom } from '../../primitives/random.ts';
import type { TimerPort } from './wakeup.ts';

/** Every clock read of the pacer sees 10 ms more work done: each check (every 128 items) after the first ends a slice. */
function slowWork(): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
}
afterEach(() => {
  vi.restoreAllMocks();
});

/** A port that counts its turns and hands each to `during` before yielding with setImmediate. */
function countingPort(during: (turn: number) => void = () => {}) {
  let turns = 0;
  const port: YieldPort = () => {
    during(++turns);
    return new Promise((resolve) => setImmediate(resolve));
  };
  return { port, turns: () => turns };
}

const BATCH = 10_000;

describe('draining in slices', () => {
  test(`${BATCH.toLocaleString('en')} runs due in one instant: several macrotasks, each run once, in order`, async () => {
    const yields = countingPort();
    const { engine } = virtualEngine({ yieldPort: yields.port });
    const ids = Array.from({ length: BATCH }, () => engine.addJob('acc_1', jobDef()).id);
    const seen: string[] = [];
    engine.subscribe((event: EngineEvent) => {
      if (event.type === 'run.finished') seen.push(event.run.job_id);
    });
    // A macrotask queued before the advance runs while the batch is still being drained.
    let runsWhenOtherWorkRan = -1;
    setImmediate(() => (runsWhenOtherWorkRan = seen.length));
    slowWork();
    const result = await engine.advanceBy(60);
    expect(result.runs_total).toBe(BATCH);
    expect(seen).toEqual(ids); // equal due times keep the order they were scheduled in; none twice
    expect(yields.turns()).toBe(Math.floor(BATCH / 128) - 1); // at every check but the first, which starts the slice
    expect(runsWhenOtherWorkRan).toBeGreaterThan(0);
    expect(runsWhenOtherWorkRan).toBeLessThan(BATCH);
  });

  test('work done in less than a slice does not yield', async () => {
    const yields = countingPort();
    const { engine } = virtualEngine({ yieldPort: yields.port });
    for (let i = 0; i < 100; i++) engine.addJob('acc_1', jobDef());
    vi.spyOn(performance, 'now').mockReturnValue(0); // no time passes, however much is done
    expect((await engine.advanceBy(3600)).runs_total).toBe(6000);
    expect(yields.turns()).toBe(0);
  });

  test('the default turn is a macrotask that fake timers do not freeze', async () => {
    vi.useFakeTimers();
    try {
      let fired = false;
      setTimeout(() => (fired = true), 0); // faked: fires only when the test moves fake time
      await macrotaskYield();
      expect(fired).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

const noTimers: TimerPort = { set: () => 0, clear: () => {} };
const get = (core: MockCore, path: string) =>
  core.handle(new Request(`http://mock.test${path}`, { headers: { 'X-API-Key': 'dev-key' } }));
async function createJobs(core: MockCore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await core.handle(
      new Request('http://mock.test/v1/jobs', {
        method: 'POST',
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: `j${i}`,
          url: 'https://example.com/ok',
          schedule_type: 'interval',
          interval_seconds: 60,
        }),
      }),
    );
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

describe('requests during a yielding drain', () => {
  test('real clock: a request that arrives mid-drain is answered after the drain, with every due run done', async () => {
    let wall = T0;
    let asked: { runs: number; answer: Promise<Response> } | undefined;
    let core: MockCore | undefined;
    const yields = countingPort((turn) => {
      if (turn === 1) asked = { runs: core!.engine.runsTotal, answer: get(core!, `/v1/jobs/${ids.at(-1)}`) };
    });
    core = createMockCore({
      clock: createRealClock({ source: () => wall }),
      random: seededRandom(3),
      simulation: { timers: noTimers, yieldPort: yields.port },
    });
    const ids = await createJobs(core, 1000);
    wall += 60_000; // every job is due; the (inert) timer has not fired, so the next request catches up
    slowWork();
    const first = await get(core, `/v1/jobs/${ids[0]}`);
    expect(first.status).toBe(200);
    expect(asked!.runs).toBeGreaterThan(0);
    expect(asked!.runs).toBeLessThan(1000); // it was asked mid-drain…
    const job = (await (await asked!.answer).json()) as { next_run_at: string; last_run: unknown };
    // …and answered with the last job of the batch run and scheduled again.
    expect(job.last_run).not.toBeNull();
    expect(job.next_run_at).toBe(new Date(T0 + 120_000).toISOString());
    expect(core.engine.runsTotal).toBe(1000);
  });

  test('virtual clock: a request during an advance is answered at once, at the mock time reached', async () => {
    let core: MockCore | undefined;
    let ask: (answer: Promise<Response>) => void = () => {};
    const during = new Promise<Response>((resolve) => (ask = resolve));
    const yields = countingPort((turn) => {
      if (turn === 3) ask(core!.handle(new Request('http://mock.test/__mock/clock')));
    });
    core = createMockCore({
      clock: createVirtualClock(T0),
      random: seededRandom(5),
      simulation: { yieldPort: yields.port },
    });
    await createJobs(core, 100);
    slowWork();
    const advance = core.handle(
      new Request('http://mock.test/__mock/clock/advance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 3600 }),
      }),
    );
    // The clock request does not wait for the advance: it answers while the advance still yields.
    const clockNow = Date.parse(((await (await during).json()) as { now: string }).now);
    const turnsWhenAnswered = yields.turns();
    const advanced = (await (await advance).json()) as { now: string; runs_total: number };
    expect(yields.turns()).toBeGreaterThan(turnsWhenAnswered);
    expect(clockNow).toBeGreaterThan(T0);
    expect(clockNow).toBeLessThan(T0 + 3_600_000);
    expect(advanced).toMatchObject({ now: new Date(T0 + 3_600_000).toISOString(), runs_total: 6000 });
  });
});

describe('a reset during a yielding drain', () => {
  test('virtual clock: a reset that lands mid-advance stops it cleanly; nothing runs after it', async () => {
    let core: MockCore | undefined;
    let runsAtReset = -1;
    let reset: Promise<Response> | undefined;
    const yields = countingPort((turn) => {
      if (turn !== 2) return;
      runsAtReset = core!.engine.runsTotal;
      reset = core!.handle(new Request('http://mock.test/__mock/reset', { method: 'POST' }));
    });
    core = createMockCore({
      clock: createVirtualClock(T0),
      random: seededRandom(6),
      simulation: { yieldPort: yields.port },
    });
    await createJobs(core, 100);
    slowWork();
    const answer = await core.handle(
      new Request('http://mock.test/__mock/clock/advance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 3600 }),
      }),
    );
    expect((await reset!).status).toBe(204);
    expect(answer.status).toBe(200);
    const advanced = (await answer.json()) as { now: string; runs_total: number };
    expect(runsAtReset).toBeGreaterThan(0);
    expect(advanced.runs_total).toBe(runsAtReset); // the reset answered before the drain resumed
    expect(advanced.now).toBe(new Date(T0 + 3_600_000).toISOString());
    expect(core.engine.runsTotal).toBe(runsAtReset);
  });
});
