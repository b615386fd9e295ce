// What rules need besides a service: a created job with a usable id, a readable list. The run
// establishes each once before any rule (preflight.ts); a rule that needs what could not be established is
// skipped with "blocked by RULE-ID: <reason>", and RULE-ID — which checks that very thing — is the one failure.

export type Precondition = 'job-id' | 'list';

/** A precondition that could not be established: the rule that owns the cause, and why (`blocked by OWNER: …`). */
export interface Unmet {
  readonly owner: string;
  readonly reason: string;
}

/** Each precondition that could not be established; absent when it holds (or was not probed). */
export type Preconditions = Partial<Record<Precondition, Unmet>>;

export const unmet = (owner: string, reason: string): Unmet => ({ owner, reason: `blocked by ${owner}: ${reason}` });

/** The rule that owns each precondition, per profile: it fails with the root cause, its dependants skip. */
export const ownerOf: Record<Precondition, { core: string; full: string }> = {
  'job-id': { core: 'BODY-001', full: 'SCHEMA-001' },
  list: { core: 'AUTH-004', full: 'AUTH-004' },
};
