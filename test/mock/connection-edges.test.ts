// The server's transport edges, over raw sockets against the real server (startMockServer, as `npm start`
// runs it): every request gets a complete problem+json answer — CONNECT, methods and lines Node's parser
// refuses, headers over the limit with a body behind them — and answers given before the body was read
// end the connection gently (the client reads the status, then FIN; never a reset). The body limit holds
// while streaming: 413 without reading on, for Content-Length and chunked bodies alike.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadUntilAnswer, rawExchange, splitAnswer, type RawAnswer } from '../../lab/edge-probes.ts';
import { createVirtualClock } from '../../mock/core/index.ts';
import { maxBodyBytes } from '../../mock/core/http/request-body.ts';
import { clientErrorReply, rawAnswer } from '../../mock/server/connection-edges.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';
import { startOfTest, validJob } from '../support/clients.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer({ port: 0, clock: createVirtualClock(startOfTest), apiKeys: ['dev-key'] });
});
afterAll(() => server.close());

const head = (lines: string) =>
  `${lines
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .join('\r\n')}\r\n\r\n`;

/** The first answer as problem+json that closes the connection; the client saw no reset. */
function expectClosingProblem(answer: RawAnswer, status: number) {
  const { headers, body } = splitAnswer(answer.text);
  expect(answer.error).toBeUndefined();
  expect(answer.status).toBe(status);
  expect(answer.ended).toBe(true);
  expect(headers['connection']).toBe('close');
  expect(headers['content-type']).toBe('application/problem+json');
  const problem = JSON.parse(body) as { status: number; title: string; detail: string };
  expect(problem.status).toBe(status);
  expect(problem.detail.length).toBeGreaterThan(0);
  return { headers, problem };
}

/** A job body padded with JSON whitespace to exactly `bytes`. */
function jobBody(bytes: number): string {
  const json = JSON.stringify(validJob({ name: 'edge' }));
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
}

const chunked = (body: string, pieces = 7) => {
  const size = Math.ceil(body.length / pieces);
  let out = '';
  for (let at = 0; at < body.length; at += size) {
    const part = body.slice(at, at + size);
    out += `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n`;
  }
  return `${out}0\r\n\r\n`;
};

