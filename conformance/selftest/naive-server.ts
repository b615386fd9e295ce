// A json-server-like service: what a team gets by pointing a generic REST fake at `/v1/jobs`. Integer ids,
// bare-array lists, any body stored as sent (201), PUT/PATCH/DELETE by id, no accounts and no key check,
// 404 with `{}` for anything else, an HTML 400 for malformed JSON. It is not seed-correct (it checks
// nothing), so the suite must fail it — with the real causes, one failure per cause, never a crash or a
// request to /v1/jobs/undefined (unseen-servers.test.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Target } from './fault-runner.ts';

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body, null, 2);
  res
    .writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text), 'x-powered-by': 'naive' })
    .end(text);
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

export function startNaiveServer(): Promise<Target> {
  const rows: Record<string, unknown>[] = [];
  let nextId = 1;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://naive.invalid');
    const text = await read(req);
    let body: unknown = {};
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return send(
          res,
          400,
          '<!DOCTYPE html><pre>SyntaxError: Unexpected token in JSON</pre>',
          'text/html; charset=utf-8',
        );
      }
    }
    const fields =
      body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const match = /^\/v1\/jobs(?:\/([^/]+))?\/?$/.exec(url.pathname);
    if (!match) return send(res, 404, {});
    const id = match[1];
    if (id === undefined) {
      if (req.method === 'GET') return send(res, 200, rows);
      if (req.method === 'POST') {
        const row = { id: nextId++, ...fields };
        rows.push(row);
        return send(res, 201, row);
      }
      return send(res, 404, {});
    }
    const index = rows.findIndex((row) => String(row.id) === id);
    if (index < 0) return send(res, 404, {});
    if (req.method === 'GET') return send(res, 200, rows[index]);
    if (req.method === 'PUT' || req.method === 'PATCH') {
      rows[index] = { ...(req.method === 'PATCH' ? rows[index] : {}), ...fields, id: rows[index]!.id };
      return send(res, 200, rows[index]);
    }
    if (req.method === 'DELETE') {
      rows.splice(index, 1);
      return send(res, 200, {});
    }
    send(res, 404, {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
