// The floor under the validating proxy: a bare node:http forwarder — each request passed to the upstream
// over kept-alive connections and its answer piped back, with no judging, journal, recording or header
// filtering. What the kit's proxy adds above this hop is the price of its own work; the hop itself is the
// machine's (two more loopback trips and a third process to wake).
// Usage: node bench/bare-proxy-server.ts --upstream URL; prints "bare proxy listening on URL".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { upstream: { type: 'string' } } });
if (!values.upstream) throw new Error('--upstream URL is required');
const upstream = new URL(values.upstream);
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((request, response) => {
  const outgoing = http.request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
      agent,
    },
    (incoming) => {
      response.writeHead(incoming.statusCode ?? 502, incoming.headers);
      incoming.pipe(response);
    },
  );
  outgoing.on('error', () => response.destroy());
  request.pipe(outgoing);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`bare proxy listening on http://127.0.0.1:${port}\n`);
});
