// `--record` writes HAR 1.2 as the client saw the exchange: header names in the case they were sent (the
// request's by the client, the answer's by the upstream), a repeated header once per line, and the
// answer's reason phrase as `statusText` — for a forwarded answer and for the proxy's own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { maxBodyBytes } from '../../mock/core/http/request-body.ts';
import { startProxy } from './support.ts';

interface HarEntry {
  request: { headers: Array<{ name: string; value: string }> };
  response: { status: number; statusText: string; headers: Array<{ name: string; value: string }> };
}

let entries: HarEntry[] = [];
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cronjobs-har-'));
  const recording = join(dir, 'traffic.har');
  const upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(201, 'Created Here', [
        'Location',
        '/v1/jobs/job_1',
        'X-Trace-ID',
        'abc',
        'Set-Cookie',
        'a=1',
        'Set-Cookie',
        'b=2',
        'content-type',
        'application/json',
      ]);
      response.end('{"id":"job_1"}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const proxy = await startProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, {
    record: recording,
  });
  await fetch(`${proxy.url}/v1/jobs`, {
    method: 'POST',
    headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json', 'X-Client-Tag': 'one' },
    body: '{}',
  });
  await fetch(`${proxy.url}/v1/jobs`, {
    method: 'POST',
    headers: { 'X-API-Key': 'k', 'Content-Type': 'application/json' },
    body: ' '.repeat(maxBodyBytes + 1),
  });
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
  entries = JSON.parse(await readFile(recording, 'utf8')).log.entries;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test("a forwarded answer: the upstream's reason phrase, its header names as written, a repeated header per line", () => {
  const [forwarded] = entries;
  expect(forwarded!.response.status).toBe(201);
  expect(forwarded!.response.statusText).toBe('Created Here');
  const names = forwarded!.response.headers.map((h) => h.name);
  expect(names).toEqual(expect.arrayContaining(['Location', 'X-Trace-ID', 'content-type']));
  expect(forwarded!.response.headers.filter((h) => h.name === 'Set-Cookie').map((h) => h.value)).toEqual([
    'a=1',
    'b=2',
  ]);
});

test("the request's header names as the client sent them", () => {
  expect(entries[0]!.request.headers.map((h) => h.name)).toEqual(
    expect.arrayContaining(['X-Client-Tag', 'X-API-Key', 'Content-Type']),
  );
});

test("the proxy's own answer (413): its reason phrase and header names as written", () => {
  const own = entries[1]!;
  expect(own.response.status).toBe(413);
  expect(own.response.statusText).toBe('Payload Too Large');
  expect(own.response.headers.map((h) => h.name)).toEqual(expect.arrayContaining(['Content-Type', 'Content-Length']));
});
