// What the service pipeline (service-pipeline.ts) is made of, apart from it: its steps (service-gates.ts,
// service-inputs.ts) take the parts they use from here without importing the pipeline back.
import type { OperationTable } from '../../../contract/operation-table.ts';
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import type { Reply } from '../http/respond.ts';
import type { Clock } from '../primitives/clock.ts';
import type { Accounts } from '../state/accounts.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import type { JobService } from '../state/job-service.ts';
import type { Journal } from '../state/journal.ts';
import type { RateLimiter } from '../state/rate-limit.ts';
import type { ForcedAnswers } from './forced-answer.ts';
import type { ServiceHandler } from './service-context.ts';
import type { UnauthorizedHints } from './unauthorized.ts';

export interface ServicePipelineDeps {
  router: OperationTable;
  validator: SchemaValidator;
  accounts: Accounts;
  jobs: JobService;
  handlers: Record<string, ServiceHandler>;
  clock: Clock;
  journal: Journal;
  rateLimiter: RateLimiter | undefined;
  /** `Prefer: code=NNN`: the documented answer, given after authentication and changing nothing. */
  forced: ForcedAnswers;
  /** Turns any failure into the answer (problem+json, or 500 for the unexpected). */
  toReply: (error: unknown, requestId: string) => Reply;
  /** What the 401's detail may add (unauthorized.ts). */
  unauthorized: UnauthorizedHints;
  /** Answer overrides (`POST /__mock/overrides`): tried after authentication, before everything else. */
  overrides: AnswerOverrides;
  /** How an override's `delay_ms` is waited (real time). */
  delay: (ms: number) => Promise<void>;
}

export type ServicePipeline = (request: IncomingRequest, url: URL, requestId: string) => Promise<Reply>;
