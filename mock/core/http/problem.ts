// RFC 9457 problem details with the spec's types and titles (spec/openapi.yaml, components/examples
// Problem*). One table, so every occurrence of a type carries the same title; `rule` names the
// broken rule in the request journal.
// @see https://www.rfc-editor.org/rfc/rfc9457

const base = 'https://api.cronjobs.example/problems/';

export const problemKinds = {
  malformedJson: { rule: 'json', status: 400, type: `${base}malformed-json`, title: 'Malformed JSON' },
  invalidParameter: {
    rule: 'parameter',
    status: 400,
    type: `${base}invalid-parameter`,
    title: 'Invalid query parameter',
  },
  badRequest: { rule: 'parameter', status: 400, type: 'about:blank', title: 'Bad Request' },
  invalidPath: { rule: 'path', status: 400, type: `${base}invalid-path`, title: 'Invalid path' },
  unauthorized: { rule: 'auth', status: 401, type: 'about:blank', title: 'Unauthorized' },
  notFound: { rule: 'route', status: 404, type: 'about:blank', title: 'Not Found' },
  unknownJob: { rule: 'not-found', status: 404, type: 'about:blank', title: 'Not Found' },
  methodNotAllowed: { rule: 'method', status: 405, type: 'about:blank', title: 'Method Not Allowed' },
  // Written by the server adapter at the transport's edge (mock/server/connection-edges.ts), never journalled.
  requestTimeout: { rule: 'transport', status: 408, type: 'about:blank', title: 'Request Timeout' },
  invalidState: { rule: 'state', status: 409, type: `${base}invalid-state-change`, title: 'Invalid state change' },
  idempotencyInFlight: {
    rule: 'idempotency',
    status: 409,
    type: `${base}idempotency-key-in-use`,
    title: 'Idempotency key in use',
  },
  conflict: { rule: 'state', status: 409, type: 'about:blank', title: 'Conflict' },
  tooLarge: { rule: 'body-size', status: 413, type: 'about:blank', title: 'Content Too Large' },
  unsupportedMediaType: { rule: 'content-type', status: 415, type: 'about:blank', title: 'Unsupported Media Type' },
  expectationFailed: { rule: 'transport', status: 417, type: 'about:blank', title: 'Expectation Failed' },
  headersTooLarge: { rule: 'transport', status: 431, type: 'about:blank', title: 'Request Header Fields Too Large' },
  validation: { rule: 'schema', status: 422, type: `${base}validation-error`, title: 'Validation failed' },
  idempotencyMismatch: {
    rule: 'idempotency',
    status: 422,
    type: `${base}idempotency-key-reused`,
    title: 'Idempotency key reused',
  },
  rateLimited: { rule: 'rate-limit', status: 429, type: `${base}rate-limited`, title: 'Too many requests' },
  internal: { rule: 'server', status: 500, type: 'about:blank', title: 'Internal Server Error' },
  // The validating proxy's own answers (`--proxy-to`, docs/proxy.md): the upstream failed it.
  badGateway: { rule: 'upstream', status: 502, type: 'about:blank', title: 'Bad Gateway' },
  gatewayTimeout: { rule: 'upstream', status: 504, type: 'about:blank', title: 'Gateway Timeout' },
} as const;

export type ProblemKind = keyof typeof problemKinds;

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: ReadonlyArray<Record<string, string>>;
}

export function problemBody(
  kind: ProblemKind,
  detail: string,
  errors?: ReadonlyArray<Record<string, string>>,
): ProblemBody {
  const { status, type, title } = problemKinds[kind];
  return errors && errors.length > 0 ? { type, title, status, detail, errors } : { type, title, status, detail };
}

/** Thrown anywhere in request handling; the pipeline turns it into the problem response. */
export class ProblemError extends Error {
  readonly kind: ProblemKind;
  readonly body: ProblemBody;
  readonly headers: Record<string, string>;
  constructor(
    kind: ProblemKind,
    detail: string,
    options: { errors?: ReadonlyArray<Record<string, string>>; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.kind = kind;
    this.body = problemBody(kind, detail, options.errors);
    this.headers = options.headers ?? {};
  }
}

/** A 422 listing every violation of the request body, each with its JSON Pointer. */
export function validationProblem(violations: ReadonlyArray<{ pointer: string; detail: string }>): ProblemError {
  const count = violations.length;
  return new ProblemError('validation', `The request body has ${count} error${count === 1 ? '' : 's'}.`, {
    errors: violations.map(({ pointer, detail }) => ({ pointer, detail })),
  });
}
