// A typed client for the service API: openapi-fetch over the generated paths, with the API key set once.
// Bodies, parameters, answers and problem+json errors are all typed from spec/openapi.yaml.
import { checkNode } from '../contract/node-version.js';
import createClient, {
  type Client,
  type ClientOptions,
  type FetchResponse,
  type MaybeOptionalInit,
} from 'openapi-fetch';
import type { components, operations, paths } from '../generated/openapi.ts';

checkNode('cronjobs-kit/client');
export type { components, operations, paths };
export type Job = components['schemas']['Job'];
export type JobCreate = components['schemas']['JobCreate'];
export type JobUpdate = components['schemas']['JobUpdate'];
export type SchedulePreviewRequest = components['schemas']['SchedulePreviewRequest'];
export type Run = components['schemas']['Run'];
export type Problem = components['schemas']['Problem'];
export type ValidationProblem = components['schemas']['ValidationProblem'];

export interface CronJobsClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the service lives, e.g. `http://127.0.0.1:4010` (paths carry `/v1` themselves). */
  baseUrl: string;
  /** The account's key, sent as `X-API-Key` on every request. */
  apiKey: string;
}

type BodyMethod = 'post' | 'patch';
type PathsWith<Method extends BodyMethod> = {
  [P in keyof paths]: paths[P][Method] extends undefined | never ? never : P;
}[keyof paths];
type KeysOfAny<T> = T extends unknown ? keyof T : never;
type BodyOf<Path extends keyof paths, Method extends BodyMethod> = NonNullable<
  MaybeOptionalInit<paths[Path], Method>
>['body'];
/**
 * Every request body of the spec is closed (`additionalProperties: false`), but a body passed through
 * openapi-fetch's inferred `Init` escapes TypeScript's excess-property check: each field the body's
 * schema does not name (in any branch of a union) is typed `never` here, so a misspelt field is a
 * compile error as the service's 422 would be.
 */
type ClosedInit<Init, Body> = Init extends { body: infer Given }
  ? Init & { body: { [K in Exclude<KeysOfAny<Given>, KeysOfAny<Body>>]: never } }
  : Init;
type ClosedBodyMethod<Method extends BodyMethod> = <
  Path extends PathsWith<Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  init: ClosedInit<Init, BodyOf<Path, Method>> & { [key: string]: unknown },
) => Promise<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>;

/** openapi-fetch's client, with the bodies of POST and PATCH closed as the spec closes them. */
export type CronJobsClient = Omit<Client<paths>, 'POST' | 'PATCH'> & {
  POST: ClosedBodyMethod<'post'>;
  PATCH: ClosedBodyMethod<'patch'>;
};

export function createCronJobsClient({ baseUrl, apiKey, headers, ...rest }: CronJobsClientOptions): CronJobsClient {
  // Look fetch up at call time, so interceptors installed after the client was made (MSW's
  // setupServer().listen(), test spies) still see its requests.
  const lateFetch = (request: Request) => globalThis.fetch(request);
  // The same object: only its POST and PATCH types are narrower.
  return createClient<paths>({
    fetch: lateFetch,
    ...rest,
    baseUrl,
    headers: { ...headers, 'X-API-Key': apiKey },
  }) as CronJobsClient;
}

type ResponsesOf<Operation extends keyof operations> = operations[Operation]['responses'];
type ContentOf<Answer> = Answer extends { content: infer Content } ? Content[keyof Content] : undefined;

/**
 * An answer of `Operation` as a union on its status: checking `status` narrows `body` to the schema the
 * spec documents for exactly that status (a 422's `errors` with pointers, a 400's with parameters), where
 * openapi-fetch's `error` is the union of every error body. Only documented statuses are in the union
 * (a catch-all `number` member would undo every narrowing); a server that answers another one breaks
 * the contract, which the conformance suite reports.
 */
export type AnswerOf<Operation extends keyof operations> = {
  [Status in keyof ResponsesOf<Operation> & number]: {
    status: Status;
    body: ContentOf<ResponsesOf<Operation>[Status]>;
    response: Response;
  };
}[keyof ResponsesOf<Operation> & number];

/**
 * Reads a call's result as `AnswerOf<Operation>`: `answerOf<'createJob'>(await client.POST('/v1/jobs', …))`.
 * The operation is named by its `operationId`, as in the spec.
 */
export function answerOf<Operation extends keyof operations>(result: {
  data?: unknown;
  error?: unknown;
  response: Response;
}): AnswerOf<Operation> {
  return {
    status: result.response.status,
    body: result.data ?? result.error,
    response: result.response,
  } as AnswerOf<Operation>;
}
