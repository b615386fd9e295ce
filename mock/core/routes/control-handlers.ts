// The mock's control API (spec/mock-control.yaml): clock, reset, accounts, notifications and their
// settings, outcome rules, the event stream, the journal. Keyed by the generated control `operations`, so
// the spec and the handlers cannot drift apart. Thin: the run simulator's engine does the work. Each
// capability's handlers live in a module of their own; this table puts them together.
import type { operations } from '../../../generated/mock-control.ts';
import { accountHandlers } from './control-accounts.ts';
import { clockHandlers } from './control-clock.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';
import { notificationHandlers } from './control-notifications.ts';
import { observationHandlers } from './control-observation.ts';
import { outcomeRuleHandlers } from './control-outcome-rules.ts';
import type { OverrideOperation } from './control-overrides.ts';
import { testClockHandlers } from './control-test-clocks.ts';
import { worldHandlers } from './control-world.ts';

export type { ControlContext, ControlHandler, ControlHandlerDeps } from './control-context.ts';

/** Every control operation but the answer overrides' (control-overrides.ts). */
export function createControlHandlers(
  deps: ControlHandlerDeps,
): Record<Exclude<keyof operations, OverrideOperation>, ControlHandler> {
  return {
    ...clockHandlers(deps),
    ...worldHandlers(deps),
    ...accountHandlers(deps),
    ...testClockHandlers(deps),
    ...notificationHandlers(deps),
    ...outcomeRuleHandlers(deps),
    ...observationHandlers(deps),
  };
}
