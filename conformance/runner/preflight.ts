// Before any rule: is the configuration right? The base URL is the service root (not …/v1) and answers;
// each key is accepted on the job list; the two keys differ. A mistake here is the user's, not the
// service's: the run stops with exit 2 and one message that says what to fix, and every report says so.
// Then the shared preconditions (preconditions.ts) are established once: the list is readable, a create
// answers with an id that addresses the job. A 5xx or no answer met here never blocks a rule: it is kept
// (`faults`) and fails the rule that owns what was being established (preconditions.ts), and the
// precondition is left open, so each dependant finds out for itself.
import type { ConformanceConfig } from '../harness/config.ts';
import { createDescriber } from '../harness/failure.ts';
import { createTransport, type Exchange } from '../harness/http.ts';
import { isFault } from '../harness/list-walker.ts';
import { ownerOf, unmet, type Preconditions } from '../harness/preconditions.ts';
import { unknownJobId } from '../harness/operations-in-scope.ts';
import { idOf } from '../harness/record.ts';
import { validateExchange } from '../harness/response-validator.ts';
import { violationKey } from '../harness/failure-cause.ts';

export interface PreflightResult {
  readonly ok: boolean;
  /** What to fix, one sentence each; empty when ok. */
  readonly problems: string[];
  readonly preconditions: Preconditions;
  /**
   * Full profile: how the plain create and list answers, and an error answer, break the contract.
   * SCHEMA-001, SCHEMA-002 and SCHEMA-003 report these; other rules leave them out of their own contract
   * check, so one cause (say, errors that are not problem+json) is one failure, not one per rule.
   */
  readonly knownViolations: string[];
  readonly exchanges: Exchange[];
  /** 5xx or unanswered exchanges of the pre-flight, by the rule they fail. */
  readonly faults: Record<string, Exchange>;
  /**
   * The pre-flight's acknowledged create: the first job the run made. BODY-002 looks for it in the list like
   * every other (the first job ever created on a service is the one a faulty first write loses); the run
   * deletes it at the end (`preflightCleanUp`).
   */
  readonly created?: Exchange;
}

const jobPath = (id: string) => `/v1/jobs/${encodeURIComponent(id)}`;

/** Deletes the pre-flight's job at the end of the run; the exchange is recorded like every request. */
export async function preflightCleanUp(config: ConformanceConfig, created: Exchange | undefined): Promise<Exchange[]> {
  const id = created ? idOf(created.response?.json) : undefined;
  if (id === undefined) return [];
  const transport = createTransport(config.baseUrl, () => undefined, config.timeoutMs);
  return [await transport.send({ method: 'DELETE', path: jobPath(id), headers: { 'X-API-Key': config.apiKey } })];
}

const refused = (status: number | undefined) => status === 401 || status === 403;
const success = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

