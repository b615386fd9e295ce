// The service API's request order (spec info.description): route (404, 405) → authentication (401)
// → a forced answer (`Prefer: code=NNN`) → rate limit (429) → the job named by the path (404; a malformed id is an unknown one) → query and
// header parameters (400) → content type (415) → size (413) → JSON (400) → schema (422) → the
// handler's state checks (409).
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { Account, Accounts } from '../state/accounts.ts';
import type { Clock } from '../primitives/clock.ts';
import { scheduleViolations } from '../http/schedule-violations.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { isOptions, optionsHeaders } from '../http/cors.ts';
import { withDeprecation } from '../http/deprecation-headers.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { parseParameters } from '../http/parameters.ts';
import { problemKinds, ProblemError, validationProblem } from '../http/problem.ts';
import { noContent, type Reply } from '../http/respond.ts';
import type { JobService } from '../state/job-service.ts';
import type { StoredJob } from '../state/jobs-store.ts';
import type { Journal, JournalViolation } from '../state/journal.ts';
import type { RateLimiter } from '../state/rate-limit.ts';
import { journalledBody, readJsonBody, type ParsedBody } from './body-step.ts';
import { notFoundDetail } from './near-miss.ts';
import type { OperationTable } from '../../../contract/operation-table.ts';
import type { Deprecation } from '../../../contract/deprecation.ts';
import type { ServiceHandler } from './service-context.ts';
import type { ForcedAnswers } from './forced-answer.ts';
import { unauthorizedDetail, type UnauthorizedHints } from './unauthorized.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import { overrideReply } from './answer-override.ts';

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

/** Longest request body the journal keeps (spec: JournalEntry.body). */
export const journalBodyBytes = 4096;

export type ServicePipeline = (request: IncomingRequest, url: URL, requestId: string) => Promise<Reply>;

/** What the pipeline learns about a request on the way, for the journal and the answer's headers. */
interface Note {
  operationId: string | null;
  fingerprint: string | null;
  accountId: string | null;
  deprecation: Deprecation | undefined;
  /** The JSON body as sent, when short enough to journal. */
  body?: unknown;
  overrideId?: string;
}

const challenge = { 'WWW-Authenticate': 'ApiKey header="X-API-Key"' };

function violationsOf(error: unknown): JournalViolation[] {
  if (!(error instanceof ProblemError))
    return [{ rule: 'server', side: 'server', detail: 'the mock failed unexpectedly' }];
  const rule = problemKinds[error.kind].rule;
  if (error.body.errors?.length)
    return error.body.errors.map((e) => ({
      rule,
      side: 'client',
      ...(e.pointer !== undefined ? { pointer: e.pointer } : {}),
      ...(e.parameter !== undefined ? { parameter: e.parameter } : {}),
      detail: e.detail ?? '',
    }));
  return [{ rule, side: 'client', detail: error.body.detail }];
}

