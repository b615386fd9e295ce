// The service API's input steps, in the spec's order: the job the path names (404; a malformed id is an
// unknown one) → query and header parameters (400) → the body (415, 413, 400, 422, then a schedule's
// meaning). What passes is what the handler receives.
import { parseParameters } from '../http/parameters.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError, validationProblem } from '../http/problem.ts';
import type { Account } from '../state/accounts.ts';
import type { StoredJob } from '../state/jobs-store.ts';
import { scheduleViolations } from '../http/schedule-violations.ts';
import { readJsonBody, type ParsedBody } from './body-step.ts';
import type { ServiceContext } from './service-context.ts';
import { journalBodyBytes, type Note } from './service-journal.ts';
import type { ServicePipelineDeps } from './service-pipeline-deps.ts';
import type { ServiceRoute } from './service-route.ts';

type InputDeps = Pick<ServicePipelineDeps, 'validator' | 'jobs'>;
type Input = Pick<ServiceContext, 'params' | 'entry' | 'rawBody' | 'body'>;

async function checkedBody(
  { validator }: InputDeps,
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

function jobOf({ jobs }: InputDeps, account: Account, jobId: string): StoredJob {
  const entry = jobs.find(account.id, jobId);
  if (!entry) throw new ProblemError('unknownJob', `No job ${jobId} in this account.`);
  return entry;
}

export async function checkedInput(
  deps: InputDeps,
  request: IncomingRequest,
  url: URL,
  { operation, params }: ServiceRoute,
  account: Account,
  note: Note,
): Promise<Input> {
  const parsed = parseParameters(operation, url, request.headers, params, deps.validator);
  const jobId = params.job_id;
  if (parsed.errors.path.length > 0) throw new ProblemError('unknownJob', `No job ${jobId ?? ''} in this account.`);
  // The job is part of the resource the path names, so it is looked up before any other input.
  let entry = jobId === undefined ? undefined : jobOf(deps, account, jobId);
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

  const body = operation.body ? await checkedBody(deps, request, operation.body, note) : undefined;
  // The body may arrive long after the path was checked: a DELETE of the job (or a change to it) that
  // finished meanwhile is seen, so a late PATCH answers 404 instead of reviving the deleted job, and
  // applies to the job as it is now.
  if (entry && body) entry = jobOf(deps, account, jobId!);
  return {
    params: parsed.values,
    ...(entry ? { entry } : {}),
    ...(body ? { rawBody: body.raw, body: body.value } : {}),
  };
}
