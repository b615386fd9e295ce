// One step of SEQ-001's sequence: it sends and records its requests (for the printed script,
// sequence-script.ts) and fails or blocks naming the step and the spec operation it checks.
import { operation as specOperation, type ServiceOperationId } from '../spec/spec-document.ts';
import type { Exchange } from '../transport/http.ts';
import { isJsonObject, type JsonObject } from '../transport/record.ts';
import type { RuleContext } from '../rule/rule-context.ts';
import type { ScriptCall, ScriptStep } from './sequence-script.ts';
import { differences, type ModelJob } from './sequence-model.ts';

/** A step as printed and replayed (sequence-script.ts): what it did and the requests it sent. */
export interface Step extends ScriptStep {
  readonly calls: ScriptCall[];
}
/** The service side of the model run: the rule's context and the steps sent so far. */
export interface Real {
  readonly ctx: RuleContext;
  readonly steps: Step[];
}

/** The operations the commands send, and nothing else (a step fails naming one): SEQ-001's metadata. */
export const sequenceOperations = [
  'createJob',
  'getJob',
  'updateJob',
  'pauseJob',
  'resumeJob',
  'runJob',
  'deleteJob',
  'listJobs',
  'listJobRuns',
] as const satisfies readonly ServiceOperationId[];
export type Operation = (typeof sequenceOperations)[number];

type FailKind = 'status' | 'behaviour' | '5xx' | 'no-answer';

/** A new step of the sequence: sends and records its calls, and fails naming the step. */
export function begin(r: Real, text: string) {
  const step: Step = { text, calls: [] };
  r.steps.push(step);
  const n = r.steps.length;
  function fail(
    operation: Operation,
    exchange: Exchange,
    what: string,
    expected: string,
    check: FailKind = 'behaviour',
  ): never {
    return r.ctx.fail(`step ${n}, ${text}: ${what}`, exchange, expected, specOperation(operation).pointer, check);
  }
  function status(operation: Operation, exchange: Exchange, wanted: readonly number[], why: string): number {
    const got = exchange.response?.status;
    if (got === undefined || !wanted.includes(got))
      return fail(
        operation,
        exchange,
        `${why}: expected ${wanted.join(' or ')}, got ${got ?? 'no answer'}`,
        `${wanted.join(' or ')} (${why})`,
        got === undefined ? 'no-answer' : got >= 500 ? '5xx' : 'status',
      );
    return got;
  }
  function record(operation: Operation, exchange: Exchange, job: ModelJob): void {
    const found = differences(exchange.response?.json, job);
    if (found.length > 0)
      fail(
        operation,
        exchange,
        found.join('; '),
        `job ${job.label} as the model has it: ${JSON.stringify({ ...job.fields, status: job.status })}`,
      );
  }
  async function send(
    method: string,
    path: string,
    body?: JsonObject,
    capture?: { variable: string; field: 'id' | 'next_cursor' },
  ): Promise<Exchange> {
    const exchange = await r.ctx.request(method, path, body === undefined ? {} : { body });
    const json = exchange.response?.json;
    const value = capture && isJsonObject(json) ? json[capture.field] : undefined;
    step.calls.push({ exchange, ...(capture && typeof value === 'string' ? { capture: { ...capture, value } } : {}) });
    return exchange;
  }
  function block(owner: string, reason: string, exchange: Exchange): never {
    return r.ctx.blocked(owner, reason, exchange, 'schema');
  }
  return { send, fail, status, record, block };
}
/** A step begun by `begin`: its send, status, record, fail and block. */
export type SequenceStep = ReturnType<typeof begin>;

export const path = (job: ModelJob, suffix = '') => `/v1/jobs/${encodeURIComponent(job.id)}${suffix}`;

/** A deleted job answers 404 to every operation on it (spec deleteJob). */
export async function expectGone(
  r: Real,
  job: ModelJob,
  text: string,
  operation: Operation,
  method: string,
  suffix = '',
  body?: JsonObject,
): Promise<boolean> {
  if (!job.deleted) return false;
  const step = begin(r, text);
  step.status(operation, await step.send(method, path(job, suffix), body), [404], `job ${job.label} was deleted`);
  return true;
}
