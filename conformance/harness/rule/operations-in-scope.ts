// Which operations a rule that checks "every operation" covers: in the core profile those the seed
// describes (x-provenance seed: createJob, listJobs); in the full profile all of them. With --read-only,
// only operations that cannot change data.
import type { RawRequest } from '../transport/http.ts';
import type { RuleContext } from './rule-context.ts';
import type { OperationScope } from './rule-meta.ts';
import { isSeedOperation } from '../spec/provenance.ts';
import { fillPath, operations, type Operation, type ServiceOperationId } from '../spec/spec-document.ts';

/** A well-formed job id that no service has issued. */
export const unknownJobId = 'job_00000000000000000000000000';

const scope = (every: string, ops: readonly Operation[]): OperationScope =>
  Object.freeze({ every, operationIds: ops.map((op) => op.operationId as ServiceOperationId) });

/** Every operation of the spec: what a rule over "every operation" exercises in the full profile. */
export const everyOperation = scope('every operation', operations);

/** The operations on one job (their path takes `{job_id}`), in the spec's order. */
export const jobOperations: readonly Operation[] = operations.filter((op) => op.path.includes('{job_id}'));
export const everyJobOperation = scope('every operation on a job', jobOperations);

/** The operations that read (GET): every operation a --read-only run, or a HEAD probe, can take. */
export const everyReadOperation = scope(
  'every read',
  operations.filter((op) => op.method === 'GET'),
);

export function authScope(ctx: Pick<RuleContext, 'full' | 'config'>): Operation[] {
  return operations.filter(
    (op) => (ctx.full || isSeedOperation(op.operationId)) && (!ctx.config.readOnly || op.method === 'GET'),
  );
}

type Body = Record<string, unknown>;

/**
 * The body of a valid request for each operation, or none: keyed by every operation of the spec, so one
 * the spec gains fails the type check here until someone says what a valid request for it sends.
 */
export const validBodies: Record<ServiceOperationId, ((ctx: Pick<RuleContext, 'validBody'>) => Body) | undefined> = {
  createJob: (ctx) => ctx.validBody(),
  listJobs: undefined,
  getJob: undefined,
  updateJob: () => ({ name: 'renamed' }),
  deleteJob: undefined,
  pauseJob: undefined,
  resumeJob: undefined,
  runJob: undefined,
  listJobRuns: undefined,
  previewSchedule: () => ({ schedule_type: 'interval', interval_seconds: 3600 }),
};

/** A request for `op` that is valid except for what `headers` changes; the key is left to `headers`. */
export function requestFor(
  ctx: Pick<RuleContext, 'validBody'>,
  op: Operation,
  headers: Record<string, string>,
  jobId = unknownJobId,
): RawRequest {
  const path = fillPath(op.path, { job_id: jobId });
  const body = validBodies[op.operationId as ServiceOperationId]?.(ctx);
  if (body === undefined) return { method: op.method, path, headers };
  return {
    method: op.method,
    path,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
