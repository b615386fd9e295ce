// The body steps shared by the service and control APIs, in the spec's order: 415 → 413 → 400 → 422.
import type { SchemaValidator, Violation } from '../../../contract/schema-validator.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { checkContentType, parseJson, readBody } from '../http/request-body.ts';
import { ProblemError } from '../http/problem.ts';
import type { Operation } from '../../../contract/operation-table.ts';

export interface ParsedBody {
  /** The JSON as sent. */
  raw: unknown;
  /** A copy with the schema's defaults filled in. */
  value: unknown;
  violations: Violation[];
  /** The body's length in bytes. */
  bytes: number;
}

export async function readJsonBody(
  request: IncomingRequest,
  body: NonNullable<Operation['body']>,
  validator: SchemaValidator,
): Promise<ParsedBody> {
  const mediaType = checkContentType(request, body.mediaTypes.keys());
  const bytes = await readBody(request);
  const [raw, value] = parseJson(bytes, 1);
  const violations = validator.validateWithDefaults(body.mediaTypes.get(mediaType)!, value);
  return { raw, value, violations, bytes: bytes.byteLength };
}

/**
 * The JSON body of a request answered without reading it (an answer override), for the journal: what it
 * parses to when it is JSON of at most `limit` bytes, undefined otherwise — never an error.
 */
export async function journalledBody(request: IncomingRequest, limit: number): Promise<unknown> {
  if (Number(request.headers.get('Content-Length') ?? '0') > limit) return undefined;
  try {
    const bytes = await readBody(request);
    return bytes.byteLength === 0 || bytes.byteLength > limit ? undefined : parseJson(bytes)[0];
  } catch (error) {
    if (error instanceof ProblemError) return undefined;
    throw error;
  }
}
