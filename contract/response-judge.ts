// Judges one answer against the contract: the status is documented for the operation, the Content-Type is
// one the spec lists, documented headers are present and valid (and a deprecated operation's Deprecation,
// Sunset and Link, whatever the status), the body validates against its schema, a
// problem repeats the HTTP status; a request no operation serves gets the conventions' 404, or 405 with
// `Allow`, as a problem. The conformance suite's full profile and the mock's own tests share this judge.
// @see https://spec.openapis.org/oas/v3.1.1#responses-object
import { deprecationHeaderProblems } from './deprecation.ts';
import type { OpenApiDocument } from './documents.ts';
import { mediaTypeEssence } from './media-type.ts';
import { operationTable, type Operation } from './operation-table.ts';
import { pathProblem } from './raw-path.ts';
import type { SchemaRef, SchemaValidator, Violation } from './schema-validator.ts';
import { createSpecWalker, escapePointerToken, isObject, type Json, type SpecWalker } from './spec-walker.ts';

export interface JudgedAnswer {
  readonly method: string;
  /** The request path, query string allowed. */
  readonly path: string;
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body as text ('' when none). */
  readonly text: string;
}

/** What part of an answer departs from the contract. */
export type ViolationKind =
  | 'status'
  | 'content-type'
  | 'header'
  | 'body-schema'
  | 'body-not-json'
  | 'body-not-documented'
  | 'problem-status';

/**
 * One departure, as data a program reads (kind, pointer, expected, actual) and as a sentence a person
 * reads (detail): callers group and count by the data, never by parsing the sentence.
 */
export interface ContractViolation {
  readonly kind: ViolationKind;
  /**
   * Where in the answer, as an RFC 6901 pointer into `{status, headers, body}`: `/status`,
   * `/headers/content-type` (lower-case name), `/body` or `/body/errors/0/pointer`.
   */
  readonly pointer: string;
  /**
   * What the spec allows there: the documented statuses (`201`, `4XX`, `default` as written), the media
   * types, the HTTP status a problem repeats; for a header or body schema, the requirement in words.
   */
  readonly expected?: readonly string[];
  /** What the answer had, where it is one value: the status, the Content-Type, the problem's status. */
  readonly actual?: string;
  /** What is wrong, in one sentence. */
  readonly detail: string;
  /** Where the spec says so. */
  readonly where: string;
}

export interface ResponseJudge {
  readonly walker: SpecWalker;
  judge(answer: JudgedAnswer): ContractViolation[];
  /** The response object the spec documents for this status: exact code, then `4XX`, then `default`. */
  documentedResponse(op: Operation, status: number): string | undefined;
  documentedStatuses(op: Operation): string[];
  /** Violations of the schema at `ref`, as `pointer detail` sentences. */
  validateSchema(ref: string, value: unknown): string[];
}

const deprecationConvention = '#/info/description (Conventions: Deprecation)';

const mediaTypeOf = (headers: Readonly<Record<string, string>>) => mediaTypeEssence(headers['content-type']);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const statusOff = (answer: JudgedAnswer, expected: readonly string[]) => ({
  kind: 'status' as const,
  pointer: '/status',
  expected,
  actual: String(answer.status),
});

function contentTypeViolation(
  answer: JudgedAnswer,
  expected: readonly string[],
  detail: string,
  where: string,
): ContractViolation {
  const actual = answer.headers['content-type'];
  return {
    kind: 'content-type',
    pointer: '/headers/content-type',
    expected,
    ...(actual === undefined ? {} : { actual }),
    detail,
    where,
  };
}

/** `problems` supplies the Problem schema: the service document's, which the control document shares. */
export function createResponseJudge(
  document: OpenApiDocument,
  validator: SchemaValidator,
  problems: SchemaValidator = validator,
): ResponseJudge {
  const walker = createSpecWalker(document);
  const spec: JudgeSpec = {
    at: walker.at,
    resolve: walker.resolve,
    validator,
    problems,
    operations: operationTable(document),
  };
  return {
    walker,
    documentedResponse: (op, status) => documentedResponse(spec, op, status),
    documentedStatuses: (op) => documentedStatuses(spec, op),
    validateSchema: (ref, value) =>
      validator.validate(ref as SchemaRef, value).map((v) => `${v.pointer || '(root)'} ${v.detail}`),
    judge: (answer) => judge(spec, answer),
  };
}

