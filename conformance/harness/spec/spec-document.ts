// The bundled service document as the suite reads it: pointers and $refs come from the shared walker
// (contract/spec-walker.ts), operations and path matching from the table the mock routes with
// (contract/operation-table.ts). Everything the suite knows about the contract is read from here, never copied.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import { serviceDocument } from '../../../contract/documents.ts';
import { operationTable, type Operation } from '../../../contract/operation-table.ts';
import { createSpecWalker } from '../../../contract/spec-walker.ts';

export { escapePointerToken, httpMethods, isObject, type Json } from '../../../contract/spec-walker.ts';
export type { Operation } from '../../../contract/operation-table.ts';
export type { JobOperationId, ServiceOperationId } from '../../../contract/service-operations.ts';

export const { at, resolve } = createSpecWalker(serviceDocument);
const table = operationTable(serviceDocument);
export const { operations } = table;

/** The operation serving `method` on a request path (query string ignored), if the spec has one. */
export const matchOperation = (method: string, requestPath: string): Operation | undefined =>
  table.find(method, requestPath);

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in spec/openapi.yaml`);
  return found;
}

/** Fills `{job_id}` and friends into a path template. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}
