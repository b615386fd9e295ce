// A typed client for the service API: openapi-fetch over the generated paths, with the API key set once.
// Bodies, parameters, answers and problem+json errors are all typed from spec/openapi.yaml.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from '../generated/openapi.ts';

export type { components, paths };
export type Job = components['schemas']['Job'];
export type JobCreate = components['schemas']['JobCreate'];
export type JobUpdate = components['schemas']['JobUpdate'];
export type Run = components['schemas']['Run'];
export type Problem = components['schemas']['Problem'];
export type ValidationProblem = components['schemas']['ValidationProblem'];

export interface CronJobsClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the service lives, e.g. `http://127.0.0.1:4010` (paths carry `/v1` themselves). */
  baseUrl: string;
  /** The account's key, sent as `X-API-Key` on every request. */
  apiKey: string;
}

export type CronJobsClient = Client<paths>;

export function createCronJobsClient({ baseUrl, apiKey, headers, ...rest }: CronJobsClientOptions): CronJobsClient {
  // Look fetch up at call time, so interceptors installed after the client was made (MSW's
  // setupServer().listen(), test spies) still see its requests.
  const lateFetch = (request: Request) => globalThis.fetch(request);
  return createClient<paths>({ fetch: lateFetch, ...rest, baseUrl, headers: { ...headers, 'X-API-Key': apiKey } });
}
