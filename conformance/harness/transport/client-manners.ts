// The headers every real client sends and the kit would otherwise leave out: a service that behaves one
// way for a bare request and another for what curl, browsers and HTTP libraries send (say, skips the key
// check when `Accept: */*` is present) must meet the second kind. A header the request names itself, in
// any case, is left as the rule wrote it: rules about headers keep control.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The kit's version, from the nearest package.json of the kit (the repository's or the installed package's). */
function kitVersion(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (
        (manifest.name === 'cronjobs-kit' || manifest.name === 'cronjobs-conformance') &&
        typeof manifest.version === 'string'
      )
        return manifest.version;
    } catch {
      // no package.json here: look further up
    }
    if (dirname(dir) === dir) return undefined;
  }
}

const version = kitVersion();

/**
 * - `Accept`: JSON first, as fetch-based API clients ask, and the wildcard at a lower weight so an error in
 *   another media type (problem+json, text/plain) is still acceptable and a negotiating service has no
 *   reason to answer 406.
 * - `Accept-Encoding`: what fetch (undici) and browsers send; answers are decoded (http.ts), as they decode.
 * - `User-Agent`: names the kit and its version, so a service's logs show who called.
 */
export const clientManners: Readonly<Record<string, string>> = {
  Accept: 'application/json, */*;q=0.5',
  'Accept-Encoding': 'gzip, deflate, br',
  'User-Agent': version ? `cronjobs-conformance/${version}` : 'cronjobs-conformance',
};

/** `headers` with each of the manners the request does not name itself (names compared case-insensitively). */
export function withClientManners(headers: Readonly<Record<string, string>> = {}): Record<string, string> {
  const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const added = Object.entries(clientManners).filter(([name]) => !named.has(name.toLowerCase()));
  return { ...headers, ...Object.fromEntries(added) };
}
