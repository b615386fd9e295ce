// The one check every response in the mock's tests goes through: the status is documented for the
// operation (or, for an unknown route, is the 404/405 problem the conventions promise), the
// Content-Type is one the spec lists, documented headers are present and valid, and the body
// validates against its schema. Schemas come from the bundled spec; nothing is copied here.
import { controlDocument, serviceDocument, type OpenApiDocument } from '../../contract/documents.ts';
import { createSchemaValidator, type SchemaRef, type SchemaValidator } from '../../contract/schema-validator.ts';

/** A response in a transport-neutral shape (web Response or supertest). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed JSON body; undefined when empty. */
  body: any;
}

interface DocumentInfo {
  document: OpenApiDocument;
  validator: SchemaValidator;
}

const documents: Record<'service' | 'control', DocumentInfo> = {
  service: { document: serviceDocument, validator: createSchemaValidator(serviceDocument) },
  control: { document: controlDocument, validator: createSchemaValidator(controlDocument, 'urn:test:mock-control') },
};

const escapeToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

function at(document: OpenApiDocument, pointer: string): any {
  let node: any = document;
  for (const raw of pointer.replace(/^#\//, '').split('/')) node = node?.[raw.replaceAll('~1', '/').replaceAll('~0', '~')];
  return node;
}

/** Follows `$ref`s from `pointer` to the object itself; answers the final pointer. */
function resolve(document: OpenApiDocument, pointer: string): { pointer: string; value: any } {
  let current = pointer;
  let value = at(document, current);
  while (value && typeof value.$ref === 'string') {
    current = value.$ref;
    value = at(document, current);
  }
  return { pointer: current, value };
}

/** The operation a method and path reach, by the spec's own path templates. */
export function findOperation(method: string, path: string): { which: 'service' | 'control'; pointer: string; operationId: string } | undefined {
  const pathname = path.split('?')[0]!;
  const which = pathname.startsWith('/__mock') ? 'control' : 'service';
  const { document } = documents[which];
  for (const template of Object.keys(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (!pattern.test(pathname)) continue;
    const operation = document.paths[template]![method.toLowerCase()] as { operationId?: string } | undefined;
    if (!operation) return undefined;
    return { which, pointer: `#/paths/${escapeToken(template)}/${method.toLowerCase()}`, operationId: String(operation.operationId) };
  }
  return undefined;
}

function fail(where: string, message: string): never {
  throw new Error(`response does not conform (${where}): ${message}`);
}

/** Throws unless `answer` is a response the spec documents for `method path`; returns the answer. */
export function expectConforms(method: string, path: string, answer: Answer): Answer {
  const where = `${method} ${path} → ${answer.status}`;
  const mediaType = (answer.headers['content-type'] ?? '').split(';')[0]!.trim();
  const operation = findOperation(method, path);
  const info = documents[operation?.which ?? (path.startsWith('/__mock') ? 'control' : 'service')];

  if (!operation) {
    // Not an operation: only the route errors of the conventions are allowed, as problems.
    if (method === 'OPTIONS' && answer.status === 204) return answer;
    if (answer.status !== 404 && answer.status !== 405) fail(where, 'an unknown route must answer 404 or 405');
    if (answer.status === 405 && !answer.headers.allow) fail(where, '405 without Allow');
    if (mediaType !== 'application/problem+json') fail(where, `Content-Type ${mediaType} is not application/problem+json`);
    const violations = documents.service.validator.validate('#/components/schemas/Problem', answer.body);
    if (violations.length) fail(where, JSON.stringify(violations));
    if (answer.body.status !== answer.status) fail(where, 'problem status differs from the HTTP status');
    return answer;
  }

  const responses = at(info.document, `${operation.pointer}/responses`) ?? {};
  const key = [String(answer.status), `${String(answer.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) fail(where, `status ${answer.status} is not documented for ${operation.operationId}`);
  const response = resolve(info.document, `${operation.pointer}/responses/${key}`);

  for (const [name, header] of Object.entries<any>(response.value.headers ?? {})) {
    const resolved = resolve(info.document, `${response.pointer}/headers/${escapeToken(name)}`);
    const value = answer.headers[name.toLowerCase()];
    if (value === undefined) {
      if (resolved.value.required === true) fail(where, `header ${name} is missing`);
      continue;
    }
    const violations = info.validator.validate(`${resolved.pointer}/schema` as SchemaRef, value);
    if (violations.length) fail(where, `header ${name}=${value}: ${JSON.stringify(violations)}`);
    void header;
  }

  const content = response.value.content as Record<string, unknown> | undefined;
  if (!content) {
    if (answer.text !== '') fail(where, 'a response without content has a body');
    return answer;
  }
  if (!(mediaType in content)) fail(where, `Content-Type ${mediaType} is not one of ${Object.keys(content).join(', ')}`);
  const schemaRef = `${response.pointer}/content/${escapeToken(mediaType)}/schema` as SchemaRef;
  const violations = info.validator.validate(schemaRef, answer.body);
  if (violations.length) fail(where, `body ${JSON.stringify(violations)} in ${answer.text.slice(0, 500)}`);
  if (mediaType === 'application/problem+json' && answer.body.status !== answer.status) fail(where, 'problem status differs from the HTTP status');
  return answer;
}

export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A web Response as an Answer, leaving the original readable. */
export async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.clone().text();
  return { status: response.status, headers: Object.fromEntries(response.headers), text, body: parseBody(text) };
}

/** A fetch that checks every answer against the spec before handing it on (for typed clients). */
export const checkedFetch = async (request: Request): Promise<Response> => {
  const method = request.method;
  const url = new URL(request.url);
  const response = await globalThis.fetch(request);
  expectConforms(method, `${url.pathname}${url.search}`, await toAnswer(response));
  return response;
};
