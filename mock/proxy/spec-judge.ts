// `--judge full`: the spec decides. The request is checked as the mock checks its own (route, key, query
// and header parameters, content type, size, JSON, schema and the cron fields' meaning), without the
// mock's state: whether the key is known or the job exists is the upstream's to say. The answer goes
// through the response judge the conformance suite's full profile uses (contract/response-judge.ts).
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { pathProblem } from '../../contract/raw-path.ts';
import { createResponseJudge } from '../../contract/response-judge.ts';
import { serviceValidator } from '../../contract/validators.ts';
import { isOptions } from '../core/http/cors.ts';
import type { IncomingRequest } from '../core/http/incoming-request.ts';
import { parseParameters } from '../core/http/parameters.ts';
import { problemKinds, ProblemError } from '../core/http/problem.ts';
import { readJsonBody } from '../core/routes/body-step.ts';
import { scheduleViolations } from '../core/http/schedule-violations.ts';
import { keyOf, pathOf, type ProxiedExchange, type SidedViolation } from './exchange.ts';

const operations = operationTable(serviceDocument);
const responses = createResponseJudge(serviceDocument, serviceValidator);
const conventions = '#/info/description';
const keyScheme = '#/components/securitySchemes/ApiKeyAuth';

const client = (
  rule: string,
  where: string,
  detail: string,
  at: { pointer?: string; parameter?: string } = {},
): SidedViolation => ({ rule, side: 'client', where, detail, ...at });

/** The recorded request as the core's body step reads one. */
function asIncoming(exchange: ProxiedExchange, url: string): IncomingRequest {
  return {
    method: exchange.method,
    url,
    headers: {
      get: (name) => exchange.headers[name.toLowerCase()] ?? null,
      has: (name) => name.toLowerCase() in exchange.headers,
    },
    signal: AbortSignal.abort(),
    arrayBuffer: async () => exchange.body.slice().buffer,
  };
}

async function bodyViolations(
  exchange: ProxiedExchange,
  url: string,
  body: NonNullable<Parameters<typeof readJsonBody>[1]>,
  where: string,
): Promise<SidedViolation[]> {
  try {
    const parsed = await readJsonBody(asIncoming(exchange, url), body, serviceValidator);
    const found = scheduleViolations(parsed.value, parsed.violations);
    return found.map((v) => client('schema', `${where}/requestBody`, v.detail, { pointer: v.pointer }));
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return [client(problemKinds[error.kind].rule, `${where}/requestBody`, error.body.detail)];
  }
}

export async function specRequestViolations(exchange: ProxiedExchange): Promise<SidedViolation[]> {
  const path = pathOf(exchange.target);
  const refused = pathProblem(path);
  if (refused !== undefined) return [client('path', conventions, refused)];
  const url = `http://upstream${exchange.target}`;
  const incoming = asIncoming(exchange, url);
  if (isOptions(incoming)) return [];
  const parsedUrl = new URL(url);
  const match = operations.match(exchange.method, parsedUrl.pathname);
  if (match.kind === 'not-found') return [client('route', conventions, `no operation serves ${path}`)];
  if (match.kind === 'method-not-allowed')
    return [
      client('method', conventions, `${exchange.method} is not an operation of ${path}; use ${match.allow.join(', ')}`),
    ];
  const { operation } = match;
  const out: SidedViolation[] = [];
  if (keyOf(exchange) === undefined) out.push(client('auth', keyScheme, 'no API key was sent in X-API-Key'));
  const parsed = parseParameters(operation, parsedUrl, incoming.headers, match.params, serviceValidator);
  for (const e of [...parsed.errors.query, ...parsed.errors.header])
    out.push(client('parameter', `${operation.pointer}/parameters`, e.detail, { parameter: e.parameter }));
  if (operation.body) out.push(...(await bodyViolations(exchange, url, operation.body, operation.pointer)));
  return out;
}

/** A place in the answer (`/body/data/0/id`, `/headers/link`, `/status`) as a pointer into its body, when it is in the body. */
function bodyPlace(answerPointer: string): { pointer?: string } {
  if (answerPointer === '/body') return { pointer: '' };
  return answerPointer.startsWith('/body/') ? { pointer: answerPointer.slice('/body'.length) } : {};
}

/** What a 5xx breaks under the spec: the answer the operation documents for it (an unexpected failure), else its answers. */
export function serverErrorPlace(exchange: ProxiedExchange): string {
  const op = operations.find(exchange.method, pathOf(exchange.target));
  if (!op) return conventions;
  return responses.documentedResponse(op, exchange.answer.status) ?? `${op.pointer}/responses`;
}

/** What an answer showing another key's job breaks under the spec: the operation serves the calling account's jobs only. */
export function isolationPlace(exchange: ProxiedExchange): string {
  const op = operations.find(exchange.method, pathOf(exchange.target));
  return op ? `${op.pointer}/description` : conventions;
}

/** The answer against the spec; `refusable` when the request broke it, so only a 4xx may answer it. */
export function specAnswerViolations(
  exchange: ProxiedExchange,
  refusable: readonly SidedViolation[],
): SidedViolation[] {
  const { status, headers, text } = exchange.answer;
  const out: SidedViolation[] = responses
    .judge({ method: exchange.method, path: exchange.target, status, headers, text })
    .map((v) => ({ rule: 'response', side: 'server', where: v.where, detail: v.detail, ...bodyPlace(v.pointer) }));
  // A request the spec refuses was accepted: the server let through what its contract says it refuses.
  if (refusable.length > 0 && status >= 200 && status < 300)
    out.push({
      rule: 'accepted',
      side: 'server',
      where: refusable[0]!.where ?? conventions,
      detail: `answered ${status} to a request the spec refuses (${refusable.map((v) => v.rule).join(', ')}); it is answered with a 4xx`,
    });
  return out;
}
