// Which operations a rule that checks "every operation" covers: in the core profile those the seed
// describes (x-provenance seed: createJob, listJobs); in the full profile all of them. With --read-only,
// only operations that cannot change data.
import type { RawRequest } from './http.ts';
import type { RuleContext } from './rule-context.ts';
import { isSeedOperation } from './provenance.ts';
import { fillPath, operations, type Operation } from './spec-document.ts';

/** A well-formed job id that no service has issued. */
export const unknownJobId = 'job_00000000000000000000000000';

export function authScope(ctx: Pick<RuleContext, 'full' | 'config'>): Operation[] {
  return operations.filter(
    (op) => (ctx.full || isSeedOperation(op.operationId)) && (!ctx.config.readOnly || op.method === 'GET'),
  );
}

/** A request for `op` that is valid except for what `headers` changes; the key is left to `headers`. */
export function requestFor(
  ctx: Pick<RuleContext, 'validBody'>,
  op: Operation,
  headers: Record<string, string>,
  jobId = unknownJobId,
): RawRequest {
  const path = fillPath(op.path, { job_id: jobId });
  if (op.operationId === 'createJob')
    return {
      method: op.method,
      path,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(ctx.validBody()),
    };
  if (op.operationId === 'previewSchedule')
    return {
      method: op.method,
      path,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ schedule_type: 'interval', interval_seconds: 3600 }),
    };
  if (op.operationId === 'updateJob')
    return {
      method: op.method,
      path,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'renamed' }),
    };
  return { method: op.method, path, headers };
}
