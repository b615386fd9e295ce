// Why the mock could not start, in one line a person can act on: the usual causes (a port already taken,
// a privileged port, an address that is not this machine's) name the flag that fixes them. Anything else
// is not recognised here and keeps its full error in the log.
interface SystemError {
  code?: unknown;
}

/** The one line for a listen failure the user can fix with a flag, or undefined. */
export function startFailureLine(error: unknown, where: { host: string; port: number }): string | undefined {
  const code = (error as SystemError | null)?.code;
  const { host, port } = where;
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
