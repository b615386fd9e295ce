// The generator: replayable (request i of seed S is always the same), its framings complete on the
// wire (Node's own parser reads exactly the body that was meant), and it still covers every kind of
// hostile input the soak promises — a refactor that drops one fails here, not silently in the soak.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fuzzRequest, sampleRequest, type Framing, type FuzzRequest } from './fuzz.ts';
import { serialize } from './wire.ts';
import { maxBodyBytes } from '../../mock/core/index.ts';

const context = { keys: ['key-a', 'key-b'] as const, jobIds: ['job_A1', 'job_B1'] };
const arbitrary = fuzzRequest(context);

describe('sampleRequest', () => {
  test('the same seed and index give the same bytes, whatever was sampled before', () => {
    const first = serialize(sampleRequest(arbitrary, 42, 7));
    for (let i = 0; i < 5; i++) sampleRequest(arbitrary, 42, i);
    expect(serialize(sampleRequest(fuzzRequest(context), 42, 7)).equals(first)).toBe(true);
  });

  test('other indexes and seeds give other requests', () => {
    const bytes = new Set(
      Array.from({ length: 50 }, (_, i) => serialize(sampleRequest(arbitrary, 42, i)).toString('latin1')),
    );
    expect(bytes.size).toBeGreaterThan(45);
    expect(serialize(sampleRequest(arbitrary, 43, 7)).equals(serialize(sampleRequest(arbitrary, 42, 7)))).toBe(false);
  });

  test('a thousand requests cover every promised kind of input', () => {
    const requests = Array.from({ length: 1_000 }, (_, i) => sampleRequest(arbitrary, 1, i));
    const head = (r: FuzzRequest) => serialize(r).toString('latin1').split('\r\n\r\n')[0]!;
    const kinds: Record<string, (r: FuzzRequest) => boolean> = {
      CONNECT: (r) => r.method === 'CONNECT',
      'lower-case method': (r) => /[a-z]/.test(r.method) && r.method !== r.method.toUpperCase(),
      'unknown method': (r) =>
        /^[A-Z-]+$/.test(r.method) &&
        !['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'].includes(r.method),
      'dot segments to /__mock': (r) => /^\/v1.*(\.\.|%2e%2e).*__mock/i.test(r.target),
      'encoded slash': (r) => /%2f/i.test(r.target),
      'bad percent-encoding': (r) => /%(?![0-9a-f]{2})/i.test(r.target),
      'non-ASCII target': (r) => /[\u0080-\u00ff]/.test(r.target),
      'very long target': (r) => r.target.length > 1_000,
      'head over 16 KB': (r) => head(r).length > 16 * 1024,
      'valid key': (r) => r.headers.some(([, v]) => v === 'key-a' || v === 'key-b'),
      'invalid key': (r) => r.headers.some(([n, v]) => n === 'X-API-Key' && v !== 'key-a' && v !== 'key-b'),
      'no key': (r) => !r.headers.some(([n]) => n.toLowerCase() === 'x-api-key'),
      'body over 64 KiB': (r) => r.body.length > maxBodyBytes,
      'invalid UTF-8 body': (r) => r.body.length > 0 && !isUtf8(r.body),
      'deep nesting': (r) => Buffer.from(r.body).toString('latin1').startsWith('[[[[[[[[[[[[[[[[[[[['),
      chunked: (r) => r.framing.kind === 'chunked',
      'duplicate Content-Length': (r) => r.framing.kind === 'duplicate-length',
      'bad Transfer-Encoding': (r) => r.framing.kind === 'bad-transfer-encoding',
      'body without framing': (r) => r.framing.kind === 'unframed' && r.body.length > 0,
      'wrong content type': (r) => r.headers.some(([n, v]) => n === 'Content-Type' && v === 'text/plain'),
    };
    const missing = Object.entries(kinds)
      .filter(([, has]) => !requests.some(has))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

describe('serialize: the framing on the wire carries exactly the body', () => {
  let server: Server;
  let port: number;
  const received: Buffer[] = [];
  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        received.push(Buffer.concat(chunks));
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const body = Buffer.from(`{"name":"x","padding":"${'p'.repeat(1000)}"}`);
  const framings: Framing[] = [
    { kind: 'length' },
    { kind: 'chunked', pieces: 1, extension: false, upperHex: false, badSize: false },
    { kind: 'chunked', pieces: 7, extension: true, upperHex: true, badSize: false },
  ];
  test.each(framings)('%o', async (framing) => {
    const request: FuzzRequest = {
      method: 'POST',
      target: '/x',
      version: 'HTTP/1.1',
      headers: [
        ['Host', 'localhost'],
        ['Connection', 'close'],
      ],
      body,
      framing,
    };
    received.length = 0;
    await new Promise<void>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () => socket.write(serialize(request)));
      socket.on('data', () => {});
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.equals(body)).toBe(true);
  });

  test('an empty GET goes out without Content-Length, as clients send it', () => {
    const request: FuzzRequest = {
      method: 'GET',
      target: '/v1/jobs',
      version: 'HTTP/1.1',
      headers: [['Host', 'localhost']],
      body: new Uint8Array(0),
      framing: { kind: 'length' },
    };
    expect(serialize(request).toString('latin1')).toBe('GET /v1/jobs HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
});
