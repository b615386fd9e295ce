// `npm run fixtures:from-har -- FILE [--api-key KEY]… > fixtures.json`: a recording of the validating
// proxy (`--record FILE`) as a fixture for `--fixtures` (mock/proxy/fixtures-from-har.ts), printed as JSON
// to review and commit. The recording's accounts get the keys given, in the order they first appear
// (default dev-key, dev-key-2, …). What it leaves out — an exchange the proxy judged a server violation, a
// job shown to an account not its own, a job the mock refuses — is named on stderr, one line each, so the
// fixture always loads. `--fixtures FILE.har` loads a recording directly, with the default keys.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { HarFileError, fixturesFromHar } from '../mock/proxy/fixtures-from-har.ts';

const usage = 'Usage: npm run fixtures:from-har -- FILE.har [--api-key KEY]… > fixtures.json';

function fail(message: string): never {
  process.stderr.write(`fixtures-from-har: ${message}\n${usage}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({ options: { 'api-key': { type: 'string', multiple: true } }, allowPositionals: true });
} catch (error) {
  fail((error as Error).message);
}
const [file, ...rest] = parsed.positionals;
if (file === undefined || rest.length > 0) fail('give one recording');
let har: unknown;
try {
  har = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  fail(
    `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : `not JSON (${(error as Error).message})`}`,
  );
}
try {
  const fixtures = fixturesFromHar(har, {
    keys: parsed.values['api-key'] ?? [],
    onLeftOut: (note) => process.stderr.write(`fixtures-from-har: ${note}\n`),
  });
  process.stdout.write(`${JSON.stringify(fixtures, null, 2)}\n`);
} catch (error) {
  if (error instanceof HarFileError) fail(`${file}: ${error.message}`);
  throw error;
}
