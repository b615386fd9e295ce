// The CLI proper (see cli.js for the entry point): flags as docs/decisions/0004-fixed-cli-and-report-interfaces.md fixes them; logs go to stderr
// (cli-logger.ts: JSON, or one readable line per request on a terminal) so the banner on stdout stays
// readable and scriptable.
import { parseArgs } from 'node:util';
import { createRealClock, createVirtualClock, type Clock, type Fixtures } from '../core/index.ts';
import { isControlToken } from '../core/http/control-lock.ts';
import { createCliLogger, logFormats, logLevels, type LogFormat } from './cli-logger.ts';
import { readFixturesFile } from './fixtures-file.ts';
import { startFailureLine } from './start-failure.ts';
import { startMockServer } from './start-mock-server.ts';

const usage = `Usage: cronjobs-mock [options]
  --port N            port to listen on (default 4010; 0 picks a free one)
  --host HOST         address to listen on (default 127.0.0.1)
  --api-key KEY       an account with this key (repeatable; default: one account with key dev-key);
                      CRONJOBS_API_KEYS=KEY1,KEY2 adds keys without showing them in ps (flags first)
  --control-token TOKEN  /__mock needs "Authorization: Bearer TOKEN" (or CRONJOBS_CONTROL_TOKEN=TOKEN);
                      off on a loopback --host, generated and printed when --host is any other address
  --clock real|virtual  real time (default) or time that moves only through /__mock/clock
  --speed N           real clock running N times faster (default 1)
  --state-file PATH   keep state across restarts in a SQLite database (every acknowledged write committed)
  --fixtures FILE     start from this world (JSON or YAML: accounts with keys, jobs, runs; the format
                      GET /__mock/state exports); every entry is checked first, and one bad entry stops
                      the start. Only into an empty mock: refused with a --state-file that holds state
  --live-calls        really call target URLs instead of simulating outcomes
  --allow-private-targets  live calls may reach loopback and private addresses (off: the SSRF guard refuses them)
  --notify-url URL    where failure notifications are delivered (default for every account)
  --history-limit N   finished runs kept per job (default 100)
  --rate-limit N      requests per minute per key (default: no limit)
  --latency MS        delay every answer by MS milliseconds
  --cors-origin ORIGIN  Access-Control-Allow-Origin (default *)
  --proxy-to URL      validating proxy: forward every request outside /__mock to URL (an http or https
                      base URL, trusted as given) and pass its answer back, judging both; violations
                      land in the journal (GET /__mock/requests, the console), marked client or server
  --judge core|full   what the proxy holds traffic to: full (default) the spec, core only what the seed states
  --proxy-timeout MS  the proxy answers 504 when the upstream takes longer (default 30000)
  --record FILE       the proxy writes its traffic to FILE as HAR, keys replaced by $CRONJOBS_API_KEY
  --log-level LEVEL   pino level: info (default), debug, warn, error, silent
  --log-format F      pretty (one readable line per request) or json; default: pretty on a terminal, else json
  --help              this text`;

