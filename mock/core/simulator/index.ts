// The run simulator's public entry: what the core plugs in.
export { createEngine } from './engine.ts';
export type { AdvanceResult, Engine, EngineOptions, RunNowResult } from './engine-api.ts';
export type { EngineEvent, EngineListener } from './events.ts';
export type { Job, JobDefinition, JobDefinitions, JobRuntime } from './job-state.ts';
export { createFetchCaller } from './live-caller.ts';
export type { Caller, CallRequest, FetchCallerOptions } from './live-caller.ts';
export { checkRule } from './outcome-rules.ts';
export type { OutcomeRule, OutcomeRuleInput, OutcomeRules } from './outcome-rules.ts';
export { addressRefusal, checkResolved, checkTarget, refusalIn, TargetRefusedError } from './ssrf-guard.ts';
export type { TargetCheck } from './ssrf-guard.ts';
export type { EngineSnapshot } from './snapshot.ts';
export type { Run, RunSummary } from './run-record.ts';
export type { TimerPort } from './wakeup.ts';
export { macrotaskYield, type YieldPort } from './drain-pacer.ts';
export { createEventStream, formatEvent, SSE_HEADERS } from './event-stream.ts';
export type { EventStreamOptions } from './event-stream.ts';