describe('requests Node does not hand to the application', () => {
  test('CONNECT to a host is 405 problem+json with the methods of the service, then the connection closes', async () => {
    const answer = await rawExchange(server.url, [head('CONNECT example.com:443 HTTP/1.1\nHost: example.com:443')]);
    const { headers } = expectClosingProblem(answer, 405);
    expect(headers['allow']?.split(', ').sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST']);
  });

  test("CONNECT to a path of the API is 405 with that path's Allow", async () => {
    const answer = await rawExchange(server.url, [head('CONNECT /v1/jobs HTTP/1.1\nHost: x')]);
    const { headers } = expectClosingProblem(answer, 405);
    expect(headers['allow']).toBe('GET, POST');
  });

  test.each([
    ['a method HTTP does not define', 'BREW /v1/jobs HTTP/1.1'],
    ['a lower-case method', 'get /v1/jobs HTTP/1.1'],
    ['an unknown HTTP version', 'GET /v1/jobs HTTP/7.1'],
    ['a request line with no target', 'GET HTTP/1.1'],
    ['a space in the target', 'GET /v1/jo bs HTTP/1.1'],
  ])('%s is 400 problem+json', async (_name, line) => {
    const answer = await rawExchange(server.url, [head(`${line}\nHost: x\nX-API-Key: dev-key`)]);
    expectClosingProblem(answer, 400);
  });

  test('a method Node accepts but the spec lacks reaches the core: 405 with Allow', async () => {
    const answer = await rawExchange(server.url, [
      head('PROPFIND /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nConnection: close'),
    ]);
    const { headers, body } = splitAnswer(answer.text);
    expect(answer.status).toBe(405);
    expect(headers['allow']).toBe('GET, POST');
    expect(headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(body).status).toBe(405);
  });

  test('an HTTP/1.1 request without Host is 400 problem+json', async () => {
    const answer = await rawExchange(server.url, [head('GET /v1/jobs HTTP/1.1\nX-API-Key: dev-key')], {
      closeAfterMs: 2000,
    });
    const { headers, body } = splitAnswer(answer.text);
    expect(answer.status).toBe(400);
    expect(headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(body).detail).toMatch(/Host/);
  });

  test('an Expect other than 100-continue is 417 problem+json', async () => {
    const answer = await rawExchange(server.url, [
      head('GET /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nExpect: bogus\nConnection: close'),
    ]);
    const { headers, body } = splitAnswer(answer.text);
    expect(answer.status).toBe(417);
    expect(headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(body).detail).toMatch(/100-continue/);
  });

  test('20 KB of headers with a body behind them is 431, read whole by the client, 200 times over', async () => {
    const request = Buffer.from(
      head(
        `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nContent-Length: 4096\nX-Big: ${'b'.repeat(20_000)}`,
      ) + ' '.repeat(4096),
    );
    for (let i = 0; i < 200; i++) {
      const answer = await rawExchange(server.url, [request]);
      expectClosingProblem(answer, 431);
    }
  });

  test.each([17_000, 64_000])(
    '%i bytes of headers are 431 problem+json, alone or after a keep-alive request still being answered',
    async (bytes) => {
      const big = head(`GET /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nX-Big: ${'b'.repeat(bytes)}`);
      expectClosingProblem(await rawExchange(server.url, [big]), 431);
      // The outside fuzz's silent closes: the 431 of the second request waited for the first answer, then was dropped.
      const pipelined = await rawExchange(server.url, [
        head('GET /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key') + big,
      ]);
      expect(pipelined.text.match(/HTTP\/1\.1 \d{3}(?= )/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 431']);
      expect(pipelined.error).toBeUndefined();
      expect(pipelined.ended).toBe(true);
      const second = pipelined.text.slice(pipelined.text.indexOf('HTTP/1.1 431'));
      expect(JSON.parse(splitAnswer(second).body)).toMatchObject({ status: 431 });
    },
  );

  test("bytes after a request's Connection: close are dropped: the request gets its own answer, 100 times over", async () => {
    // The soak's one drop in 100,000: a 400 for the stray bytes raced the request's own 405 on the socket.
    const request = Buffer.from(
      head('MKCOL /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: text/plain\nConnection: close') +
        'a'.repeat(256 * 1024),
    );
    for (let i = 0; i < 100; i++) {
      const answer = await rawExchange(server.url, [request]);
      expectClosingProblem(answer, 405);
    }
  });

  test('an Expect: 100-continue request answered without its 100 closes gently: a client still sending is not reset', async () => {
    // The soak's one drop in 300,000. Node keeps no such connection alive (the client may send a body
    // anyway) and used to destroy the socket as soon as the answer was flushed, with the client's bytes
    // unread: the kernel then resets the connection, and a client that had not yet read the answer loses it.
    const request = head(
      'PUT /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nExpect: 100-continue',
    );
    const answer = await rawExchange(server.url, [request, Buffer.alloc(1024 * 1024, 0x20)], {
      gapMs: 100,
      readAfterMs: 300,
    });
    expectClosingProblem(answer, 405);
  });

  test.each([
    ['a chunk size that is not hex', 'Transfer-Encoding: chunked', 'ZZ\r\n{"a"\r\n0\r\n\r\n'],
    ['an unknown transfer coding', 'Transfer-Encoding: gzip', '0\r\n\r\n'],
  ])(
    'a body that breaks mid-way (%s) is 400 at once, not left waiting for a body that never ends',
    async (_, framing, body) => {
      const request = Buffer.from(
        head(`POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\n${framing}`) + body,
      );
      expectClosingProblem(await rawExchange(server.url, [request]), 400);
    },
  );

  // Node's parser reads nothing after a request that asks to switch protocols, and reports no error in
  // its chunked body: the soak's one unanswered request in 300,000 waited 30 s for a 408.
  test.each([
    ['a chunk size that is not hex', 'Upgrade: websocket\nConnection: Upgrade', 'zz\r\n1.9\r\n0\r\n\r\n'],
    ['a valid chunked body', 'Upgrade: h2c\nConnection: keep-alive, Upgrade, HTTP2-Settings', chunked('{}')],
  ])('a request asking to switch protocols with a chunked body (%s) is 400 at once', async (_, upgrade, body) => {
    const request = head(
      `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\n${upgrade}\nTransfer-Encoding: chunked`,
    );
    const { problem } = expectClosingProblem(await rawExchange(server.url, [request + body]), 400);
    expect(problem.detail).toMatch(/Upgrade/);
  });

  test('a request asking to switch protocols is answered as HTTP/1.1, then the connection closes', async () => {
    const job = JSON.stringify(validJob({ name: 'upgrade' }));
    const create = head(
      `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nUpgrade: websocket\nConnection: Upgrade\nContent-Length: ${Buffer.byteLength(job)}`,
    );
    // The request pipelined behind it would never be read: the close tells the client to send it again.
    const answer = await rawExchange(server.url, [
      create + job + head('GET /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key'),
    ]);
    expect(answer.text.match(/HTTP\/1\.1 \d{3}(?= )/g)).toEqual(['HTTP/1.1 201']);
    expect(splitAnswer(answer.text).headers['connection']).toBe('close');
    expect(answer.error).toBeUndefined();
    expect(answer.ended).toBe(true);
    const page = await rawExchange(server.url, [
      head('GET /__console/ HTTP/1.1\nHost: x\nUpgrade: websocket\nConnection: upgrade'),
    ]);
    expect(page.status).not.toBe(0);
    expect(splitAnswer(page.text).headers['connection']).toBe('close');
  });

  test.each([
    ['HPE_HEADER_OVERFLOW', 431],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 413],
    ['HPE_INVALID_METHOD', 400],
    ['HPE_INVALID_CONSTANT', 400],
  ])("the parser's %s is answered %i", (code, status) => {
    const reply = clientErrorReply(Object.assign(new Error(code), { code }));
    expect(reply?.status).toBe(status);
    expect(reply?.headers['Content-Type']).toBe('application/problem+json');
  });

  // RFC 9110 §9.3.2: no content in an answer to HEAD. A body after the head is read by a keep-alive client
  // as the start of its next answer (a stress client lost 35 exchanges in 100,000 that way).
  const headOnly = (answer: RawAnswer, status: number) => {
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(status);
    expect(answer.ended).toBe(true);
    const end = answer.text.indexOf('\r\n\r\n');
    expect(answer.text.slice(end + 4)).toBe('');
    const { headers } = splitAnswer(answer.text);
    expect(headers['content-type']).toBe('application/problem+json');
    expect(Number(headers['content-length'])).toBeGreaterThan(0); // the length a GET's body would have
  };
  const bigHeader = `X-Big: ${'b'.repeat(20_000)}`;
  test.each([
    ['headers over the limit', [head(`HEAD /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\n${bigHeader}`)], 431],
    [
      'headers over the limit, the request line in an earlier packet',
      ['HEAD /v1/jobs HTTP/1.1\r\nHost: x\r\n', head(`X-API-Key: dev-key\n${bigHeader}`)],
      431,
    ],
    ['a header line the parser refuses', [head('HEAD /v1/jobs HTTP/1.1\nHost: x\nBad Header: y')], 400],
    ['an unknown HTTP version', [head('HEAD /v1/jobs HTTP/7.1\nHost: x')], 400],
    ['a lower-case version', [head('HEAD /v1/jobs http/1.1\nHost: x')], 400],
    ['an Expect other than 100-continue', [head('HEAD /v1/jobs HTTP/1.1\nHost: x\nExpect: tea')], 417],
    ['no Host', [head('HEAD /v1/jobs HTTP/1.1\nX-API-Key: dev-key\nConnection: close')], 400],
    ['a line break inside the request target', ['HEAD /v1/jobs/\n\fZ HTTP/1.1\r\nHost: x\r\n\r\n'], 400],
  ])('HEAD refused early (%s) gets the headers of its answer and no body', async (_name, parts, status) => {
    headOnly(await rawExchange(server.url, parts, { gapMs: 20 }), status);
  });

  test('a HEAD over the limit pipelined behind a GET: the GET gets its body, the HEAD none', async () => {
    const answer = await rawExchange(server.url, [
      head('GET /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key') +
        head(`HEAD /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\n${bigHeader}`),
    ]);
    expect(answer.text.match(/HTTP\/1\.1 \d{3}(?= )/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 431']);
    const second = answer.text.slice(answer.text.indexOf('HTTP/1.1 431'));
    expect(second.slice(second.indexOf('\r\n\r\n') + 4)).toBe('');
    expect(answer.error).toBeUndefined();
  });

  test('a GET refused early still gets its body (the method is read, not guessed)', async () => {
    const answer = await rawExchange(server.url, [
      'GET /v1/jobs HTTP/1.1\r\nHost: x\r\n',
      head(`X-Note: HEAD /v1/jobs HTTP/1.1\n${bigHeader}`),
    ]);
    expectClosingProblem(answer, 431);
  });

  test.each([
    'ERR_HTTP_REQUEST_TIMEOUT',
    'HPE_CHUNK_EXTENSIONS_OVERFLOW',
    'HPE_HEADER_OVERFLOW',
    'HPE_INVALID_VERSION',
  ])("the parser's %s, written raw to a HEAD, ends with its headers; to a GET, with its problem", (code) => {
    const reply = clientErrorReply(Object.assign(new Error(code), { code }))!;
    expect(rawAnswer(reply, 'HEAD')).toMatch(/\r\nContent-Length: \d+\r\n(?:.*\r\n)*\r\n$/);
    expect(JSON.parse(splitAnswer(rawAnswer(reply, 'GET')).body).status).toBe(reply.status);
  });

  test('a connection that failed (reset by the client) gets no answer', () => {
    expect(clientErrorReply(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined();
  });
});

describe('answers given before the body is read', () => {
  test('Content-Length of 100 MB is 413 after a few KB are sent, and the server closes', async () => {
    const answer = await rawExchange(server.url, [
      head(
        'POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nContent-Length: 104857600',
      ),
      Buffer.alloc(4096, 0x20),
    ]);
    expectClosingProblem(answer, 413);
  });

  test('a chunked body is 413 as soon as it crosses the limit, without its end', async () => {
    // 72 KiB of chunks and no last chunk: an answer proves the server did not wait for the rest.
    const piece = `2000\r\n${' '.repeat(0x2000)}\r\n`;
    const answer = await rawExchange(server.url, [
      head(
        'POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nTransfer-Encoding: chunked',
      ),
      ...Array.from({ length: 9 }, () => piece),
    ]);
    expectClosingProblem(answer, 413);
  });

  test.each([false, true])(
    'a 100 MB upload (chunked: %s) that keeps sending gets 413 before 1 MB of it is sent',
    async (isChunked) => {
      const result = await uploadUntilAnswer(server.url, {
        totalBytes: 100 * 2 ** 20,
        chunked: isChunked,
        chunkBytes: 8192,
      });
      expectClosingProblem(result, 413);
      expect(result.sentBeforeAnswer).toBeLessThan(2 ** 20);
    },
  );

  test('a client that ignores the 413 and keeps sending is not read on: its writes stall, the 413 in hand', async () => {
    const result = await uploadUntilAnswer(server.url, {
      totalBytes: 100 * 2 ** 20,
      chunked: false,
      chunkBytes: 65_536,
      ignoreAnswer: true,
    });
    expect(result.status).toBe(413);
    expect(result.ended).toBe(true);
    // Only socket buffers (a few MB on loopback) take more; a server reading on would take all 100 MB.
    expect(result.sent).toBeLessThan(32 * 2 ** 20);
  });

  test('a key-less POST with a big body is 401 at once, and the connection closes', async () => {
    const answer = await rawExchange(server.url, [
      head('POST /v1/jobs HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: 10000000'),
      Buffer.alloc(2048, 0x20),
    ]);
    expectClosingProblem(answer, 401);
  });

  test.each([
    ['Content-Length', false],
    ['chunked', true],
  ])('a body of exactly the limit is accepted (%s); one byte more is 413', async (_name, isChunked) => {
    const send = (body: string) => {
      const framing = isChunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${Buffer.byteLength(body)}`;
      return rawExchange(server.url, [
        head(
          `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nConnection: close\n${framing}`,
        ),
        isChunked ? chunked(body) : body,
      ]);
    };
    expect((await send(jobBody(maxBodyBytes))).status).toBe(201);
    expect((await send(jobBody(maxBodyBytes + 1))).status).toBe(413);
  });

  test('Expect: 100-continue with a body over the limit is 413 without a 100 Continue', async () => {
    const answer = await rawExchange(server.url, [
      head(
        'POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nExpect: 100-continue\nContent-Length: 104857600',
      ),
    ]);
    expectClosingProblem(answer, 413);
  });

  test('Expect: 100-continue with a body in the limit gets 100 Continue, then its answer', async () => {
    const body = JSON.stringify(validJob({ name: 'continued' }));
    const answer = await rawExchange(server.url, [
      head(
        `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nExpect: 100-continue\nConnection: close\nContent-Length: ${body.length}`,
      ),
      body,
    ]);
    expect(answer.text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 100', 'HTTP/1.1 201']);
  });

  test('a body read to its end keeps the connection alive for the next request', async () => {
    const body = JSON.stringify({ name: 42 });
    const one =
      head(
        `POST /v1/jobs HTTP/1.1\nHost: x\nX-API-Key: dev-key\nContent-Type: application/json\nContent-Length: ${body.length}`,
      ) + body;
    const last = head('GET /v1/jobs?limit=1 HTTP/1.1\nHost: x\nX-API-Key: dev-key\nConnection: close');
    const answer = await rawExchange(server.url, [one, last]);
    expect(answer.text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 422', 'HTTP/1.1 200']);
  });
});
