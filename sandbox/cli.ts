// `npm run sandbox -- --shards N [--port P]`: N mocks behind HAProxy, routing by account (docs/sandbox.md).
// Prints one line with the balancer's URL once it answers; Ctrl-C stops the balancer and every shard.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isLoopbackHost } from '../mock/server/loopback-host.ts';
import { SandboxError, startSandbox } from './start-sandbox.ts';

const usage = `Usage: npm run sandbox -- --shards N [options]
  --shards N          how many mocks (shards) to start behind the balancer (default 3)
  --port P            the balancer's port (default 4010); the shards take the next N ports on 127.0.0.1
                      (0: free ports for all)
  --host HOST         the balancer's address (default 127.0.0.1); on any other address a control token is
                      given to every shard (generated and printed unless --control-token or CRONJOBS_CONTROL_TOKEN)
  --state-dir DIR     where each shard keeps its state file, shardN.sqlite (default .cronjobs-sandbox)
  --api-key KEY       an account made through the balancer, on the shard its key routes to (repeatable;
                      default dev-key; CRONJOBS_API_KEYS=K1,K2 too)
  --clock real|virtual  every shard's clock (default real)
  --speed N           real clocks running N times faster (default 1)
  --control-token T   /__mock on every shard needs "Authorization: Bearer T" (or an account's key)
  --log-level LEVEL   the shards' log level (default warn)
  --help              this text
Needs Debian's haproxy package (apt-get install haproxy).`;

function fail(message: string): never {
  process.stderr.write(`cronjobs-sandbox: ${message}\n\n${usage}\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      shards: { type: 'string', default: '3' },
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'state-dir': { type: 'string', default: '.cronjobs-sandbox' },
      'api-key': { type: 'string', multiple: true },
      clock: { type: 'string', default: 'real' },
      speed: { type: 'string', default: '1' },
      'control-token': { type: 'string' },
      'log-level': { type: 'string', default: 'warn' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const shards = Number(values.shards);
const port = Number(values.port);
const speed = Number(values.speed);
if (!Number.isInteger(shards) || shards < 1 || shards > 64) fail('--shards must be a whole number from 1 to 64');
if (!Number.isInteger(port) || port < 0 || port + shards > 65535)
  fail('--port must leave room for the shards below 65536');
if (values.clock !== 'real' && values.clock !== 'virtual') fail('--clock must be real or virtual');
if (!(speed > 0)) fail('--speed must be a number above 0');
const envKeys = (process.env.CRONJOBS_API_KEYS ?? '').split(',').map((key) => key.trim());
const keys = [...new Set([...(values['api-key'] ?? []), ...envKeys.filter((key) => key !== '')])];
const apiKeys = keys.length > 0 ? keys : ['dev-key'];
const given = values['control-token'] ?? (process.env.CRONJOBS_CONTROL_TOKEN?.trim() || undefined);
// As `npm start` does: off the loopback address the control API would hand out every account's key.
const generated =
  given === undefined && !isLoopbackHost(values.host) ? randomBytes(24).toString('base64url') : undefined;
const controlToken = given ?? generated;
const stateDir = resolve(values['state-dir']);
let stopping = false;

const sandbox = await startSandbox({
  shards,
  port,
  host: values.host,
  stateDir,
  clock: values.clock,
  speed,
  apiKeys,
  logLevel: values['log-level'],
  // A shard that dies comes back on its port and state file, with every write it acknowledged.
  onShardExit(shard, reason) {
    if (stopping) return;
    process.stderr.write(`cronjobs-sandbox: ${shard.name} exited (${reason}); starting it again\n`);
    setTimeout(
      () => void shard.start().catch((error: unknown) => process.stderr.write(`cronjobs-sandbox: ${String(error)}\n`)),
      500,
    );
  },
  ...(controlToken !== undefined ? { controlToken } : {}),
}).catch((error: unknown) => {
  process.stderr.write(`cronjobs-sandbox: ${error instanceof SandboxError ? error.message : String(error)}\n`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void sandbox.close().then(() => process.exit(0));
  });

const { url, rebalanced } = sandbox;
const moved = rebalanced.moved.length;
const left = rebalanced.onTestClocks.length;
process.stdout.write(
  `cronjobs sandbox listening on ${url} (${shards} shard${shards === 1 ? '' : 's'} behind HAProxy, routed by X-API-Key)\n` +
    `API key${apiKeys.length === 1 ? '' : 's'}: ${apiKeys.join(', ')} — send one as X-API-Key\n` +
    (generated !== undefined
      ? `control token: ${generated} — operator calls to a shard need "Authorization: Bearer <token>"\n`
      : '') +
    `try: curl -H 'X-API-Key: ${apiKeys[0]}' ${url}/v1/jobs\n` +
    `new account: curl -X POST ${url}/__mock/accounts -H 'X-API-Key: YOUR-KEY' -H 'Content-Type: application/json' -d '{"name":"Partner A"}'\n` +
    `console: ${url}/__console/ (it asks for the account's key)\n` +
    `shards (operator calls, one shard each): ${sandbox.shards.map((shard) => `${shard.name} ${shard.url}`).join(', ')}\n` +
    `state: ${stateDir}\n` +
    (moved > 0
      ? `moved ${moved} account${moved === 1 ? '' : 's'} to the shard${moved === 1 ? '' : 's'} their keys now go to (${rebalanced.stayed} stayed)\n`
      : '') +
    (left > 0
      ? `left ${left} account${left === 1 ? '' : 's'} on test clocks where they are: their keys now go to another shard\n`
      : ''),
);