export function createServicePipeline(deps: ServicePipelineDeps): ServicePipeline {
  const { router, validator, accounts, jobs, handlers, clock, journal, rateLimiter } = deps;

  async function checkedBody(
    request: IncomingRequest,
    body: NonNullable<Parameters<typeof readJsonBody>[1]>,
    note: Note,
  ): Promise<ParsedBody> {
    const parsed = await readJsonBody(request, body, validator);
    if (parsed.bytes <= journalBodyBytes) note.body = parsed.raw;
    // The schema checks the shape; a cron expression's and a zone's meaning are checked by the library that runs them.
    const violations = scheduleViolations(parsed.value, parsed.violations);
    if (violations.length > 0) throw validationProblem(violations);
    return parsed;
  }

  /** The caller's account, or undefined; the fingerprint of whatever key was sent, for the journal. */
  function authenticate(request: IncomingRequest): { account: Account | undefined; fingerprint: string | null } {
    const key = request.headers.get('X-API-Key') ?? undefined;
    const identified = key ? accounts.identify(key) : undefined;
    const fingerprint = identified?.fingerprint ?? null;
    return { account: identified?.account, fingerprint };
  }

  async function run(request: IncomingRequest, url: URL, note: Note): Promise<Reply> {
    const pathname = url.pathname;
    if (isOptions(request)) {
      const allow = router.allowed(pathname);
      if (allow.length === 0) throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '.'));
      return noContent(optionsHeaders(allow));
    }
    const match = router.match(request.method, pathname);
    if (match.kind === 'not-found')
      throw new ProblemError('notFound', notFoundDetail(url.pathname, router.templates, '; the API lives under /v1.'));
    if (match.kind === 'method-not-allowed')
      throw new ProblemError(
        'methodNotAllowed',
        `${request.method} is not allowed here; use ${match.allow.join(', ')}.`,
        { headers: { Allow: match.allow.join(', ') } },
      );
    const { operation } = match;
    note.operationId = operation.operationId;
    note.deprecation = operation.deprecation;

    const { account, fingerprint } = authenticate(request);
    note.fingerprint = fingerprint;
    note.accountId = account?.id ?? null;
    if (!account)
      throw new ProblemError('unauthorized', unauthorizedDetail(request.headers, deps.unauthorized), {
        headers: challenge,
      });
    // A test's own override of this operation's answer (or a delay before it), before anything else it sent is read.
    const override = deps.overrides.take({
      operationId: operation.operationId,
      path: pathname,
      accountId: account.id,
      testClockId: accounts.testClockOf(account.id),
    });
    if (override) {
      note.overrideId = override.id;
      if (override.delay_ms) await deps.delay(override.delay_ms);
      const replaced = overrideReply(override, deps.forced);
      if (replaced) {
        // Still journalled with what it sent, so a test can verify the request the override answered.
        if (operation.body) note.body = await journalledBody(request, journalBodyBytes);
        return replaced;
      }
    }
    // Before the rate limit and any state: a forced answer takes nothing from the key's window and touches no job.
    const forced = deps.forced.answer(request, operation);
    if (forced) return forced;

    const limited = rateLimiter?.take(fingerprint ?? account.id, clock.now());
    const rateHeaders = limited?.headers ?? {};
    if (limited && !limited.allowed)
      throw new ProblemError(
        'rateLimited',
        `This key may send ${limited.policy.limit} requests per ${limited.policy.windowSeconds} seconds; retry in ${limited.retryAfterSeconds} seconds.`,
        {
          headers: { ...rateHeaders, 'Retry-After': String(limited.retryAfterSeconds) },
        },
      );

    try {
      const parsed = parseParameters(operation, url, request.headers, match.params, validator);
      const jobId = match.params.job_id;
      if (parsed.errors.path.length > 0) throw new ProblemError('unknownJob', `No job ${jobId ?? ''} in this account.`);
      // The job is part of the resource the path names, so it is looked up before any other input.
      let entry: StoredJob | undefined;
      if (jobId !== undefined) {
        entry = jobs.find(account.id, jobId);
        if (!entry) throw new ProblemError('unknownJob', `No job ${jobId} in this account.`);
      }
      if (parsed.errors.query.length > 0) {
        const names = [...new Set(parsed.errors.query.map((e) => e.parameter))].join(', ');
        throw new ProblemError('invalidParameter', `The query parameter ${names} is invalid.`, {
          errors: parsed.errors.query.map((e) => ({ ...e })),
        });
      }
      if (parsed.errors.header.length > 0)
        throw new ProblemError('badRequest', 'A request header is invalid.', {
          errors: parsed.errors.header.map((e) => ({ ...e })),
        });

      const body = operation.body ? await checkedBody(request, operation.body, note) : undefined;
      // The body may arrive long after the path was checked: a DELETE of the job (or a change to it) that
      // finished meanwhile is seen, so a late PATCH answers 404 instead of reviving the deleted job, and
      // applies to the job as it is now.
      if (entry && body) {
        entry = jobs.find(account.id, jobId!);
        if (!entry) throw new ProblemError('unknownJob', `No job ${jobId} in this account.`);
      }
      const handler = handlers[operation.operationId];
      if (!handler) throw new Error(`no handler for ${operation.operationId}`);
      const response = await handler({
        request,
        operation,
        account,
        params: parsed.values,
        ...(entry ? { entry } : {}),
        ...(body ? { rawBody: body.raw, body: body.value } : {}),
      });
      Object.assign(response.headers, rateHeaders);
      return response;
    } catch (error) {
      if (error instanceof ProblemError) Object.assign(error.headers, rateHeaders, error.headers);
      throw error;
    }
  }

  return async (request, url, requestId) => {
    const receivedAt = toTimestamp(clock.now());
    const note: Note = { operationId: null, fingerprint: null, accountId: null, deprecation: undefined };
    let response: Reply;
    let violations: JournalViolation[] = [];
    try {
      response = await run(request, url, note);
    } catch (error) {
      violations = violationsOf(error);
      response = deps.toReply(error, requestId);
    }
    // Every answer of a deprecated operation says so, errors too: a client whose request fails is
    // the one most in need of knowing the operation is going away.
    if (note.deprecation) withDeprecation(response.headers, note.deprecation);
    journal.add({
      id: requestId,
      received_at: receivedAt,
      method: request.method,
      path: url.pathname,
      operation_id: note.operationId,
      status: response.status,
      key_fingerprint: note.fingerprint,
      account_id: note.accountId,
      violations,
      ...(note.body !== undefined ? { body: note.body } : {}),
      ...(note.overrideId !== undefined ? { override_id: note.overrideId } : {}),
    });
    return response;
  };
}
