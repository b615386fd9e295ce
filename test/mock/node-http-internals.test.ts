// mock/server/node-http-internals.ts: each undocumented member of Node's HTTP server still does what the
// transport edges count on, on this Node, through a plain node:http server and a raw socket. A failure
// here after a Node upgrade names the member that changed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { answerOnSocket, onAnswerClose, stopReading } from '../../mock/server/node-http-internals.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `head`, then `bodyBytes` of body in 16 KiB writes while the socket takes them; resolves with what came back once the server closes or `ms` pass. */
function send(port: number, head: string, bodyBytes = 0, ms = 1500): Promise<{ text: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let text = '';
    let reset = false;
    const done = () => resolve({ text, reset });
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.write(head);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const more = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', more);
      }
    };
    more();
  });
}

test('answerOnSocket: the answer being written on a socket while it is under way, none once it is done', async () => {
  const seen: Array<ServerResponse | undefined> = [];
  let answered!: ServerResponse;
  const port = await serve((request, response) => {
    answered = response;
    seen.push(answerOnSocket(request.socket));
    response.end('ok', () => setImmediate(() => seen.push(answerOnSocket(request.socket))));
  });
  await send(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(seen.map((answer) => (answer === answered ? 'this answer' : answer))).toEqual(['this answer', undefined]);
});

test('stopReading: after an answer, Node does not read the rest of an unread body', async () => {
  let socketOf!: IncomingMessage['socket'];
  const port = await serve((request, response) => {
    socketOf = request.socket;
    stopReading(request.socket);
    response.end('early');
  });
  // 8 MB announced and sent; without the switch, Node drains it all after the answer (req._dump()).
  const { text } = await send(
    port,
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 8388608\r\n\r\n',
    8 * 1024 * 1024,
    800,
  );
  expect(text).toMatch(/^HTTP\/1\.1 200/);
  expect(socketOf.bytesRead).toBeLessThan(4 * 1024 * 1024);
});

test('onAnswerClose: replaces how Node ends the socket after a Connection: close answer', async () => {
  const calls: string[] = [];
  const port = await serve((request, response) => {
    const socket = request.socket;
    onAnswerClose(socket, () => {
      calls.push('ended by us');
      socket.end();
    });
    response.setHeader('Connection', 'close');
    response.end('bye');
  });
  const { text, reset } = await send(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
  expect(calls).toEqual(['ended by us']);
  expect(text).toMatch(/bye$/);
  expect(reset).toBe(false);
});
