// What a service handler receives once routing, authentication and input checks have passed, and what
// the handlers are made of.
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { Account } from '../state/accounts.ts';
import type { Clock } from '../primitives/clock.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { Reply } from '../http/respond.ts';
import type { IdempotencyStore } from '../state/idempotency.ts';
import type { JobService } from '../state/job-service.ts';
import type { JobsStore, StoredJob } from '../state/jobs-store.ts';
import type { Operation } from '../../../contract/operation-table.ts';

export interface ServiceContext {
  readonly request: IncomingRequest;
  readonly operation: Operation;
  readonly account: Account;
  /** Query and header parameters after validation, defaults applied. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The job named by `job_id`, already checked to belong to the account. */
  readonly entry?: StoredJob;
  /** The body as sent, and with defaults applied; present for operations with a body. */
  readonly rawBody?: unknown;
  readonly body?: unknown;
}

export type ServiceHandler = (context: ServiceContext) => Promise<Reply>;

export interface ServiceHandlerDeps {
  jobs: JobService;
  store: JobsStore;
  idempotency: IdempotencyStore;
  validator: SchemaValidator;
  clock: Clock;
  /** Persists the state; awaited before a write is acknowledged. */
  commit: () => Promise<void>;
}

/** Operations served under /v1, read from the generated types (webhooks, which the service sends, are not among them). */
export type { ServiceOperationId } from '../../../contract/service-operations.ts';

/** The job the path names; the pipeline has looked it up for every operation with `{job_id}`. */
export const entryOf = (context: ServiceContext): StoredJob => context.entry!;
