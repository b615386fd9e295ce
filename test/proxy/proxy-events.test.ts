// The event stream carries the mock's own journalled violations too (request.violations), and an
// account_id filter leaves them out: a journal entry names a key's fingerprint, not an account.
import { expect, test } from 'vitest';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';

async function firstEvents(
  url: string,
  core: ReturnType<typeof createMockCore>,
  send: () => Promise<unknown>,
): Promise<string> {
  const stop = new AbortController();
  const answer = await core.handle(new Request(url, { signal: stop.signal }));
  const reader = answer.body!.getReader();
  await reader.read(); // the stream's opening comment
  await send();
  // Any event comes at once (the journal announces synchronously); a comment marks the end of the test's wait.
  const next = reader.read();
  stop.abort();
  const { value } = await next;
  return value ? new TextDecoder().decode(value) : '';
}

test('a request with a violation is an event; filtered by account, it is not', async () => {
  const core = createMockCore({ clock: createVirtualClock(0) });
  const bad = () =>
    core.handle(
      new Request('http://mock/v1/jobs', {
        method: 'POST',
        headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
        body: '{"colour":1}',
      }),
    );
  const all = await firstEvents('http://mock/__mock/events?types=request.violations', core, bad);
  expect(all).toMatch(
    /^id: 1\nevent: request.violations\ndata: \{"entry":\{.*"status":422.*"side":"client".*\}\}\n\n$/s,
  );
  const filtered = await firstEvents('http://mock/__mock/events?account_id=acc_1', core, bad);
  expect(filtered).not.toContain('request.violations');
  core.close();
});