export async function preflight(config: ConformanceConfig): Promise<PreflightResult> {
  const exchanges: Exchange[] = [];
  const problems: string[] = [];
  const preconditions: Preconditions = {};
  const known = new Set<string>();
  const learn = (exchange: Exchange, anyStatus = false) => {
    if (config.profile === 'full' && (anyStatus || success(exchange.response?.status)))
      for (const v of validateExchange(exchange)) known.add(violationKey(v));
  };
  const faults: Record<string, Exchange> = {};
  let created: Exchange | undefined;
  /** Keeps the first fault for `owner`; true when the exchange is one. */
  const fault = (exchange: Exchange, owner: string) => {
    if (!isFault(exchange)) return false;
    faults[owner] ??= exchange;
    return true;
  };
  const done = (): PreflightResult => ({
    ok: problems.length === 0,
    problems,
    preconditions,
    knownViolations: [...known],
    exchanges,
    faults,
    ...(created ? { created } : {}),
  });
  const basePath = new URL(config.baseUrl).pathname.replace(/\/+$/, '');
  if (/\/v1$/i.test(basePath)) {
    problems.push(
      `--base-url ${config.baseUrl} ends in /v1: give the service root instead (the kit adds /v1 to every path itself), e.g. --base-url ${config.baseUrl.replace(/\/v1\/*$/i, '')}`,
    );
    return done();
  }
  const transport = createTransport(config.baseUrl, (exchange) => exchanges.push(exchange), config.timeoutMs);
  const describe = createDescriber([
    [config.apiKey, '<api-key>'],
    [config.secondApiKey ?? '', '<second-api-key>'],
  ]);
  const list = (key: string) => transport.send({ method: 'GET', path: '/v1/jobs', headers: { 'X-API-Key': key } });

  const first = await list(config.apiKey);
  if (!first.response) {
    problems.push(
      `${config.baseUrl} does not answer (${first.error}): check --base-url and that the service is running`,
    );
    return done();
  }
  const status = first.response.status;
  if (refused(status))
    problems.push(
      `the service refused --api-key: GET /v1/jobs answered ${describe.response(first)}; check the key (it must belong to an account on this service)`,
    );
  else if (status === 404)
    problems.push(`GET ${config.baseUrl}/v1/jobs answered 404: is --base-url the root that the /v1 paths live under?`);
  if (config.secondApiKey !== undefined) {
    if (config.secondApiKey === config.apiKey)
      problems.push(
        '--api-key and --second-api-key are the same key: the cross-account rules need keys of two different accounts (or leave --second-api-key out to skip them)',
      );
    else {
      const second = await list(config.secondApiKey);
      if (refused(second.response?.status))
        problems.push(
          `the service refused --second-api-key: GET /v1/jobs answered ${describe.response(second)}; check the key (it must belong to a second account on this service)`,
        );
    }
  }
  if (problems.length > 0) return done();

  // Shared preconditions.
  learn(first);
  // The shape of error answers (SCHEMA-003's business): no key, an unknown job, an unknown path.
  if (config.profile === 'full')
    for (const [path, headers] of [
      ['/v1/jobs', {}],
      [`/v1/jobs/${unknownJobId}`, { 'X-API-Key': config.apiKey }],
      ['/v1/cjk-unknown-path', { 'X-API-Key': config.apiKey }],
    ] as const) {
      const answer = await transport.send({ method: 'GET', path, headers });
      if (!fault(answer, 'SCHEMA-003')) learn(answer, true);
    }
  if (!success(status) && !fault(first, ownerOf.list[config.profile]))
    preconditions.list = unmet(ownerOf.list[config.profile], `GET /v1/jobs answered ${describe.response(first)}`);
  if (config.readOnly) return done();
  const body = {
    name: `cjk-${config.runId}-preflight`,
    url: config.targetUrl,
    method: 'GET',
    schedule_type: 'interval',
    interval_seconds: 86_400,
    notify_on_failure: false,
  };
  const create = await transport.send({
    method: 'POST',
    path: '/v1/jobs',
    headers: { 'X-API-Key': config.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  learn(create);
  const id = success(create.response?.status) ? idOf(create.response?.json) : undefined;
  if (fault(create, 'BODY-001')) return done();
  if (!success(create.response?.status))
    preconditions['job-id'] = unmet('BODY-001', `a valid create answered ${describe.response(create)}`);
  else if (id === undefined)
    preconditions['job-id'] = unmet(
      ownerOf['job-id'][config.profile],
      `the create answer carries no id the kit can use (a string or an integer, at the top or under "job"/"data"): ${describe.response(create)}`,
    );
  else {
    const path = jobPath(id);
    if (config.profile === 'full') {
      const get = await transport.send({ method: 'GET', path, headers: { 'X-API-Key': config.apiKey } });
      if (!success(get.response?.status) && !fault(get, 'JOB-001'))
        preconditions['job-id'] = unmet(
          'JOB-001',
          `the created job's id ${JSON.stringify(id)} does not address it: GET ${path} answered ${describe.response(get)}`,
        );
    }
    created = create;
  }
  return done();
}
