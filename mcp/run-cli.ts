// `cronjobs-mock mcp`: the mock's MCP server over stdio, for coding agents (docs/mcp.md). It starts a mock
// on --port (a virtual clock by default: an agent's time moves only when it says so) and serves the tools
// over stdin/stdout, so the app under test and the agent share one mock; when the port already has a mock
// on it, or with --mock-url, it drives that one. stdout is the protocol's: every word for people goes to
// stderr.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMockControl } from '../client/control.ts';
import { createRealClock, createVirtualClock } from '../mock/core/index.ts';
import { isControlToken } from '../mock/core/http/control-lock.ts';
import { startFailureLine } from '../mock/server/start-failure.ts';
import { startMockServer, type MockServer } from '../mock/server/start-mock-server.ts';
import { guardTools } from './guard-tools.ts';
import { createMcpServer } from './mcp-server.ts';
import { mockTools } from './tools.ts';

const usage = `Usage: cronjobs-mock mcp [options]
  Serves the Model Context Protocol over stdin/stdout: tools for the mock's accounts, test clocks, jobs,
  clock, outcome rules and answer overrides, its notifications and request journal, the conformance
  suite and the breaking-change guard. Logs go to stderr.
  --port N            port of the mock it starts (default 4010; 0 picks a free one); a mock already
                      listening there is driven instead
  --host HOST         address of the mock it starts (default 127.0.0.1)
  --api-key KEY       an account with this key (repeatable; default dev-key); CRONJOBS_API_KEYS too
  --clock virtual|real  the started mock's clock (default virtual: time moves when a tool says)
  --state-file PATH   the started mock keeps its state in this SQLite file
  --mock-url URL      drive the mock at URL instead of starting one
  --control-token TOKEN  the control token of that mock (or CRONJOBS_CONTROL_TOKEN)
  --help              this text`;

function fail(message: string): never {
  process.stderr.write(`cronjobs-mock mcp: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function flags() {
  try {
    return parseArgs({
      // `cronjobs-mock mcp …` through the bin, `node mcp/cli.js …` in a clone.
      args: process.argv.slice(process.argv[2] === 'mcp' ? 3 : 2),
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        'api-key': { type: 'string', multiple: true },
        clock: { type: 'string', default: 'virtual' },
        'state-file': { type: 'string' },
        'mock-url': { type: 'string' },
        'control-token': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

function version(): string {
  for (const path of ['../package.json', '../../package.json'])
    try {
      return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).version;
    } catch {}
  return '0.0.0';
}

/** Whether a cronjobs mock answers at `url` (its control API's clock). */
async function isMock(url: string, controlToken: string | undefined): Promise<boolean> {
  try {
    await createMockControl({ baseUrl: url, ...(controlToken ? { controlToken } : {}) }).clock();
    return true;
  } catch {
    return false;
  }
}

const values = flags();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got ${values.port}`);
if (values.clock !== 'virtual' && values.clock !== 'real') fail('--clock must be virtual or real');
const mockUrl = values['mock-url'];
if (mockUrl !== undefined && !(URL.canParse(mockUrl) && /^https?:$/.test(new URL(mockUrl).protocol)))
  fail('--mock-url must be an absolute http or https URL');
const controlToken = values['control-token'] ?? (process.env.CRONJOBS_CONTROL_TOKEN?.trim() || undefined);
if (controlToken !== undefined && !isControlToken(controlToken)) fail('--control-token must be a token without spaces');
const apiKeys = [
  ...new Set([
    ...(values['api-key'] ?? []),
    ...(process.env.CRONJOBS_API_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  ]),
];

let server: MockServer | undefined;
let baseUrl = mockUrl?.replace(/\/+$/, '');
if (baseUrl === undefined) {
  try {
    server = await startMockServer({
      port,
      host: values.host,
      clock: values.clock === 'virtual' ? createVirtualClock(Date.now()) : createRealClock(),
      ...(apiKeys.length > 0 ? { apiKeys } : {}),
      ...(controlToken !== undefined ? { controlToken } : {}),
      ...(values['state-file'] ? { stateFile: values['state-file'] } : {}),
    });
    baseUrl = server.url;
    process.stderr.write(`cronjobs-mock mcp: started the mock on ${baseUrl} (clock: ${values.clock})\n`);
  } catch (error) {
    const there = `http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${port}`;
    if ((error as { code?: unknown }).code === 'EADDRINUSE' && (await isMock(there, controlToken))) {
      baseUrl = there;
      process.stderr.write(`cronjobs-mock mcp: driving the mock already on ${baseUrl}\n`);
    } else {
      const line = startFailureLine(error, {
        host: values.host,
        port,
        stateFile: values['state-file'],
        fixturesFile: undefined,
      });
      process.stderr.write(`cronjobs-mock mcp: ${line ?? (error as Error).message}\n`);
      process.exit(1);
    }
  }
} else process.stderr.write(`cronjobs-mock mcp: driving the mock at ${baseUrl}\n`);

const control = createMockControl({ baseUrl, ...(controlToken !== undefined ? { controlToken } : {}) });
const mcp = createMcpServer([...mockTools({ baseUrl, control }), ...guardTools(process.cwd())], version());
let closing = false;
async function stop(code: number): Promise<never> {
  if (!closing) {
    closing = true;
    await server?.close().catch(() => {});
  }
  process.exit(code);
}
// The agent ends the session by closing stdin; the mock this process started goes with it.
mcp.onclose = () => void stop(0);
process.stdin.on('end', () => void stop(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
await mcp.connect(new StdioServerTransport());
