// Why the mock could not start, in one line a person can act on: the usual causes (a port already taken,
// a privileged port, an address that is not this machine's, a state file in a missing folder, in use, or
// not a state file at all, a fixture that does not load) name the flag that fixes them. Anything else is not
// recognised here and keeps its full error in the log.
import { dirname } from 'node:path';
import { FixtureError } from '../core/index.ts';
import { FixturesBesideStateError, FixturesFileError } from './fixtures-file.ts';
import { StateFileError } from './state-file.ts';

interface SystemError {
  code?: unknown;
  path?: unknown;
}

/** What went wrong with --state-file, when the error is about it. */
function stateFileLine(error: unknown, stateFile: string): string | undefined {
  const { code, path } = (error ?? {}) as SystemError;
  const folder = dirname(stateFile);
  const flag = `--state-file ${stateFile}`;
  // Not ours, damaged, in use, or no node:sqlite: the error already says it in the user's terms.
  if (error instanceof StateFileError) return error.message;
  // A read of a folder names no path.
  if (code === 'EISDIR') return `${flag} is a folder; give the path of a file`;
  if (typeof path !== 'string' || !(path === stateFile || path.startsWith(folder))) return undefined;
  if (code === 'ENOENT')
    return `${flag}: the folder ${folder} does not exist; create it, or choose a path in an existing folder`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `${flag}: not allowed to write in ${folder}; choose a path you can write to`;
  return undefined;
}

/**
 * What is wrong with --fixtures: every problem on a line of its own, named by file, entry and field
 * (`fixtures.json: accounts[1].jobs[3].interval_seconds: must be 60 or more`).
 */
function fixturesLines(error: unknown, fixturesFile: string): string | undefined {
  if (error instanceof FixturesFileError || error instanceof FixturesBesideStateError) return error.message;
  if (!(error instanceof FixtureError)) return undefined;
  const count = error.problems.length;
  return [
    `--fixtures ${fixturesFile} was not loaded (${count} ${count === 1 ? 'problem' : 'problems'}):`,
    ...error.problems.map((problem) => `${fixturesFile}: ${problem}`),
  ].join('\n');
}

/** The one line (several for a fixture's problems) for a start-up failure the user can fix, or undefined. */
export function startFailureLine(
  error: unknown,
  where: { host: string; port: number; stateFile?: string | undefined; fixturesFile?: string | undefined },
): string | undefined {
  const code = (error as SystemError | null)?.code;
  const { host, port } = where;
  if (where.fixturesFile) {
    const lines = fixturesLines(error, where.fixturesFile);
    if (lines) return lines;
  }
  if (where.stateFile) {
    const line = stateFileLine(error, where.stateFile);
    if (line) return line;
  }
  switch (code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already taken (another mock still running?); try --port ${port === 65535 ? port - 1 : port + 1}, or --port 0 for any free port`;
    case 'EACCES':
      return `not allowed to listen on port ${port} on ${host} (ports below 1024 need privileges); try --port 4010, or --port 0 for any free port`;
    case 'EADDRNOTAVAIL':
      return `${host} is not an address of this machine; try --host 127.0.0.1, or --host 0.0.0.0 for every interface`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name ${host} does not resolve; try --host 127.0.0.1`;
    default:
      return undefined;
  }
}
