// openapi-fetch's client with one change in its types: a path the spec lacks is a compile error that names
// every path the method takes —
//   Argument of type '"/v1/job"' is not assignable to parameter of type '"/v1/jobs" | "/v1/jobs/{job_id}" | …'
// — where openapi-fetch's own signature, with the path's parameters unresolved, often says only "Expected 2
// arguments, but got 1". The objects are openapi-fetch's; only their types are narrowed here.
import type { Client, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/**
 * The paths of `Paths` that take `Method`, as a union of string literals. The template literal makes the
 * compiler print the union itself in an error rather than this alias's name.
 */
export type PathsTaking<Paths, Method extends HttpMethod> = `${{
  [P in keyof Paths & string]: Paths[P] extends Record<Method, infer Operation>
    ? [Operation] extends [undefined]
      ? never
      : P
    : never;
}[keyof Paths & string]}`;

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
// biome-ignore lint/complexity/noBannedTypes: the empty object type is what a key that may be left out accepts
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];
/** openapi-fetch's init argument: optional when nothing in it is required. */
export type InitArgs<Init> =
  RequiredKeys<Init> extends never
    ? [init?: Init & { [key: string]: unknown }]
    : [init: Init & { [key: string]: unknown }];
/**
 * A path the spec lacks leaves `Path` its whole constraint, a union: the init is then left unchecked, so
 * the one error the compiler reports is the path's, naming the known paths.
 */
export type InitFor<Path, Args extends unknown[]> = true extends IsUnion<Path> ? [init?: unknown] : Args;

export type PathMethod<Paths extends {}, Method extends HttpMethod> = <
  Path extends PathsTaking<Paths, Method> & keyof Paths,
  Init extends MaybeOptionalInit<Paths[Path], Method & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitFor<Path, InitArgs<Init>>
) => Promise<FetchResponse<NonNullable<Paths[Path][Method & keyof Paths[Path]]>, Init, `${string}/${string}`>>;

/** openapi-fetch's `Client<Paths>`, each method taking only the paths of the spec that have it. */
export type PathsClient<Paths extends {}> = Omit<
  Client<Paths>,
  'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'
> & {
  GET: PathMethod<Paths, 'get'>;
  PUT: PathMethod<Paths, 'put'>;
  POST: PathMethod<Paths, 'post'>;
  DELETE: PathMethod<Paths, 'delete'>;
  OPTIONS: PathMethod<Paths, 'options'>;
  HEAD: PathMethod<Paths, 'head'>;
  PATCH: PathMethod<Paths, 'patch'>;
  TRACE: PathMethod<Paths, 'trace'>;
};
