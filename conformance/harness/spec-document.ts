// The bundled service document as the suite reads it: pointers, $refs and operations come from the
// shared walker (contract/spec-walker.ts). Everything the suite knows about the contract is read from
// here, never copied.
// @see https://spec.openapis.org/oas/v3.1.1#paths-object
import { serviceDocument } from '../../contract/documents.ts';
import { createSpecWalker, type Operation } from '../../contract/spec-walker.ts';

export { escapePointerToken, httpMethods, isObject, type Json, type Operation } from '../../contract/spec-walker.ts';

const walker = createSpecWalker(serviceDocument);

export const { at, resolve, operations, matchOperation, methodsOfPath } = walker;

export function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId} in spec/openapi.yaml`);
  return found;
}

/** Fills `{job_id}` and friends into a path template. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
}
