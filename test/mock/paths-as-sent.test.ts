// Paths are taken as sent (spec/openapi.yaml info.description): a dot segment in any spelling, a
// backslash or an encoded slash or backslash is answered 400 and reaches no namespace — in the core, and
// over real HTTP where nothing normalises the request target before the core sees it (fetch would).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMockCore, createVirtualClock, type MockCore } from '../../mock/core/index.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { startOfTest } from '../support/clients.ts';

// [path as sent, the segment the answer must name]
const refused: [string, string][] = [
  ['/v1/jobs/../../__mock/accounts', '..'],
  ['/v1/jobs/%2e%2e/%2e%2e/__mock/accounts', '%2e%2e'],
  ['/v1/jobs/%2E%2E/%2E%2E/__mock/accounts', '%2E%2E'],
  ['/v1/jobs/.%2e/.%2E/__mock/accounts', '.%2e'],
  ['/v1/jobs/%2e./%2E./__mock/accounts', '%2e.'],
  ['/v1/jobs/%2e%2E/..?limit=1', '%2e%2E'],
  ['/v1/./jobs', '.'],
  ['/v1/%2e/jobs', '%2e'],
  ['/v1/%2E/jobs', '%2E'],
  ['/v1/jobs/..', '..'],
  ['/v1/..', '..'],
  ['/__mock/../v1/jobs', '..'],
  ['/__mock/%2e%2e/__mock/accounts', '%2e%2e'],
  ['/v1/jobs/x%2f..%2f..%2f__mock%2faccounts', 'x%2f..%2f..%2f__mock%2faccounts'],
  ['/v1/jobs/%2F', '%2F'],
  ['/v1%2fjobs', 'v1%2fjobs'],
  ['/v1/jobs\\..\\..\\__mock\\accounts', 'jobs\\..\\..\\__mock\\accounts'],
  ['/v1/jobs/..%5c..%5c__mock%5caccounts', '..%5c..%5c__mock%5caccounts'],
  ['/v1/jobs/%5C', '%5C'],
];

// Node's HTTP parser already refuses these with its own 400; a core behind another adapter refuses them itself.
const refusedInTheCore: [string, string][] = [
  ['/v1/jobs/.\t./.\t./__mock/accounts', '.\\t.'],
  ['/v1/jobs/.\n./x', '.\\n.'],
];

// Dots and escapes that are not dot segments or separators stay ordinary path text.
const allowed: [string, number][] = [
  ['/v1/jobs/...', 404],
  ['/v1/jobs/..a', 404],
  ['/v1/jobs/%2e%2e%2e', 404],
  ['/v1/jobs/a.b', 404],
  ['/v1/jobs/%252e%252e', 404],
  ['/v1/jobs?cursor=..%2f..%2f', 400],
  ['/v1/jobs', 200],
];

/** A GET of `path` as the Node adapter hands it over: the request line as sent beside the Request. */
function asSent(core: MockCore, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return core.handle(new Request('http://localhost/', { headers }), { method: 'GET', target: path });
}

async function replyTo(core: MockCore, path: string) {
  const response = await asSent(core, path, { 'X-API-Key': 'dev-key' });
  return {
    status: response.status,
    headers: { 'Content-Type': response.headers.get('Content-Type') },
    text: await response.text(),
  };
}

describe('paths are taken as sent: the core', () => {
  test.each([...refused, ...refusedInTheCore])('%s is answered 400 naming the segment %s', async (path, segment) => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest) });
    const answer = await replyTo(core, path);
    expect(answer.status).toBe(400);
    expect(answer.headers['Content-Type']).toBe('application/problem+json');
    expect(answer.text).not.toContain('api_key');
    const body = JSON.parse(answer.text);
    expect(body).toMatchObject({
      type: 'https://api.cronjobs.example/problems/invalid-path',
      title: 'Invalid path',
      status: 400,
    });
    expect(body.detail).toContain(`"${segment}"`);
    // Journalled as sent, with the rule it broke.
    const journal = (await (await asSent(core, '/__mock/requests')).json()).data;
    expect(journal.at(-1)).toMatchObject({
      path: path.split('?')[0],
      status: 400,
      operation_id: null,
      violations: [{ rule: 'path' }],
    });
  });

  test.each(allowed)('%s is ordinary path text (%i)', async (path, status) => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest) });
    expect((await replyTo(core, path)).status).toBe(status);
  });

  test('the same request as a web Request arrives normalised: what the WHATWG parser leaves is what is routed', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest) });
    // `new Request` has already resolved the dot segments; the encoded slash survives it and is refused.
    expect(new Request('http://mock.test/v1/jobs/%2e%2e/%2e%2e/__mock/accounts').url).toBe(
      'http://mock.test/__mock/accounts',
    );
    expect(
      (
        await core.handle(
          new Request('http://mock.test/v1/jobs/x%2f..%2f__mock', { headers: { 'X-API-Key': 'dev-key' } }),
        )
      ).status,
    ).toBe(400);
  });
});

/** One request over a plain socket, the target written byte for byte; answers status and body. */
function rawHttp(
  port: number,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, Connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    );
    socket.write(`GET ${target} HTTP/1.1\r\n${lines.join('')}\r\n`);
  });
}

describe('paths are taken as sent: over HTTP (Express adapter)', () => {
  let server: MockServer;
  let port: number;
  beforeAll(async () => {
    server = await startMockServer({ clock: createVirtualClock(startOfTest) });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  test.each(refused)('%s is answered 400', async (target, segment) => {
    const answer = await rawHttp(port, target, { 'X-API-Key': 'dev-key' });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('api_key');
    expect(JSON.parse(answer.body).detail).toContain(`"${segment}"`);
  });

  test('the same control path, sent plainly, still answers (the rule refuses spellings, not the control API)', async () => {
    const answer = await rawHttp(port, '/__mock/accounts');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data[0].api_key).toBe('dev-key');
  });
});
