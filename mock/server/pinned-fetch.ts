// The Node side of the SSRF guard for `--live-calls`: a fetch (undici's, over its own Agent) whose every
// new connection resolves the target's name once, checks every address with the core's guard
// (checkResolved) and opens the socket to a checked address itself. There is no second lookup between
// the check and the connection, so a DNS answer that changes (rebinding) cannot switch the target.
// The Host header and TLS SNI keep the name: undici takes both from the URL, not from the address.
// Redirects stay the caller's business (the live caller asks for `redirect: 'manual'`).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { checkResolved, TargetRefusedError } from '../core/simulator/outcomes/ssrf-guard.ts';

/** Every address a host name resolves to, in the resolver's order. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), as a connection would use it. */
export const dnsResolve: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface PinnedFetchOptions {
  /** DNS; the system resolver by default. */
  resolve?: Resolver;
  /**
   * Opens a socket to the address in `hostname` (undici's TCP/TLS connector by default). Another one
   * puts a different transport under the same check — a test's, so that nothing leaves the machine.
   */
  connector?: buildConnector.connector;
}

export interface PinnedFetch {
  fetch: typeof fetch;
  /** Ends every connection, calls in flight included. */
  close(): Promise<void>;
}

export function createPinnedFetch(options: PinnedFetchOptions = {}): PinnedFetch {
  const resolve = options.resolve ?? dnsResolve;
  const open = options.connector ?? buildConnector({});

  /** Tries the checked addresses in order, as a connection to the name would; the first that opens wins. */
  function openFirst(
    addresses: readonly string[],
    target: buildConnector.Options,
    callback: buildConnector.Callback,
    index = 0,
  ): void {
    // Only the address changes: `host` (name:port) stays, and undici's SNI comes from it.
    open({ ...target, hostname: addresses[index]! }, (...result) => {
      if (result[0] !== null && index + 1 < addresses.length) openFirst(addresses, target, callback, index + 1);
      else callback(...result);
    });
  }

  const connect: buildConnector.connector = (target, callback) => {
    const name = target.hostname;
    const addresses = isIP(name) !== 0 ? Promise.resolve([name]) : resolve(name);
    addresses.then(
      (found) => {
        const check = checkResolved(name, found);
        if (check.ok) openFirst(found, target, callback);
        else callback(new TargetRefusedError(check.reason), null);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };

  const agent = new Agent({ connect });
  return {
    fetch: ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      undiciFetch(input as Parameters<typeof undiciFetch>[0], {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher: agent,
      })) as unknown as typeof fetch,
    close: () => agent.destroy(),
  };
}
