// The run simulator's public entry: what the core plugs in.
export { createEngine } from './engine/engine.ts';
export type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine/engine-api.ts';
export type { EngineEvent, EngineListener } from './events/events.ts';
export type { Job, JobDefinition, JobDefinitions, JobRuntime } from './jobs/job-state.ts';
export { createFetchCaller } from './outcomes/live-caller.ts';
export type { Caller, CallRequest, FetchCallerOptions } from './outcomes/live-caller.ts';
export { checkRule } from './outcomes/outcome-rules.ts';
export type { OutcomeRule, OutcomeRuleInput, OutcomeRules } from './outcomes/outcome-rules.ts';
export { addressRefusal, checkResolved, checkTarget, refusalIn, TargetRefusedError } from './outcomes/ssrf-guard.ts';
export type { TargetCheck } from './outcomes/ssrf-guard.ts';
export type { EngineSnapshot } from './engine/snapshot.ts';
export type { Run, RunSummary } from './runs/run-record.ts';
export type { TimerPort } from './time/wakeup.ts';
export { macrotaskYield, type YieldPort } from './time/drain-pacer.ts';
export { createEventStream, formatEvent, SSE_HEADERS } from './events/event-stream.ts';
export type { EventStreamOptions } from './events/event-stream.ts';
