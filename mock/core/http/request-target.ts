// Paths are taken as sent (spec info.description, "Paths are taken as sent"). The core chooses between
// the service API (/v1) and the control API (/__mock) on the path exactly as the client wrote it, never on
// a normalised one: `new URL` resolves `/v1/jobs/%2e%2e/%2e%2e/__mock/accounts` to `/__mock/accounts`,
// so a proxy that lets only /v1 through would otherwise let the control API through too.
// A path that a URL parser would rewrite is answered 400 (`pathProblem`, the contract's rule in
// contract/raw-path.ts), so no parser downstream can move it into another namespace.
export { pathProblem } from '../../../contract/raw-path.ts';

/** Scheme and authority of an absolute URL; a WHATWG parser also ends the authority at a backslash. */
const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i;

/**
 * The path of an absolute URL string as it is written: no dot segment removed, no escape decoded. The
 * Express adapter hands over the request target as it arrived; a web `Request` (MSW) has already been
 * through the WHATWG parser, so there the path is what that parser left of it.
 */
export function rawPathOf(url: string): string {
  const rest = url.slice(origin.exec(url)?.[0].length ?? 0);
  const end = rest.search(pathEnd);
  const path = end === -1 ? rest : rest.slice(0, end);
  return path === '' ? '/' : path;
}

const pathEnd = /[?#]/;

/** The namespace a raw path belongs to, decided before anything decodes or normalises it. */
export const isControlPath = (path: string): boolean => path === '/__mock' || path.startsWith('/__mock/');