function fail(message: string): never {
  process.stderr.write(`cronjobs-mock: ${message}\n\n${usage}\n`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        'api-key': { type: 'string', multiple: true },
        'control-token': { type: 'string' },
        clock: { type: 'string', default: 'real' },
        speed: { type: 'string', default: '1' },
        'state-file': { type: 'string' },
        fixtures: { type: 'string' },
        'live-calls': { type: 'boolean', default: false },
        'allow-private-targets': { type: 'boolean', default: false },
        'history-limit': { type: 'string', default: '100' },
        'notify-url': { type: 'string' },
        'rate-limit': { type: 'string' },
        latency: { type: 'string' },
        'cors-origin': { type: 'string', default: '*' },
        'proxy-to': { type: 'string' },
        judge: { type: 'string' },
        'proxy-timeout': { type: 'string' },
        record: { type: 'string' },
        'log-level': { type: 'string', default: 'info' },
        'log-format': { type: 'string', default: 'auto' },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

function number(name: string, text: string | undefined, check: (n: number) => boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || !check(value)) fail(`--${name} must be a valid number, got ${JSON.stringify(text)}`);
  return value;
}

const flags = parse();
if (flags.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const port = number('port', flags.port, (n) => Number.isInteger(n) && n >= 0 && n <= 65535)!;
const speed = number('speed', flags.speed, (n) => n > 0)!;
const rateLimit = number('rate-limit', flags['rate-limit'], (n) => Number.isInteger(n) && n > 0);
const latencyMs = number('latency', flags.latency, (n) => n >= 0);
const historyLimit = number(
  'history-limit',
  flags['history-limit'],
  (n) => Number.isInteger(n) && n >= 1 && n <= 100_000,
)!;
if (flags.clock !== 'real' && flags.clock !== 'virtual') fail('--clock must be real or virtual');
if (flags.clock === 'virtual' && flags.speed !== '1') fail('--speed applies to the real clock only');
if (flags['notify-url'] !== undefined && !/^https?:\/\//i.test(flags['notify-url']))
  fail('--notify-url must be an absolute http or https URL');
if (flags['allow-private-targets'] && !flags['live-calls'])
  fail('--allow-private-targets applies to --live-calls only');
const proxyTo = flags['proxy-to'];
const proxyTimeout = number('proxy-timeout', flags['proxy-timeout'], (n) => Number.isInteger(n) && n >= 1);
if (proxyTo !== undefined && !(URL.canParse(proxyTo) && /^https?:$/.test(new URL(proxyTo).protocol)))
  fail('--proxy-to must be an absolute http or https URL');
if (proxyTo === undefined && (flags.judge !== undefined || flags.record !== undefined || proxyTimeout !== undefined))
  fail('--judge, --record and --proxy-timeout apply to --proxy-to only');
if (flags.judge !== undefined && flags.judge !== 'core' && flags.judge !== 'full') fail('--judge must be core or full');
// The proxy journals real traffic at real times; a virtual clock or simulated jobs would describe another world.
if (
  proxyTo !== undefined &&
  (flags.clock !== 'real' || flags.fixtures !== undefined || flags['state-file'] !== undefined || flags['live-calls'])
)
  fail(
    "--proxy-to serves the upstream's world: it does not go with --clock virtual, --fixtures, --state-file or --live-calls",
  );
if (flags['control-token'] !== undefined && !isControlToken(flags['control-token']))
  fail('--control-token must be a non-empty token without spaces');
// Keys and the token may come from the environment, so they stay out of `ps` and npm's command echo.
const envKeys = (process.env.CRONJOBS_API_KEYS ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter((key) => key !== '');
const apiKeys = [...new Set([...(flags['api-key'] ?? []), ...envKeys])];
const envToken = process.env.CRONJOBS_CONTROL_TOKEN?.trim() || undefined;
if (flags['control-token'] === undefined && envToken !== undefined && !isControlToken(envToken))
  fail('CRONJOBS_CONTROL_TOKEN must be a token without spaces');
const controlToken = flags['control-token'] ?? envToken;

if (!(logFormats as readonly string[]).includes(flags['log-format'])) fail('--log-format must be pretty or json');
if (!logLevels.includes(flags['log-level'])) fail(`--log-level must be one of ${logLevels.join(', ')}`);
const logger = await createCliLogger({ level: flags['log-level'], format: flags['log-format'] as LogFormat });
const clock: Clock = flags.clock === 'virtual' ? createVirtualClock(Date.now()) : createRealClock({ speed });

let server: Awaited<ReturnType<typeof startMockServer>>;
try {
  // Checked by the core (fixture-check.ts); the file only has to be JSON or YAML.
  const fixtures = flags.fixtures
    ? ((await readFixturesFile(flags.fixtures, (note) =>
        process.stderr.write(`cronjobs-mock: --fixtures ${flags.fixtures}: ${note}\n`),
      )) as Fixtures)
    : undefined;
  server = await startMockServer({
    port,
    host: flags.host,
    clock,
    ...(apiKeys.length > 0 ? { apiKeys } : {}),
    ...(controlToken !== undefined ? { controlToken } : {}),
    ...(flags['state-file'] ? { stateFile: flags['state-file'] } : {}),
    ...(fixtures !== undefined ? { fixtures } : {}),
    ...(rateLimit ? { rateLimit: { limit: rateLimit, windowSeconds: 60 } } : {}),
    ...(latencyMs ? { latencyMs } : {}),
    cors: { origin: flags['cors-origin'] },
    historyLimit,
    ...(proxyTo !== undefined
      ? {
          proxy: {
            upstream: proxyTo,
            judge: (flags.judge ?? 'full') as 'core' | 'full',
            ...(proxyTimeout !== undefined ? { timeoutMs: proxyTimeout } : {}),
            ...(flags.record ? { record: flags.record } : {}),
          },
        }
      : {}),
    simulation: {
      liveCalls: flags['live-calls'],
      allowPrivateTargets: flags['allow-private-targets'],
      notifyUrl: flags['notify-url'] ?? null,
    },
    logger,
  });
} catch (error) {
  const line = startFailureLine(error, {
    host: flags.host,
    port,
    stateFile: flags['state-file'],
    fixturesFile: flags.fixtures,
  });
  if (!line) logger.fatal({ err: error }, 'the mock could not start');
  process.stderr.write(`cronjobs-mock: ${line ?? (error as Error).message}\n`);
  process.exit(1);
}

// Ready for a signal before the banner says the mock is up: a script may stop it the moment it reads it.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });

const keys = server.core.accounts().map((a) => a.api_key);
if (proxyTo !== undefined)
  process.stdout.write(
    `cronjobs validating proxy listening on ${server.url}, forwarding to ${proxyTo} (judge: ${flags.judge ?? 'full'}${flags.record ? `; recording to ${flags.record}` : ''})\n` +
      `violations: ${server.url}/__mock/requests — console: ${server.url}/__console/\n` +
      (server.controlToken?.generated
        ? `control token: ${server.controlToken.value} — /__mock needs "Authorization: Bearer <token>" on this address\n`
        : ''),
  );
else
  process.stdout.write(
    `cronjobs mock listening on ${server.url} (clock: ${clock.mode}${speed !== 1 ? ` x${speed}` : ''}; runs: ${flags['live-calls'] ? 'live calls' : 'simulated'})\n` +
      (keys.length === 1
        ? `API key: ${keys[0]} — send it as X-API-Key\n`
        : `API keys: ${keys.join(', ')} — send one as X-API-Key\n`) +
      (server.controlToken?.generated
        ? `control token: ${server.controlToken.value} — /__mock needs "Authorization: Bearer <token>" on this address\n`
        : '') +
      `try: curl -H 'X-API-Key: ${keys[0]}' ${server.url}/v1/jobs\n` +
      `console: ${server.url}/__console/\n`,
  );
