// --fixtures FILE: a fixture (spec/mock-control.yaml Fixtures) read from JSON or YAML, or the world a
// recording of the validating proxy shows (a HAR file, mock/proxy/fixtures-from-har.ts). Parsed as YAML
// 1.2, of which JSON is a subset, so either works whatever the file is called; a key written twice is an
// error rather than a silent last-one-wins. The core checks what the file holds (fixture-check.ts).
import { readFile } from 'node:fs/promises';

/** The file could not be read or parsed; the message names the file. */
export class FixturesFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FixturesFileError';
  }
}

/** --fixtures beside a --state-file that already holds state: fixtures load only into an empty mock. */
export class FixturesBesideStateError extends Error {
  constructor(stateFile: string) {
    super(
      `--state-file ${stateFile} already holds state, and fixtures load only into an empty mock: drop --fixtures to go on from the saved state, or move the state file away to start from the fixture`,
    );
    this.name = 'FixturesBesideStateError';
  }
}

/** `onLeftOut` hears, for a recording, of each exchange or job the world leaves out and why (fixtures-from-har.ts). */
export async function readFixturesFile(path: string, onLeftOut?: (note: string) => void): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FixturesFileError(`--fixtures ${path}: no such file`);
    if (code === 'EISDIR')
      throw new FixturesFileError(`--fixtures ${path} is a folder; give the path of a JSON or YAML file`);
    throw error;
  }
  // Loaded only when asked for: a start without --fixtures does not pay for the parser.
  const { parse } = await import('yaml');
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    // The parser's first line says what and where (line, column); the rest is a picture of the spot.
    throw new FixturesFileError(`${path} is neither JSON nor YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  // A recording of the validating proxy (`--record`, a HAR document) is the world its answers showed.
  if (typeof (parsed as { log?: unknown })?.log === 'object') {
    const { fixturesFromHar, HarFileError } = await import('../proxy/fixtures-from-har.ts');
    try {
      return fixturesFromHar(parsed, onLeftOut ? { onLeftOut } : {});
    } catch (error) {
      if (error instanceof HarFileError) throw new FixturesFileError(`${path}: ${error.message}`);
      throw error;
    }
  }
  return parsed;
}
