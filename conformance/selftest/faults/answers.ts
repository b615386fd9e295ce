// Faults of what an answer says: statuses, headers, problem details, the created record.
import { answerWith, buffer, isCreate, isObject, jsonOf, type Fault } from './fault.ts';

/** Rewrites every answer `applies` picks. */
const rewriteAnswers =
  (
    applies: (request: Request, answer: Response) => boolean,
    change: (answer: Response) => Promise<Response> | Response,
  ): Fault =>
  (handle) =>
  async (request) => {
    const answer = await handle(request);
    return applies(request, answer) ? change(answer) : answer;
  };

const isProblem = (answer: Response) => answer.headers.get('Content-Type') === 'application/problem+json';

/** A created job is answered 200 instead of 201. */
export const createReturns200 = rewriteAnswers(
  (request, answer) => isCreate(request) && answer.status === 201,
  (answer) => answerWith(answer, { status: 200 }),
);

/** A create answer (first or replayed) without Location. */
export const noLocationHeader = rewriteAnswers(
  (request) => isCreate(request),
  (answer) => answerWith(answer, { headers: (h) => h.delete('Location') }),
);

/** Problems are sent as application/json. */
export const problemAsPlainJson = rewriteAnswers(
  (_, answer) => isProblem(answer),
  (answer) => answerWith(answer, { headers: (h) => h.set('Content-Type', 'application/json') }),
);

/** A problem's type is a path (`/problems/...`), not an absolute URI. */
export const relativeProblemType = rewriteAnswers(
  (_, answer) => isProblem(answer),
  async (answer) => {
    const body = await jsonOf(answer);
    return answerWith(answer, { body: { ...body, type: String(body.type).replace(/^https:\/\/[^/]+/, '') } });
  },
);

/** A parameter error names `query` instead of the parameter. */
export const parameterErrorUnnamed = rewriteAnswers(
  (_, answer) => isProblem(answer),
  async (answer) => {
    const body = await jsonOf(answer);
    if (!Array.isArray(body?.errors) || !body.errors.some((e: { parameter?: string }) => e.parameter !== undefined))
      return answer;
    return answerWith(answer, {
      body: {
        ...body,
        errors: body.errors.map((e: { parameter?: string }) =>
          e.parameter === undefined ? e : { ...e, parameter: 'query' },
        ),
      },
    });
  },
);

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

/** A created job gets method GET whatever method was sent. */
export const wrongCreatedValues: Fault = (handle) => async (request) => {
  if (!isCreate(request)) return handle(request);
  const sent = await buffer(request);
  if (!isObject(sent.json) || !methods.includes(sent.json.method as string)) return handle(sent.again());
  return handle(sent.again({ body: JSON.stringify({ ...sent.json, method: 'GET' }) }));
};