/** What the checks read: the document's walker, its validators and its operations. */
interface JudgeSpec {
  readonly at: SpecWalker['at'];
  readonly resolve: SpecWalker['resolve'];
  readonly validator: SchemaValidator;
  readonly problems: SchemaValidator;
  readonly operations: ReturnType<typeof operationTable>;
}

const bodyViolations = (found: readonly Violation[], where: string): ContractViolation[] =>
  found.map((v) => ({
    kind: 'body-schema',
    pointer: `/body${v.pointer}`,
    expected: [v.detail],
    detail: `body ${v.pointer || '(root)'} ${v.detail}`,
    where,
  }));

function judge(spec: JudgeSpec, answer: JudgedAnswer): ContractViolation[] {
  // Paths are taken as sent (info.description): one a URL parser would rewrite is refused 400 before routing.
  if (answer.status === 400 && pathProblem(answer.path.split('?')[0] ?? '') !== undefined)
    return checkProblem(spec, answer, '#/info/description (Conventions: paths are taken as sent)');
  const op = spec.operations.find(answer.method, answer.path);
  if (!op) return checkUnrouted(spec, answer);
  const deprecated = checkDeprecation(op, answer);
  const responsePointer = documentedResponse(spec, op, answer.status);
  if (!responsePointer)
    return [
      {
        ...statusOff(answer, documentedStatuses(spec, op)),
        detail: `status ${answer.status} is not documented for ${op.operationId} (documented: ${documentedStatuses(spec, op).join(', ')})`,
        where: `${op.pointer}/responses`,
      },
      ...deprecated,
    ];
  return [
    ...checkHeaders(spec, responsePointer, answer),
    ...deprecated,
    ...checkBody(spec, responsePointer, answer, op.pointer),
  ];
}

function documentedResponse(spec: JudgeSpec, op: Operation, status: number): string | undefined {
  const responses = spec.at(`${op.pointer}/responses`);
  if (!isObject(responses)) return undefined;
  for (const key of [String(status), `${String(status)[0]}XX`, 'default'])
    if (key in responses) return spec.resolve(`${op.pointer}/responses/${key}`).pointer;
  return undefined;
}

function documentedStatuses(spec: JudgeSpec, op: Operation): string[] {
  const responses = spec.at(`${op.pointer}/responses`);
  return isObject(responses) ? Object.keys(responses) : [];
}

function checkHeaders(spec: JudgeSpec, responsePointer: string, answer: JudgedAnswer): ContractViolation[] {
  const out: ContractViolation[] = [];
  const headers = spec.at(`${responsePointer}/headers`);
  if (!isObject(headers)) return out;
  for (const name of Object.keys(headers)) {
    const header = spec.resolve(`${responsePointer}/headers/${escapePointerToken(name)}`);
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      if (isObject(header.value) && header.value.required === true)
        out.push({
          kind: 'header',
          pointer: `/headers/${escapePointerToken(name.toLowerCase())}`,
          expected: ['is required'],
          detail: `header ${name} is missing`,
          where: header.pointer,
        });
      continue;
    }
    for (const problem of spec.validator.validate(`${header.pointer}/schema` as SchemaRef, value))
      out.push({
        kind: 'header',
        pointer: `/headers/${escapePointerToken(name.toLowerCase())}`,
        expected: [problem.detail],
        actual: value,
        detail: `header ${name}: ${JSON.stringify(value)} ${problem.pointer ? `${problem.pointer} ` : ''}${problem.detail}`,
        where: header.pointer,
      });
  }
  return out;
}

function checkProblemStatus(answer: JudgedAnswer, json: unknown, where: string): ContractViolation[] {
  const status = isObject(json as Json) ? (json as { status?: unknown }).status : undefined;
  if (status === answer.status) return [];
  return [
    {
      kind: 'problem-status',
      pointer: '/body/status',
      expected: [String(answer.status)],
      actual: JSON.stringify(status),
      detail: `the problem's status ${JSON.stringify(status)} differs from the HTTP status ${answer.status}`,
      where,
    },
  ];
}

