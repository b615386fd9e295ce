// The raw client decides what the soak counts as answered, dropped or hung: its reader is checked on
// every framing an answer can have, and `exchange` against a loopback server that misbehaves on purpose.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AnswerReader, exchange } from './raw-client.ts';

describe('AnswerReader', () => {
  const cases: Array<{
    name: string;
    method?: string;
    wire: string[];
    closes?: boolean;
    status: number | undefined;
    body?: string;
  }> = [
    {
      name: 'Content-Length, split anywhere',
      wire: ['HTTP/1.1 200 OK\r\nContent-Le', 'ngth: 5\r\n\r\nhe', 'llo'],
      status: 200,
      body: 'hello',
    },
    {
      name: 'chunked with an extension and trailers',
      wire: ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3;x=1\r\nabc\r\n', '2\r\nde\r\n0\r\nX-T: 1\r\n\r\n'],
      status: 200,
      body: 'abcde',
    },
    {
      name: 'chunked, last chunk split before its blank line',
      wire: ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\na\r\n0\r\n', '\r\n'],
      status: 200,
      body: 'a',
    },
    {
      name: 'HEAD: headers only, whatever Content-Length says',
      method: 'HEAD',
      wire: ['HTTP/1.1 200 OK\r\nContent-Length: 99\r\n\r\n'],
      status: 200,
      body: '',
    },
    { name: '204 has no body', wire: ['HTTP/1.1 204 No Content\r\n\r\n'], status: 204, body: '' },
    {
      name: '100 Continue is skipped',
      wire: ['HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 413 Payload Too Large\r\nContent-Length: 2\r\n\r\nno'],
      status: 413,
      body: 'no',
    },
    {
      name: 'no length: the body runs to the close',
      wire: ['HTTP/1.0 400 Bad Request\r\n\r\nbad'],
      closes: true,
      status: 400,
      body: 'bad',
    },
    { name: 'no length and no close yet: not whole', wire: ['HTTP/1.1 200 OK\r\n\r\npartial'], status: undefined },
    {
      name: 'body shorter than Content-Length: not whole',
      wire: ['HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort'],
      closes: true,
      status: undefined,
    },
    {
      name: 'head cut short: not whole',
      wire: ['HTTP/1.1 431 Request Header Fields Too Large\r\nConn'],
      closes: true,
      status: undefined,
    },
  ];
  test.each(cases)('$name', ({ method = 'GET', wire, closes, status, body }) => {
    const reader = new AnswerReader(method);
    let answer;
    for (const piece of wire) answer = reader.push(Buffer.from(piece, 'latin1'));
    if (closes) answer = reader.end();
    expect(answer?.status).toBe(status);
    if (body !== undefined) expect(answer?.body.toString('latin1')).toBe(body);
  });

  test('repeated headers are joined, names lower-cased', () => {
    const answer = new AnswerReader('GET').push(
      Buffer.from('HTTP/1.1 200 OK\r\nVary: a\r\nVARY: b\r\nContent-Length: 0\r\n\r\n'),
    );
    expect(answer?.headers).toEqual({ vary: 'a, b', 'content-length': '0' });
  });

  test('a body after the answer to HEAD is refused; a next answer after it is not', () => {
    const head = 'HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 9\r\n\r\n';
    expect(() => new AnswerReader('HEAD').push(Buffer.from(`${head}{"a":"b"}`))).toThrow(/HEAD is followed by 9 bytes/);
    expect(new AnswerReader('HEAD').push(Buffer.from(`${head}HTTP/1.1 200 OK\r\n`))?.status).toBe(431);
    expect(new AnswerReader('GET').push(Buffer.from(`${head}{"a":"b"}`))?.body.toString()).toBe('{"a":"b"}');
  });

  test('something that is not HTTP is refused, not taken for an answer', () => {
    expect(() => new AnswerReader('GET').push(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(/status line/);
  });
});

describe('exchange against a loopback server that misbehaves on purpose', () => {
  // The request line's path picks the behaviour.
  const behaviours: Record<string, (socket: Socket) => void> = {
    '/ok': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok'),
    '/reset': (s) => s.resetAndDestroy(),
    '/close': (s) => s.end(),
    '/half': (s) => s.end('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhalf'),
    '/silent': () => {},
    '/keep-open': (s) => s.write('HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n'),
  };
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', (chunk: Buffer) => behaviours[chunk.toString('latin1').split(' ')[1]!]?.(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (path: string, timeoutMs = 2_000) =>
    exchange({
      host: '127.0.0.1',
      port,
      bytes: Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`),
      method: 'GET',
      timeoutMs,
    });

  test.each([
    { path: '/ok', kind: 'answered' },
    { path: '/keep-open', kind: 'answered' },
    { path: '/reset', kind: 'dropped' },
    { path: '/close', kind: 'dropped' },
    { path: '/half', kind: 'dropped' },
  ])('$path is $kind', async ({ path, kind }) => {
    expect((await send(path)).kind).toBe(kind);
  });

  test('no answer is a timeout', async () => {
    const outcome = await send('/silent', 200);
    expect(outcome.kind).toBe('timeout');
  });

  test('nothing listening is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const outcome = await exchange({
      host: '127.0.0.1',
      port: freePort,
      bytes: Buffer.from('GET / HTTP/1.1\r\n\r\n'),
      method: 'GET',
      timeoutMs: 2_000,
    });
    expect(outcome.kind).toBe('refused');
  });
});
