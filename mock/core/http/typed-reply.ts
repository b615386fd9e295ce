// JSON answers typed by the generated `operations`: the status must be one the spec documents for the
// operation and the body must have that status's schema type, so a spec change the handlers do not
// follow fails the type check.
import { json, type Reply } from './respond.ts';

type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;
type JsonBodyOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

export function typedReply<Operations>() {
  return <Op extends keyof Operations & string, Status extends keyof ResponsesOf<Operations[Op]> & number>(
    _operation: Op,
    status: Status,
    body: JsonBodyOf<ResponsesOf<Operations[Op]>[Status]>,
    headers: Record<string, string> = {},
  ): Reply => json(status, body, headers);
}