function checkBody(spec: JudgeSpec, responsePointer: string, answer: JudgedAnswer, where: string): ContractViolation[] {
  const content = spec.at(`${responsePointer}/content`);
  if (!isObject(content)) {
    return answer.text.length > 0
      ? [
          {
            kind: 'body-not-documented',
            pointer: '/body',
            detail: `a body was sent (${answer.text.length} bytes) where the spec documents none`,
            where: responsePointer,
          },
        ]
      : [];
  }
  const mediaType = mediaTypeOf(answer.headers);
  const types = Object.keys(content);
  if (!types.includes(mediaType))
    return [
      contentTypeViolation(
        answer,
        types,
        `Content-Type ${JSON.stringify(answer.headers['content-type'] ?? '')} is not one of ${types.join(', ')}`,
        `${responsePointer}/content`,
      ),
    ];
  // A stream's body is not one JSON document; its media type is what the spec promises.
  if (mediaType === 'text/event-stream') return [];
  const json = parse(answer.text);
  if (json === undefined)
    return [
      {
        kind: 'body-not-json',
        pointer: '/body',
        expected: [mediaType],
        detail: `the body is not JSON: ${answer.text.slice(0, 80)}`,
        where,
      },
    ];
  const schema = `${responsePointer}/content/${escapePointerToken(mediaType)}/schema`;
  const out = bodyViolations(spec.validator.validate(schema as SchemaRef, json), spec.resolve(schema).pointer);
  if (mediaType === 'application/problem+json') out.push(...checkProblemStatus(answer, json, schema));
  return out;
}

function checkUnrouted(spec: JudgeSpec, answer: JudgedAnswer): ContractViolation[] {
  const where = '#/info/description (Conventions: unknown paths, 405 with Allow)';
  // A CORS preflight is answered by the server, not by an operation.
  if (answer.method.toUpperCase() === 'OPTIONS' && answer.status === 204) return [];
  if (answer.status === 429) return [];
  const methods = spec.operations.allowed(answer.path.split('?')[0] ?? '');
  const out: ContractViolation[] = [];
  if (methods.length > 0) {
    if (answer.status !== 405)
      out.push({
        ...statusOff(answer, ['405']),
        detail: `${answer.method} is not an operation of this path; expected 405, got ${answer.status}`,
        where,
      });
    const allow = (answer.headers.allow ?? '')
      .split(',')
      .map((m) => m.trim().toUpperCase())
      .filter(Boolean);
    const missing = methods.filter((m) => !allow.includes(m));
    if (answer.status === 405 && (allow.length === 0 || missing.length > 0))
      out.push({
        kind: 'header',
        pointer: '/headers/allow',
        expected: [`lists ${methods.join(', ')}`],
        ...(answer.headers.allow === undefined ? {} : { actual: answer.headers.allow }),
        detail: `Allow ${JSON.stringify(answer.headers.allow ?? null)} does not list ${methods.join(', ')}`,
        where,
      });
  } else if (answer.status !== 404) {
    out.push({
      ...statusOff(answer, ['404']),
      detail: `no operation serves this path; expected 404, got ${answer.status}`,
      where,
    });
  }
  return [...out, ...checkProblem(spec, answer, where)];
}

/** An answer outside any operation must still be a Problem whose status matches. */
function checkProblem(spec: JudgeSpec, answer: JudgedAnswer, where: string): ContractViolation[] {
  const out: ContractViolation[] = [];
  if (mediaTypeOf(answer.headers) !== 'application/problem+json') {
    out.push(
      contentTypeViolation(
        answer,
        ['application/problem+json'],
        `error Content-Type ${JSON.stringify(answer.headers['content-type'] ?? '')} is not application/problem+json`,
        where,
      ),
    );
    return out;
  }
  // The answer to HEAD has no content (RFC 9110 §9.3.2): its headers are those a GET would get.
  if (answer.method.toUpperCase() === 'HEAD') return out;
  const json = parse(answer.text);
  out.push(
    ...bodyViolations(spec.problems.validate('#/components/schemas/Problem', json), '#/components/schemas/Problem'),
  );
  out.push(...checkProblemStatus(answer, json, '#/components/schemas/Problem'));
  return out;
}

/** Every answer of a deprecated operation, errors included, carries Deprecation, Sunset and Link (info.description). */
function checkDeprecation(op: Operation, answer: JudgedAnswer): ContractViolation[] {
  if (!op.deprecation) return [];
  return deprecationHeaderProblems(op.deprecation, answer.headers).map((problem) => ({
    kind: 'header',
    pointer: `/headers/${problem.header.toLowerCase()}`,
    expected: [problem.expected],
    ...(problem.actual === undefined ? {} : { actual: problem.actual }),
    detail: problem.detail,
    where: deprecationConvention,
  }));
}
