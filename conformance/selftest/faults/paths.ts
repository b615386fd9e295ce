// Faults of routing: paths served that the spec says are not, a path that crashes, no CORS.
import { asSent, problemAnswer, rewrite, type Fault } from './fault.ts';

/** The path part of a URL string as written (no dot segment resolved, no escape decoded). */
const split = (url: string) =>
  /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(.*)$/is.exec(url)!.slice(1) as [string, string, string];

/** Serves a path the core would not, as the path `serveAs` gives (undefined: as it is). */
const servePathAs =
  (serveAs: (path: string) => string | undefined): Fault =>
  (handle) =>
  (request) => {
    const [origin, path, rest] = split(request.url);
    const served = serveAs(path);
    return handle(served === undefined ? request : rewrite(request, { url: `${origin}${served}${rest}` }));
  };

export const serveWithoutPrefix = servePathAs((path) => (/^\/jobs(\/|$)/.test(path) ? `/v1${path}` : undefined));
export const serveAnyVersion = servePathAs((path) =>
  /^\/v\d+\//i.test(path) ? path.replace(/^\/v\d+\//i, '/v1/') : undefined,
);
export const trailingSlashServed = servePathAs((path) => (/^\/v1\/.+\/$/.test(path) ? path.slice(0, -1) : undefined));

/** Decodes the path of a service request and fails on a malformed escape: 500 instead of 404. */
export const badEscape500: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  const [, path] = split(request.url);
  if (path.startsWith('/__') || answer.status === 400) return answer;
  try {
    decodeURIComponent(path);
    return answer;
  } catch {
    return problemAnswer('internal', 'An unexpected error occurred; the request id is in the logs.');
  }
};

/** No CORS: OPTIONS is a method the server lacks (405, answered as the core answers a PUT), and no answer carries Access-Control-* headers. */
export const noCors: Fault = (handle) => async (request) => {
  const answer = await handle(
    request.method === 'OPTIONS'
      ? asSent(new Request(request.url, { method: 'PUT', headers: request.headers }), request.url)
      : request,
  );
  const headers = new Headers(answer.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  return new Response(answer.body, { status: answer.status, headers });
};

/** Rewrites one header of every answer that carries it. */
const rewriteHeader =
  (name: string, change: (value: string) => string): Fault =>
  (handle) =>
  async (request) => {
    const answer = await handle(request);
    const value = answer.headers.get(name);
    if (value === null) return answer;
    const headers = new Headers(answer.headers);
    headers.set(name, change(value));
    return new Response(answer.body, { status: answer.status, headers });
  };

/** Access-Control-Allow-Headers gains an element that is no token (a name with a space): browsers refuse every preflight. */
export const allowHeadersNotTokens: Fault = rewriteHeader('Access-Control-Allow-Headers', (v) => `${v}, X Trace Id`);

/** Allow ends in an empty list element (`GET, POST, `), which RFC 9110 §5.6.1 forbids a sender. */
export const allowEmptyElement: Fault = rewriteHeader('Allow', (v) => `${v}, `);
