// Section 2 — start-up: from spawning the process to the first 200 answer of GET /v1/jobs with a key,
// the mock (its CLI, as `npm start` runs it) against `prism mock spec/openapi.yaml`; the median of N
// runs each, alternating, polling every 5 ms.
// The mock's first run may fill Node's compile cache (cli.js enables it); it is reported apart.
// `--before DIR`: also the mock of another checkout (another commit's, with its own `npm start` flags), as
// server `before`, alternating with the others.
// Usage: node bench/startup.bench.ts [--runs N] [--servers mock,prism] [--before DIR] [--tiny]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  emit,
  freePort,
  log,
  median,
  mockCliOf,
  mockNodeFlags,
  nodeBin,
  nodeFlagsOf,
  parseFlags,
  root,
  round,
  stopChild,
  waitFor200,
} from '../lab/common.ts';

const flags = parseFlags();
const runs = Math.max(1, Math.round(flags.number('runs', flags.tiny ? 1 : 7)));
const before = flags.has('before') ? flags.string('before', '') : undefined;
const servers = [...flags.string('servers', 'mock,prism').split(',').filter(Boolean), ...(before ? ['before'] : [])];
const cli = fileURLToPath(new URL('../mock/server/cli.js', import.meta.url));
const mockArgs = (server: string, port: number) =>
  server === 'before' && before
    ? [...nodeFlagsOf(before), mockCliOf(before), '--port', String(port), '--log-level', 'silent']
    : [...mockNodeFlags, cli, '--port', String(port), '--log-level', 'silent'];

async function once(server: string): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child =
    server !== 'prism'
      ? spawn(nodeBin, mockArgs(server, port), { cwd: root, stdio: 'ignore' })
      : spawn('node_modules/.bin/prism', ['mock', 'spec/openapi.yaml', '--host', '127.0.0.1', '--port', String(port)], {
          cwd: root,
          stdio: 'ignore',
        });
  try {
    await waitFor200(`http://127.0.0.1:${port}/v1/jobs`, 'dev-key', 60_000);
    return performance.now() - began;
  } finally {
    await stopChild(child);
  }
}

const times: Record<string, number[]> = Object.fromEntries(servers.map((s) => [s, []]));
// One unmeasured mock start first, so the compile cache is warm as it is for any user's second start.
let coldMs: number | null = null;
if (servers.includes('mock')) coldMs = await once('mock');
if (before) await once('before');
for (let i = 0; i < runs; i++)
  for (const server of i % 2 === 0 ? servers : [...servers].reverse()) {
    const ms = await once(server);
    times[server]!.push(ms);
    log(`startup: ${server} run ${i + 1}/${runs}: ${ms.toFixed(0)} ms`);
  }

emit({
  section: 'startup',
  runs,
  first_mock_start_ms: coldMs === null ? null : Math.round(coldMs),
  servers: Object.fromEntries(
    Object.entries(times).map(([server, list]) => [
      server,
      {
        median_ms: Math.round(median(list)),
        min_ms: Math.round(Math.min(...list)),
        max_ms: Math.round(Math.max(...list)),
        all_ms: list.map((t) => round(t, 0)),
      },
    ]),
  ),
});
