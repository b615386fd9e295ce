// The CLI's log: pino JSON (one object a line, for machines and log shippers) or, for a person at a
// terminal, pino-pretty's one readable line per request —
//   [15:00:01.234] INFO: POST /v1/jobs 422 in 1.3 ms — /name must not be empty
// `auto` (the default) is pretty when stderr is a terminal and JSON otherwise.
import { pino, type Logger } from 'pino';

export const logFormats = ['auto', 'pretty', 'json'] as const;
export const logLevels: readonly string[] = [...Object.keys(pino.levels.values), 'silent'];
export type LogFormat = (typeof logFormats)[number];

// The access log's own fields, shown in the line itself rather than as an object below it.
const requestFields = ['req_id', 'method', 'path', 'status', 'ms', 'key', 'problem'];

/** The readable line of one log entry (pino-pretty's messageFormat). */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  if (log[messageKey] !== 'request') return String(log[messageKey] ?? '');
  const line = `${log.method} ${log.path} ${log.status} in ${log.ms} ms`;
  return typeof log.problem === 'string' ? `${line} — ${log.problem}` : line;
}

/** Async because pino-pretty is loaded only for the pretty format: a start that logs JSON never pays its import. */
export async function createCliLogger(options: {
  level: string;
  format: LogFormat;
  stream?: NodeJS.WritableStream & { isTTY?: boolean };
}): Promise<Logger> {
  const stream = options.stream ?? process.stderr;
  const base = { level: options.level, base: { service: 'cronjobs-mock' } };
  const pretty = options.format === 'pretty' || (options.format === 'auto' && stream.isTTY === true);
  if (!pretty) return stream === process.stderr ? pino(base, pino.destination(2)) : pino(base, stream);
  const { PinoPretty } = await import('pino-pretty');
  return pino(
    base,
    PinoPretty({
      destination: stream === process.stderr ? 2 : stream,
      sync: true,
      colorize: stream.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: ['pid', 'hostname', 'service', ...requestFields].join(','),
      messageFormat: prettyMessage,
      singleLine: true,
    }),
  );
}
