// Judges one exchange against the contract, as the full profile does for every response of every rule:
// the status is documented for the operation, the Content-Type is one the spec lists, documented headers
// are present and valid, the body validates against its schema. Schemas are compiled from the bundled
// spec (contract/schema-validator.ts); nothing is copied here.
// @see https://spec.openapis.org/oas/v3.1.1#responses-object
import { serviceDocument } from '../../contract/documents.ts';
import { createSchemaValidator, type SchemaRef } from '../../contract/schema-validator.ts';
import type { Exchange, ExchangeResponse } from './http.ts';
import { at, escapePointerToken, isObject, matchOperation, methodsOfPath, resolve, type Operation } from './spec-document.ts';

export interface ContractViolation {
  /** What is wrong, in one sentence. */
  readonly detail: string;
  /** Where the spec says so. */
  readonly where: string;
}

let validator: ReturnType<typeof createSchemaValidator> | undefined;
function schemas() {
  validator ??= createSchemaValidator(serviceDocument);
  return validator;
}

export function validateSchema(ref: string, value: unknown): string[] {
  return schemas()
    .validate(ref as SchemaRef, value)
    .map((v) => `${v.pointer || '(root)'} ${v.detail}`);
}

/** The response object the spec documents for this status: exact code, then `4XX`, then `default`. */
export function documentedResponse(op: Operation, status: number): string | undefined {
  const responses = at(`${op.pointer}/responses`);
  if (!isObject(responses)) return undefined;
  for (const key of [String(status), `${String(status)[0]}XX`, 'default'])
    if (key in responses) return resolve(`${op.pointer}/responses/${key}`).pointer;
  return undefined;
}

export function documentedStatuses(op: Operation): string[] {
  const responses = at(`${op.pointer}/responses`);
  return isObject(responses) ? Object.keys(responses) : [];
}

function checkHeaders(responsePointer: string, response: ExchangeResponse, where: string): ContractViolation[] {
  const out: ContractViolation[] = [];
  const headers = at(`${responsePointer}/headers`);
  if (!isObject(headers)) return out;
  for (const name of Object.keys(headers)) {
    const header = resolve(`${responsePointer}/headers/${escapePointerToken(name)}`);
    const value = response.headers[name.toLowerCase()];
    if (value === undefined) {
      if (isObject(header.value) && header.value.required === true) out.push({ detail: `header ${name} is missing`, where: header.pointer });
      continue;
    }
    for (const problem of validateSchema(`${header.pointer}/schema`, value))
      out.push({ detail: `header ${name}: ${JSON.stringify(value)} ${problem.replace(/^\(root\) /, '')}`, where: header.pointer });
  }
  return out;
}

function checkBody(responsePointer: string, response: ExchangeResponse, where: string): ContractViolation[] {
  const content = at(`${responsePointer}/content`);
  if (!isObject(content)) {
    return response.body.length > 0 ? [{ detail: `a body was sent (${response.body.length} bytes) where the spec documents none`, where: responsePointer }] : [];
  }
  const types = Object.keys(content);
  if (!types.includes(response.mediaType))
    return [{ detail: `Content-Type ${JSON.stringify(response.headers['content-type'] ?? '')} is not one of ${types.join(', ')}`, where: `${responsePointer}/content` }];
  if (response.json === undefined) return [{ detail: `the body is not JSON: ${response.body.slice(0, 80)}`, where }];
  const schema = `${responsePointer}/content/${escapePointerToken(response.mediaType)}/schema`;
  return validateSchema(schema, response.json).map((problem) => ({ detail: `body ${problem}`, where: resolve(schema).pointer }));
}

/** What a request that matches no operation must get: 404 (unknown path) or 405 with `Allow`, as a problem. */
function checkUnrouted(exchange: Exchange, response: ExchangeResponse): ContractViolation[] {
  const where = '#/info/description (Conventions: unknown paths, 405 with Allow)';
  const methods = methodsOfPath(exchange.request.path);
  const out: ContractViolation[] = [];
  if (response.status === 429) return out;
  if (methods) {
    if (response.status !== 405) out.push({ detail: `${exchange.request.method} is not an operation of this path; expected 405, got ${response.status}`, where });
    const allow = (response.headers.allow ?? '').split(',').map((m) => m.trim().toUpperCase()).filter(Boolean);
    const missing = methods.filter((m) => !allow.includes(m));
    if (response.status === 405 && (allow.length === 0 || missing.length > 0))
      out.push({ detail: `Allow ${JSON.stringify(response.headers.allow ?? null)} does not list ${methods.join(', ')}`, where });
  } else if (response.status !== 404) {
    out.push({ detail: `no operation serves this path; expected 404, got ${response.status}`, where });
  }
  if (response.mediaType !== 'application/problem+json') out.push({ detail: `error Content-Type ${JSON.stringify(response.headers['content-type'] ?? '')} is not application/problem+json`, where });
  else for (const problem of validateSchema('#/components/schemas/Problem', response.json)) out.push({ detail: `body ${problem}`, where: '#/components/schemas/Problem' });
  return out;
}

/** Every way the exchange's response departs from the contract; empty when it conforms. */
export function validateExchange(exchange: Exchange): ContractViolation[] {
  const response = exchange.response;
  if (!response) return [];
  const op = matchOperation(exchange.request.method, exchange.request.path);
  if (!op) return checkUnrouted(exchange, response);
  const responsePointer = documentedResponse(op, response.status);
  if (!responsePointer)
    return [{ detail: `status ${response.status} is not documented for ${op.operationId} (documented: ${documentedStatuses(op).join(', ')})`, where: `${op.pointer}/responses` }];
  return [...checkHeaders(responsePointer, response, op.pointer), ...checkBody(responsePointer, response, op.pointer)];
}
