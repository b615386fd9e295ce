// Which operations and statuses a run exercised: from the `operationId status` keys each rule reports
// (outcome.ts). A documented status nobody provoked is a gap in the run, not in the service.
//
// Each profile judges statuses by its own basis. Full: the statuses spec/openapi.yaml documents for the
// operation. Core: what the seed states, and the seed gives no status code (§7 "not shown"): its two
// operations succeed (§4.1, §4.2) and refuse a missing key or bad fields (§5, §2), so any 2xx and any 4xx
// are documented outcomes there — a 202 create or a 403 refusal is as seed-correct as 201 or 401. Only a 5xx,
// which no profile accepts, is listed as an answer outside them.
import type { Profile } from '../harness/rule/config.ts';
import { isSeedOperation } from '../harness/spec/provenance.ts';
import { at, isObject, operations } from '../harness/spec/spec-document.ts';

export interface CoverageRow {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /** What `documented` is judged against: the spec's statuses (full) or the seed's outcomes (core). */
  readonly basis: 'spec' | 'seed';
  /** Full: the statuses the spec documents (`4XX`/`default` as written). Core: `2XX`, `4XX`. */
  readonly documented: string[];
  /** Documented entries some answer had. */
  readonly exercised: string[];
  /** Answers outside `documented`: full, statuses the spec does not document; core, 5xx. */
  readonly undocumented: string[];
  /** Every status the operation answered in the run. */
  readonly answered: string[];
}

const covers = (documented: string, status: string) =>
  documented === status || (documented.endsWith('XX') && documented[0] === status[0]) || documented === 'default';

/** The seed's outcomes for its operations: success and refusal, codes left open. */
const seedOutcomes = ['2XX', '4XX'];

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
      const documented = profile === 'core' ? seedOutcomes : isObject(responses) ? Object.keys(responses) : [];
      const statuses = [...(seen.get(op.operationId) ?? [])].sort();
      return {
        operation: op.operationId,
        method: op.method,
        path: op.path,
        basis: profile === 'core' ? 'seed' : 'spec',
        documented,
        exercised: documented.filter((d) => statuses.some((s) => covers(d, s))),
        undocumented:
          profile === 'core'
            ? statuses.filter((s) => Number(s) >= 500)
            : statuses.filter((s) => !documented.some((d) => covers(d, s))),
        answered: statuses,
      };
    });
}
