// A control call that carries `X-API-Key` answers for that key's account only (spec/mock-control.yaml,
// securitySchemes.AccountKey), so a balancer hashing on the header can send it to the shard that holds the
// account (docs/sandbox.md). Each operation that can be narrowed to one account has its keyed form here,
// wrapping the operator's handler after checking that what the call names is the account's; an operation
// missing from the table, and the global clock's moves, are the operator's whatever the key (the pipeline
// and `onOwnClock` hold them to the control token). The keyed forms live by capability: scoped-clocks.ts,
// scoped-outcome-rules.ts, scoped-overrides.ts, scoped-accounts.ts; key-scope.ts holds their checks.
import type { operations } from '../../../generated/mock-control.ts';
import type { ScopedDeps, ScopedHandler } from './key-scope.ts';
import { scopedAccountHandlers, scopedListingHandlers } from './scoped-accounts.ts';
import { scopedClockHandlers } from './scoped-clocks.ts';
import { scopedOutcomeRuleHandlers } from './scoped-outcome-rules.ts';
import { scopedOverrideHandlers } from './scoped-overrides.ts';

export { keyScopeOf, type KeyScope, type ScopedDeps, type ScopedHandler } from './key-scope.ts';

export function createScopedHandlers(deps: ScopedDeps): Partial<Record<keyof operations, ScopedHandler>> {
  return {
    ...scopedClockHandlers(deps),
    ...scopedOutcomeRuleHandlers(deps),
    ...scopedOverrideHandlers(deps),
    ...scopedListingHandlers(deps),
    ...scopedAccountHandlers(deps),
  };
}
