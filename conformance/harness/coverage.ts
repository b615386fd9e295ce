// Which operations and documented statuses a run exercised: from the `operationId status` keys each rule
// reports (outcome.ts). A documented status nobody provoked is a gap in the run, not in the service.
import type { Profile } from './config.ts';
import { isSeedOperation } from './provenance.ts';
import { at, isObject, operations } from './spec-document.ts';

export interface CoverageRow {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /** Statuses the spec documents for the operation (`4XX`/`default` as written). */
  readonly documented: string[];
  /** Documented statuses some answer had. */
  readonly exercised: string[];
  /** Statuses answered that the spec does not document. */
  readonly undocumented: string[];
}

const covers = (documented: string, status: string) => documented === status || (documented.endsWith('XX') && documented[0] === status[0]) || documented === 'default';

export function coverageRows(keys: Iterable<string>, profile: Profile): CoverageRow[] {
  const seen = new Map<string, Set<string>>();
  for (const key of keys) {
    const [operation, status] = key.split(' ');
    if (operation && status) seen.set(operation, (seen.get(operation) ?? new Set()).add(status));
  }
  return operations
    .filter((op) => profile === 'full' || isSeedOperation(op.operationId))
    .map((op) => {
      const responses = at(`${op.pointer}/responses`);
      const documented = isObject(responses) ? Object.keys(responses) : [];
      const statuses = [...(seen.get(op.operationId) ?? [])].sort();
      return {
        operation: op.operationId,
        method: op.method,
        path: op.path,
        documented,
        exercised: documented.filter((d) => statuses.some((s) => covers(d, s))),
        undocumented: statuses.filter((s) => !documented.some((d) => covers(d, s))),
      };
    });
}
