// CORS for browser clients (spec info.description, Conventions). Keys travel in a header, never in
// cookies, so any origin may call by default; preflights are answered before authentication because
// browsers send them without the key.
// @see https://fetch.spec.whatwg.org/#http-cors-protocol

import type { IncomingRequest } from './incoming-request.ts';

export interface CorsOptions {
  /** Value of Access-Control-Allow-Origin; `*` unless an adapter narrows it. */
  origin: string;
}

const allowedHeaders = 'X-API-Key, Content-Type, Idempotency-Key, X-Request-Id';
const exposedHeaders = 'Location, Retry-After, RateLimit, RateLimit-Policy, X-Request-Id, Idempotency-Replayed, Allow, WWW-Authenticate, Deprecation, Sunset, Link';

export function isPreflight(request: IncomingRequest): boolean {
  return request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method');
}

/** Headers added to every answer of a request that carries an Origin. */
export function corsHeaders(request: IncomingRequest, options: CorsOptions): Record<string, string> {
  if (!request.headers.has('Origin')) return {};
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': options.origin,
    'Access-Control-Expose-Headers': exposedHeaders,
  };
  if (options.origin !== '*') headers['Vary'] = 'Origin';
  return headers;
}

/** `extraHeaders`: request headers one surface allows beyond the service's (the control token's Authorization). */
export function preflightHeaders(allow: readonly string[], extraHeaders: readonly string[] = []): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': [...allow, 'OPTIONS'].join(', '),
    'Access-Control-Allow-Headers': [allowedHeaders, ...extraHeaders].join(', '),
    'Access-Control-Max-Age': '600',
    Allow: [...allow, 'OPTIONS'].join(', '),
  };
}
