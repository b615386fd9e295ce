// One shard of the sandbox: the mock (startMockServer, as `npm start` runs it) on a loopback port with its
// own state file and no account of its own making — every account is made through the balancer, on the
// shard its key routes to, so none sits where the balancer would never send its key. Started by
// start-sandbox.ts (or a systemd unit, deploy/); prints one line with its URL once it accepts requests.
import { parseArgs } from 'node:util';
import { createRealClock, createVirtualClock } from '../mock/core/index.ts';
import { startMockServer } from '../mock/server/index.ts';
import { createCliLogger } from '../mock/server/cli-logger.ts';
import { startFailureLine } from '../mock/server/start-failure.ts';

const { values } = parseArgs({
  options: {
    name: { type: 'string', default: 'shard' },
    port: { type: 'string', default: '0' },
    'state-file': { type: 'string' },
    clock: { type: 'string', default: 'real' },
    speed: { type: 'string', default: '1' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const stateFile = values['state-file'];
if (stateFile === undefined) {
  process.stderr.write('cronjobs sandbox shard: --state-file is required (each shard keeps its accounts in its own)\n');
  process.exit(2);
}
const clock =
  values.clock === 'virtual' ? createVirtualClock(Date.now()) : createRealClock({ speed: Number(values.speed) });
// From the environment, as `npm start` takes it, so it stays out of `ps`.
const controlToken = process.env.CRONJOBS_CONTROL_TOKEN?.trim() || undefined;

const port = Number(values.port);
const server = await startMockServer({
  port,
  host: '127.0.0.1',
  clock,
  apiKeys: [],
  stateFile,
  ...(controlToken !== undefined ? { controlToken } : {}),
  logger: await createCliLogger({ level: values['log-level'], format: 'json' }),
}).catch((error: unknown) => {
  const line = startFailureLine(error, { host: '127.0.0.1', port, stateFile, fixturesFile: undefined });
  process.stderr.write(`cronjobs sandbox ${values.name}: ${line ?? (error as Error).message}\n`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.close().then(() => process.exit(0)));
process.stdout.write(`cronjobs sandbox ${values.name} listening on ${server.url} (state: ${stateFile})\n`);
