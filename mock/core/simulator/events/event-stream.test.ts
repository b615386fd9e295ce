import { describe, expect, test } from 'vitest';
import { createEventStream, droppedComment } from './event-stream.ts';
import { jobDef, virtualEngine } from '../../testing/engine.ts';

async function readSome(stream: ReadableStream<Uint8Array>, frames: number): Promise<string[]> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.split('\n\n').length - 1 < frames) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text.split('\n\n').filter(Boolean);
}

describe('Server-Sent Events', () => {
  test('streams runs and notifications as frames of id, event and JSON data, for one account', async () => {
    const { engine } = virtualEngine();
    const stream = createEventStream(engine.subscribe, { accountId: 'acc_1', heartbeatMs: 0 });
    engine.addJob('acc_2', jobDef());
    const job = jobDef({ url: 'https://example.com/status/500', notify_on_failure: true });
    engine.addJob('acc_1', job);
    const reading = readSome(stream, 3);
    await engine.advanceBy(60);
    const frames = await reading;
    expect(frames[0]).toBe('retry: 1000\n: connected');
    expect(frames[1]).toMatch(/^id: 1\nevent: run\.finished\ndata: \{"account_id":"acc_1","run":\{"id":"run_/);
    expect(frames[2]).toMatch(/^id: 2\nevent: notification\.created\ndata: /);
    const data = JSON.parse(frames[2]!.split('data: ')[1]!);
    expect(data.notification.payload.data.job.id).toBe(job.id);
  });

  test('cancelling the stream unsubscribes it', async () => {
    const { engine } = virtualEngine();
    const stream = createEventStream(engine.subscribe, { heartbeatMs: 0 });
    await stream.cancel();
    engine.addJob('acc_1', jobDef());
    expect((await engine.advanceBy(60)).runs_total).toBe(1);
  });

  describe('a client that falls behind', () => {
    const decoder = new TextDecoder();
    const frames = (chunk: Uint8Array | undefined) => decoder.decode(chunk).split('\n\n').filter(Boolean);
    const idOf = (frame: string) => Number(/^id: (\d+)$/m.exec(frame)?.[1]);

    test('keeps at most maxQueuedEvents, drops the rest and says how many where the gap is', async () => {
      const { engine } = virtualEngine();
      const stream = createEventStream(engine.subscribe, { heartbeatMs: 0, maxQueuedEvents: 5 });
      engine.addJob('acc_1', jobDef());
      // Nobody reads during 100 runs.
      expect((await engine.advanceBy(100 * 60)).runs_total).toBe(100);
      const reader = stream.getReader();
      expect(frames((await reader.read()).value)).toEqual(['retry: 1000\n: connected']);
      // Everything that was kept arrives in one chunk: five events, then the comment for the 95 dropped.
      const caughtUp = frames((await reader.read()).value);
      expect(caughtUp.map(idOf).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(caughtUp.slice(5)).toEqual([droppedComment(95).trim()]);
      expect(caughtUp[5]).toBe(': dropped 95 events');
      // Caught up: the next event comes as it happens, its id counting the dropped ones too.
      const next = reader.read();
      await engine.advanceBy(60);
      expect(frames((await next).value).map(idOf)).toEqual([101]);
      await reader.cancel();
    });

    test('the size bound holds however large the events', async () => {
      const { engine } = virtualEngine();
      const stream = createEventStream(engine.subscribe, { heartbeatMs: 0, maxQueuedChars: 2000 });
      engine.addJob('acc_1', jobDef());
      await engine.advanceBy(1000 * 60);
      const reader = stream.getReader();
      await reader.read();
      const chunk = (await reader.read()).value!;
      const caughtUp = frames(chunk);
      const kept = caughtUp.filter((frame) => frame.startsWith('id: '));
      expect(kept.length).toBeGreaterThan(0);
      expect(chunk.byteLength).toBeLessThan(2000 + 100); // the kept events and one comment
      expect(caughtUp.at(-1)).toBe(`: dropped ${1000 - kept.length} events`);
      await reader.cancel();
    });

    test('a client that keeps reading gets every event and no comment', async () => {
      const { engine } = virtualEngine();
      const stream = createEventStream(engine.subscribe, { heartbeatMs: 0, maxQueuedEvents: 5 });
      engine.addJob('acc_1', jobDef());
      const reader = stream.getReader();
      await reader.read();
      const ids: number[] = [];
      for (let i = 1; i <= 20; i++) {
        await engine.advanceBy(3 * 60); // three events at a time: within the bound
        while (ids.length < 3 * i) ids.push(...frames((await reader.read()).value).map(idOf));
      }
      expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      await reader.cancel();
    });
  });
});
