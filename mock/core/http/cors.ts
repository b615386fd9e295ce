// CORS for browser clients (spec info.description, Conventions). Keys travel in a header, never in
// cookies, so any origin may call by default; an OPTIONS is answered before authentication because
// browsers send preflights without the key.
// @see https://fetch.spec.whatwg.org/#http-cors-protocol
// @see https://www.rfc-editor.org/rfc/rfc9110#section-9.3.7

import type { IncomingRequest } from './incoming-request.ts';

export interface CorsOptions {
  /** Value of Access-Control-Allow-Origin; `*` unless an adapter narrows it. */
  origin: string;
}

const allowedHeaders = 'X-API-Key, Content-Type, Idempotency-Key, X-Request-Id, Prefer';
const exposedHeaders =
  'Location, Retry-After, RateLimit, RateLimit-Policy, X-Request-Id, Idempotency-Replayed, Allow, WWW-Authenticate, Deprecation, Sunset, Link, Preference-Applied';

/**
 * Every OPTIONS is the server's, never an operation's, and every one gets the preflight answer. A
 * browser's preflight carries `Origin` and `Access-Control-Request-Method`, but one may reach the core
 * with neither: happy-dom's `Request` (the global in vitest's happy-dom environment, which MSW builds
 * the intercepted request with) drops both as forbidden headers, and happy-dom then refuses the call
 * unless the answer allows it. CORS fields on an answer to a request without `Origin` are ignored by
 * every other client (the spec leaves them free).
 */
export function isOptions(request: IncomingRequest): boolean {
  return request.method === 'OPTIONS';
}

/** Headers added to every answer of a request that carries an Origin, and of every OPTIONS (see isOptions). */
export function corsHeaders(request: IncomingRequest, options: CorsOptions): Record<string, string> {
  if (!request.headers.has('Origin') && !isOptions(request)) return {};
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': options.origin,
    'Access-Control-Expose-Headers': exposedHeaders,
  };
  if (options.origin !== '*') headers['Vary'] = 'Origin';
  return headers;
}

/**
 * The 204 to an OPTIONS of a path with methods `allow`: `Allow` and the preflight's fields, whatever the
 * OPTIONS carries (see isOptions; a browser's check reads only the fields).
 * `extraHeaders`: request headers one surface allows beyond the service's (the control token's Authorization).
 */
export function optionsHeaders(allow: readonly string[], extraHeaders: readonly string[] = []): Record<string, string> {
  const methods = [...allow, 'OPTIONS'].join(', ');
  return {
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': [allowedHeaders, ...extraHeaders].join(', '),
    'Access-Control-Max-Age': '600',
    Allow: methods,
  };
}
