// The mock's core, for adapters (Express server, MSW handlers) and tests.
import { checkNode } from '../../contract/node-version.js';
export { coreOptionShape, createMockCore, type MockCore, type MockCoreOptions } from './mock-core.ts';
export {
  expectNumber,
  expectObject,
  expectUrl,
  isClockLike,
  OptionError,
  refuseUnknownOptions,
  type OptionShape,
} from './options/option-error.ts';
export { checkClockOptions, clockFromOptions, type ClockOptions } from './options/clock-option.ts';
export { createRealClock, createVirtualClock, toTimestamp, type Clock, type ClockMode } from './primitives/clock.ts';
export { isStateSnapshot, type StateSnapshot } from './state/state-snapshot.ts';
export { checkFixtures, FixtureError, type Fixtures } from './fixtures/fixtures.ts';
export { keyFingerprint, type Account } from './state/accounts.ts';
export { controlRealm, createControlLock, type ControlLock } from './http/control-lock.ts';
export type { RateLimitOptions } from './state/rate-limit.ts';
export type { Reply } from './http/respond.ts';
export type { RequestLine } from './http/incoming-request.ts';
export { seededRandom, type RandomSource } from './primitives/random.ts';
// The body limit (spec: Conventions, Body size) and the problem+json bodies, spelled as the mock spells them.
export { maxBodyBytes } from './http/request-body.ts';
export { problemBody, type ProblemKind } from './http/problem.ts';
export type { Job, JobDefinition, Run } from './state/jobs-store.ts';
export type { NotificationRecord as Notification } from './notifications/outbox.ts';
export type { SimulationOptions, SimulationSettings } from './mock-core.ts';
export type { Engine } from './simulator/engine/engine-api.ts';
export type { StatePort, StateChanges, StoredState } from './persistence/state-port.ts';
export { stateFromStore } from './persistence/stored-state.ts';
checkNode('cronjobs-kit/mock');
