import { describe, expect, test } from 'vitest';
import { createEventStream } from './event-stream.ts';
import { jobDef, virtualEngine } from './testing.ts';

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
});
