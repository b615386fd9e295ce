// The mock's core, for adapters (Express server, MSW handlers) and tests.
export { createMockCore, type MockCore, type MockCoreOptions } from './mock-core.ts';
export { faultNames, type FaultName } from './faults.ts';
export { createRealClock, createVirtualClock, toTimestamp, type Clock, type ClockMode } from './clock.ts';
export { isStateSnapshot, type StateSnapshot } from './state-snapshot.ts';
export type { Account } from './accounts.ts';
export type { RateLimitOptions } from './rate-limit.ts';
export type { RandomSource } from './ids.ts';
export type { Job, Run } from './jobs-store.ts';
export type {
  Notification,
  ScheduleChange,
  ScheduledJob,
  SchedulerPort,
  SimulationSettings,
  Simulator,
  SimulatorFactory,
} from './scheduler-port.ts';
