// JSON answers typed by the generated `operations`: the status must be one the spec documents for the
// operation and the body must have that status's schema type, so a spec change the handlers do not
// follow fails the type check. Text serialised earlier (a created job, kept for an idempotent replay) carries
// its type with it.
import { json, type Reply } from './respond.ts';

type ResponsesOf<Operation> = Operation extends { responses: infer Responses } ? Responses : never;
type JsonBodyOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

declare const serialises: unique symbol;
/** JSON text of a `T`: made by `jsonTextOf` or joined from such texts, so the type check still sees the shape. */
export type JsonText<T> = string & { readonly [serialises]: T };

export const jsonTextOf = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export function typedReply<Operations>() {
  type Body<Op extends keyof Operations, Status> = JsonBodyOf<
    ResponsesOf<Operations[Op]>[Status & keyof ResponsesOf<Operations[Op]>]
  >;
  const reply = <Op extends keyof Operations & string, Status extends keyof ResponsesOf<Operations[Op]> & number>(
    _operation: Op,
    status: Status,
    body: Body<Op, Status>,
    headers: Record<string, string> = {},
  ): Reply => json(status, body, headers);
  /** The same, for a body already serialised. */
  reply.text = <Op extends keyof Operations & string, Status extends keyof ResponsesOf<Operations[Op]> & number>(
    _operation: Op,
    status: Status,
    text: JsonText<Body<Op, Status>>,
    headers: Record<string, string> = {},
  ): Reply => ({ status, headers: { 'Content-Type': 'application/json', ...headers }, body: text });
  return reply;
}
