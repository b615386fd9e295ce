// `npm run schemathesis [-- ARGS…]`: Schemathesis' `positive_data_acceptance` check (with its others)
// against a fresh mock, when Schemathesis is installed (`pipx install schemathesis`): the spec must never
// accept what the mock refuses. Starts the mock on a free port with the key `dev-key`, runs
// `st run spec/openapi.yaml` against it with ARGS passed on, and exits with Schemathesis' exit code; exits
// 2 naming how to install it when it is not. test/mock/spec-values-accepted.test.ts makes the same check
// in `npm test`, where Schemathesis is not needed.
import { spawn, spawnSync } from 'node:child_process';
import { startMockServer } from '../mock/server/start-mock-server.ts';

const command = ['st', 'schemathesis'].find((name) => spawnSync(name, ['--version']).status === 0);
if (!command) {
  console.error(
    'schemathesis: not installed (pipx install schemathesis, or pip install schemathesis); nothing was run',
  );
  process.exit(2);
}
const server = await startMockServer({ apiKeys: ['dev-key'] });
const child = spawn(
  command,
  [
    'run',
    'spec/openapi.yaml',
    '--url',
    server.url,
    '--header',
    'X-API-Key: dev-key',
    '--checks',
    'positive_data_acceptance,not_a_server_error,response_schema_conformance',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
const code = await new Promise<number>((resolve) => child.on('close', (status) => resolve(status ?? 1)));
await server.close();
process.exit(code);
