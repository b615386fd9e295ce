// `POST /v1/jobs`, with `Idempotency-Key`: a repeat of the same body answers the first answer's bytes
// (marked replayed), another body 422, a repeat while the first is under way 409.
import type { operations } from '../../../generated/openapi.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import { jsonTextOf, typedReply } from '../http/typed-reply.ts';
import { bodyFingerprint } from '../state/idempotency.ts';
import type { JobFields } from '../state/job-service.ts';
import type { ServiceContext, ServiceHandlerDeps } from './service-context.ts';

const reply = typedReply<operations>();

/** The first answer to the key, when this request repeats it; undefined when the request is the first. */
function replayOf({ idempotency, clock }: ServiceHandlerDeps, context: ServiceContext, key: string): Reply | undefined {
  const fingerprint = bodyFingerprint(context.rawBody);
  const decision = idempotency.begin(context.account.id, key, fingerprint, clock.now());
  if (decision.kind === 'mismatch')
    throw new ProblemError('idempotencyMismatch', 'This Idempotency-Key was first used with a different body.', {
      errors: [{ pointer: '', detail: 'differs from the body first sent with this Idempotency-Key' }],
    });
  if (decision.kind === 'in-flight')
    throw new ProblemError('idempotencyInFlight', 'A request with this Idempotency-Key is still being processed.');
  if (decision.kind === 'replay') {
    const { status, headers, body } = decision.answer;
    return { status, headers: { ...headers, 'Idempotency-Replayed': 'true' }, body };
  }
  return undefined;
}

export async function createJob(deps: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  const { jobs, store, idempotency, commit } = deps;
  const idempotencyKey = context.params['Idempotency-Key'] as string | undefined;
  const scope = context.account.id;
  if (idempotencyKey !== undefined) {
    const replayed = replayOf(deps, context, idempotencyKey);
    if (replayed) return replayed;
  }
  // The job as the API shows it: the engine's view of the new job, run-time fields included.
  const job = jobs.create(scope, { ...(context.body as JobFields) });
  const headers = { Location: `/v1/jobs/${job.id}` };
  // Serialised once: a replay of the key answers the same bytes.
  const text = jsonTextOf(job);
  // Completed before the commit, so the key's answer is saved with the job it made.
  if (idempotencyKey !== undefined)
    idempotency.complete(scope, idempotencyKey, {
      status: 201,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: text,
    });
  try {
    await commit();
  } catch (error) {
    if (idempotencyKey !== undefined) idempotency.abandon(scope, idempotencyKey);
    jobs.remove(store.get(job.id)!);
    throw error;
  }
  if (idempotencyKey !== undefined) idempotency.saved(scope, idempotencyKey);
  return reply.text('createJob', 201, text, headers);
}
