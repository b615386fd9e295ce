// What a service handler receives once routing, authentication and input checks have passed.
import type { Account } from '../state/accounts.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { Reply } from '../http/respond.ts';
import type { StoredJob } from '../state/jobs-store.ts';
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
