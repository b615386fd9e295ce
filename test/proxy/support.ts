// What the proxy tests share: a proxy in front of an upstream, a client that talks to it, the journal.
import { startMockServer, type MockServer, type ProxyOptions } from '../../mock/server/start-mock-server.ts';
import type { JournalEntry } from '../../mock/core/state/journal.ts';

export async function startProxy(upstream: string, options: Omit<ProxyOptions, 'upstream'> = {}): Promise<MockServer> {
  return startMockServer({ proxy: { upstream, ...options } });
}

export async function journalOf(proxy: MockServer): Promise<JournalEntry[]> {
  const answer = await fetch(`${proxy.url}/__mock/requests`);
  return ((await answer.json()) as { data: JournalEntry[] }).data;
}

/** The journal once it holds `count` entries: an entry is written just after its answer goes out. */
export async function journalWith(proxy: MockServer, count: number): Promise<JournalEntry[]> {
  for (let tries = 0; tries < 200; tries++) {
    const entries = await journalOf(proxy);
    if (entries.length >= count) return entries;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`the journal never held ${count} entries`);
}

export const job = {
  name: 'nightly',
  url: 'https://example.com/hook',
  schedule_type: 'interval',
  interval_seconds: 3600,
};

export function send(
  proxy: MockServer,
  path: string,
  init: { method?: string; key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined) headers['X-API-Key'] = init.key;
  if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
  return fetch(`${proxy.url}${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
  });
}
