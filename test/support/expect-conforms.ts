// The one check every response in the mock's tests goes through — the same judge as the conformance
// suite's full profile (contract/response-judge.ts), over the service document for /v1 and the control
// document for /__mock. Schemas come from the bundled spec; nothing is copied here.
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createResponseJudge } from '../../contract/response-judge.ts';
import { controlValidator, serviceValidator } from '../../contract/validators.ts';

/** A response in a transport-neutral shape (web Response or supertest). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed JSON body; undefined when empty. */
  body: any;
}

const judges = {
  service: createResponseJudge(serviceDocument, serviceValidator),
  // The control document's problems are the service's Problem schema.
  control: createResponseJudge(controlDocument, controlValidator, serviceValidator),
};

/** Throws unless `answer` is a response the spec documents for `method path`; returns the answer. */
export function expectConforms(method: string, path: string, answer: Answer): Answer {
  const judge = path.startsWith('/__mock') ? judges.control : judges.service;
  const headers = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const violations = judge.judge({ method, path, status: answer.status, headers, text: answer.text });
  if (violations.length > 0) {
    const list = violations.map((v) => `${v.detail} (${v.where})`).join('; ');
    throw new Error(
      `response does not conform (${method} ${path} → ${answer.status}): ${list} in ${answer.text.slice(0, 500)}`,
    );
  }
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
