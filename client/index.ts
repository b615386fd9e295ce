// A typed client for the service API: openapi-fetch over the generated paths, with the API key set once.
// Bodies, parameters, answers and problem+json errors are all typed from spec/openapi.yaml.
import { checkNode } from '../contract/node-version.js';
import createClient, { type ClientOptions, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import { OptionError, refuseUnknownOptions, type OptionShape } from '../contract/option-error.ts';
import type { components, operations, paths } from '../generated/openapi.ts';
import type { InitArgs, InitFor, PathsClient, PathsTaking } from './typed-paths.ts';

checkNode('cronjobs-kit/client');
export type { components, operations, paths };
export { OptionError };
export type { PathsClient, PathsTaking } from './typed-paths.ts';
export type Job = components['schemas']['Job'];
export type JobCreate = components['schemas']['JobCreate'];
type JobPatch = components['schemas']['JobUpdate'];
/**
 * A PATCH body (spec JobUpdate). A patch that names `schedule_type` switches the job to that type, and
 * the service then needs that type's schedule (422 otherwise): the typed client asks for it here —
 * `cron_expression` with `'cron'`, `interval_seconds` with `'interval'`, and refuses the other type's
 * fields. To change only a schedule field (an interval, an expression, a zone), leave `schedule_type` out.
 */
export type JobUpdate =
  | (JobPatch & { schedule_type?: undefined })
  | (JobPatch & {
      schedule_type: 'cron';
      cron_expression: NonNullable<JobPatch['cron_expression']>;
      interval_seconds?: never;
    })
  | (JobPatch & {
      schedule_type: 'interval';
      interval_seconds: NonNullable<JobPatch['interval_seconds']>;
      cron_expression?: never;
      timezone?: never;
    });
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
/** The job PATCH's body is the narrower JobUpdate above. */
type PatchRule<Path, Method> = Method extends 'patch'
  ? Path extends '/v1/jobs/{job_id}'
    ? { body: JobUpdate }
    : unknown
  : unknown;
type ClosedBodyMethod<Method extends BodyMethod> = <
  Path extends PathsTaking<paths, Method> & keyof paths,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitFor<Path, InitArgs<ClosedInit<Init, BodyOf<Path, Method>> & PatchRule<Path, Method>>>
) => Promise<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>;

/**
 * openapi-fetch's client over the spec's paths: a path the spec lacks is a compile error naming the known
 * ones (typed-paths.ts), and the bodies of POST and PATCH are closed as the spec closes them.
 */
export type CronJobsClient = Omit<PathsClient<paths>, 'POST' | 'PATCH'> & {
  POST: ClosedBodyMethod<'post'>;
  PATCH: ClosedBodyMethod<'patch'>;
};

/**
 * The keys createCronJobsClient takes: its own, openapi-fetch's and the Fetch standard's RequestInit (the
 * compiler keeps the list equal to CronJobsClientOptions); any other throws an OptionError with the
 * nearest known key, where it would otherwise be dropped and the next request answered 401.
 */
const clientOptionShape = {
  baseUrl: true,
  apiKey: true,
  fetch: true,
  Request: true,
  querySerializer: true,
  bodySerializer: true,
  pathSerializer: true,
  headers: true,
  requestInitExt: true,
  body: true,
  cache: true,
  credentials: true,
  integrity: true,
  keepalive: true,
  method: true,
  mode: true,
  priority: true,
  redirect: true,
  referrer: true,
  referrerPolicy: true,
  signal: true,
  window: true,
} as const satisfies OptionShape<CronJobsClientOptions>;

export function createCronJobsClient(options: CronJobsClientOptions): CronJobsClient {
  refuseUnknownOptions('createCronJobsClient', options, clientOptionShape);
  const { baseUrl, apiKey, headers, ...rest } = options;
  if (typeof apiKey !== 'string' || apiKey === '')
    throw new OptionError('apiKey', apiKey, "the account's API key, a non-empty string (sent as X-API-Key)");
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
