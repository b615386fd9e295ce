// The self-test's broken mocks are the real core with a wrapper around its web-standard face: a Fault
// takes a Handle and gives one back that rewrites requests on the way in and answers on the way out, or
// talks to the core more than once (a retry with another key, a GET to remember a job). Nothing of a
// fault lives in mock/ — the product has no switch to break itself (issue 12, item 4).
//
//   const broken = withFaults(core.handle, noLocationHeader, createReturns200);
//
// Helpers below keep each fault a few lines: what it matches, what it changes.
import { problemBody, type ProblemKind } from '../../../mock/core/index.ts';

/** The core's face (MockCore.handle), and what a fault gives back. */
export type Handle = (request: Request) => Promise<Response>;
export type Fault = (handle: Handle) => Handle;

/** The first fault is the outermost: it sees the request first and the answer last. */
export const withFaults = (handle: Handle, ...faults: readonly Fault[]): Handle =>
  faults.reduceRight<Handle>((inner, fault) => fault(inner), handle);

export const pathOf = (request: Request): string => new URL(request.url).pathname;
export const queryOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;
export const is = (request: Request, method: string, path: RegExp): boolean =>
  request.method === method && path.test(pathOf(request));

/** `/v1/jobs/{id}` and what follows it. */
export const jobPath = /^\/v1\/jobs\/([^/]+)(\/[a-z]+)?$/;
export const jobIdOf = (request: Request): string | undefined => jobPath.exec(pathOf(request))?.[1];
export const isCreate = (request: Request) => is(request, 'POST', /^\/v1\/jobs$/);
export const isList = (request: Request) => is(request, 'GET', /^\/v1\/jobs$/);

export interface Change {
  url?: string;
  headers?: (headers: Headers) => void;
  body?: Uint8Array | string;
}

/**
 * A copy of `request` with a change. The URL stays exactly as written (the core takes paths as sent, and a
 * WHATWG Request would normalise dot segments); a new body gets its own Content-Length.
 */
export const rewrite = (request: Request, change: Change): Request => build(request, request.body, change);

function build(request: Request, body: BodyInit | null, change: Change): Request {
  const headers = new Headers(request.headers);
  change.headers?.(headers);
  if (change.body !== undefined) {
    const bytes = typeof change.body === 'string' ? new TextEncoder().encode(change.body) : change.body;
    body = bytes as Uint8Array<ArrayBuffer>;
    if (headers.has('Content-Length')) headers.set('Content-Length', String(bytes.byteLength));
  }
  const url = change.url ?? request.url;
  const init = {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : body,
    duplex: 'half',
    signal: request.signal,
  };
  return asSent(new Request(url, init as RequestInit), url);
}

/** Keeps `url` as written on a Request (an own property shadows the normalised one the core would read). */
export function asSent(request: Request, url: string): Request {
  Object.defineProperty(request, 'url', { value: url });
  return request;
}

/** A request whose body was read once, to be sent again (changed or not) as often as a fault needs. */
export interface Buffered {
  bytes: Uint8Array;
  /** The body as JSON, undefined when it is not JSON. */
  json: unknown;
  again(change?: Change): Request;
}

export async function buffer(request: Request): Promise<Buffered> {
  const bytes = request.body === null ? new Uint8Array() : new Uint8Array(await request.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = undefined;
  }
  return { bytes, json, again: (change = {}) => build(request, bytes as Uint8Array<ArrayBuffer>, change) };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's JSON body (undefined when it has none), read from a clone so the answer stays usable. */
export async function jsonOf(answer: Response): Promise<any> {
  try {
    return await answer.clone().json();
  } catch {
    return undefined;
  }
}

/** The same answer with another body, status or headers. */
export function answerWith(
  answer: Response,
  change: { body?: unknown; status?: number; headers?: (headers: Headers) => void },
): Response {
  const headers = new Headers(answer.headers);
  headers.delete('Content-Length');
  change.headers?.(headers);
  const status = change.status ?? answer.status;
  const body = change.body === undefined ? answer.body : JSON.stringify(change.body);
  return new Response(status === 204 ? null : body, { status, headers });
}

/** A problem+json answer as the core words it. */
export function problemAnswer(
  kind: ProblemKind,
  detail: string,
  errors?: ReadonlyArray<Record<string, string>>,
): Response {
  const body = problemBody(kind, detail, errors);
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The `errors` of a 422 answer, [] for any other. */
export async function validationErrors(answer: Response): Promise<Array<{ pointer: string; detail: string }>> {
  if (answer.status !== 422) return [];
  const body = await jsonOf(answer);
  return Array.isArray(body?.errors) ? body.errors : [];
}
