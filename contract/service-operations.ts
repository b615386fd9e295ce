// The service's operationIds as types, read from the types openapi-typescript generated from
// spec/openapi.yaml, so a table keyed by them (`Record<ServiceOperationId, …>`) fails the type check
// when the spec gains or loses an operation: the compiler names each place an operation must be handled.
// The runtime list, in the spec's order, is the operation table's (operation-table.ts).
import type { operations, paths } from '../generated/openapi.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** Every operation a path of the spec serves (webhooks, which the service sends, are not among them). */
type ServedOperation = { [P in keyof paths]: { [M in Method]: paths[P][M] }[Method] }[keyof paths];

/** The operations served under /v1: `operations` holds the webhooks' too (`jobRunFailed`), which no path serves. */
export type ServiceOperationId = {
  [K in keyof operations]: operations[K] extends ServedOperation ? K : never;
}[keyof operations];

/** The operations on one job: those whose path takes `{job_id}`. */
export type JobOperationId = {
  [K in ServiceOperationId]: operations[K]['parameters']['path'] extends { job_id: unknown } ? K : never;
}[ServiceOperationId];
