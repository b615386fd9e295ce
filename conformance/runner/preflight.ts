// Before any rule: is the configuration right? The base URL is the service root (not …/v1) and answers;
// each key is accepted on the job list; the two keys differ. A mistake here is the user's, not the
// service's: the run stops with exit 2 and one message that says what to fix, and every report says so.
// Then the shared preconditions (preconditions.ts) are established once: the list is readable, a create
// answers with an id that addresses the job. A 5xx or no answer met here never blocks a rule: it is kept
// (`faults`) and fails the rule that owns what was being established (preconditions.ts), and the
// precondition is left open, so each dependant finds out for itself.
import type { ConformanceConfig } from '../harness/rule/config.ts';
import { createDescriber } from '../harness/rule/failure.ts';
import { createTransport, type Exchange, type Transport } from '../harness/transport/http.ts';
import { isFault } from '../harness/lists/list-walker.ts';
import { ownerOf, unmet, type Preconditions } from '../harness/rule/preconditions.ts';
import { unknownJobId } from '../harness/rule/operations-in-scope.ts';
import { idOf } from '../harness/transport/record.ts';
import { validateExchange } from '../harness/transport/response-validator.ts';
import { violationKey } from '../harness/rule/failure-cause.ts';

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

/** Checks the configuration, then establishes the shared preconditions (see the top of this file). */
export async function preflight(config: ConformanceConfig): Promise<PreflightResult> {
  const run = new Preflight(config);
  const wrongBase = baseUrlProblem(config);
  if (wrongBase !== undefined) {
    run.problems.push(wrongBase);
    return run.result();
  }
  const first = await run.checkKeys();
  if (first === undefined || run.problems.length > 0) return run.result();
  await run.establish(first);
  return run.result();
}

/** A base URL that ends in /v1 is the user's mistake: the kit adds /v1 to every path itself. */
function baseUrlProblem(config: ConformanceConfig): string | undefined {
  const basePath = new URL(config.baseUrl).pathname.replace(/\/+$/, '');
  if (!/\/v1$/i.test(basePath)) return undefined;
  return `--base-url ${config.baseUrl} ends in /v1: give the service root instead (the kit adds /v1 to every path itself), e.g. --base-url ${config.baseUrl.replace(/\/v1\/*$/i, '')}`;
}

/** One pre-flight: what it sent, the problems and faults it met, the preconditions it established. */
class Preflight {
  readonly problems: string[] = [];
  readonly #config: ConformanceConfig;
  readonly #exchanges: Exchange[] = [];
  readonly #preconditions: Preconditions = {};
  readonly #known = new Set<string>();
  readonly #faults: Record<string, Exchange> = {};
  #created: Exchange | undefined;
  readonly #transport: Transport;
  readonly #describe: ReturnType<typeof createDescriber>;

  constructor(config: ConformanceConfig) {
    this.#config = config;
    this.#transport = createTransport(config.baseUrl, (exchange) => this.#exchanges.push(exchange), config.timeoutMs);
    this.#describe = createDescriber([
      [config.apiKey, '<api-key>'],
      [config.secondApiKey ?? '', '<second-api-key>'],
    ]);
  }

  result(): PreflightResult {
    return {
      ok: this.problems.length === 0,
      problems: this.problems,
      preconditions: this.#preconditions,
      knownViolations: [...this.#known],
      exchanges: this.#exchanges,
      faults: this.#faults,
      ...(this.#created ? { created: this.#created } : {}),
    };
  }

  /**
   * Reads the job list with each key: the service answers, accepts both keys, and they differ. Returns the
   * first key's answer, or undefined when the service does not answer at all.
   */
  async checkKeys(): Promise<Exchange | undefined> {
    const config = this.#config;
    const first = await this.#list(config.apiKey);
    if (!first.response) {
      this.problems.push(
        `${config.baseUrl} does not answer (${first.error}): check --base-url and that the service is running`,
      );
      return undefined;
    }
    const status = first.response.status;
    if (refused(status))
      this.problems.push(
        `the service refused --api-key: GET /v1/jobs answered ${this.#describe.response(first)}; check the key (it must belong to an account on this service)`,
      );
    else if (status === 404)
      this.problems.push(
        `GET ${config.baseUrl}/v1/jobs answered 404: is --base-url the root that the /v1 paths live under?`,
      );
    if (config.secondApiKey !== undefined) {
      if (config.secondApiKey === config.apiKey)
        this.problems.push(
          '--api-key and --second-api-key are the same key: the cross-account rules need keys of two different accounts (or leave --second-api-key out to skip them)',
        );
      else {
        const second = await this.#list(config.secondApiKey);
        if (refused(second.response?.status))
          this.problems.push(
            `the service refused --second-api-key: GET /v1/jobs answered ${this.#describe.response(second)}; check the key (it must belong to a second account on this service)`,
          );
      }
    }
    return first;
  }

  /** The shared preconditions: the list is readable (from `first`), a create answers with an id that addresses the job. */
  async establish(first: Exchange): Promise<void> {
    const config = this.#config;
    this.#learn(first);
    if (config.profile === 'full') await this.#learnErrorShapes();
    if (!success(first.response?.status) && !this.#fault(first, ownerOf.list[config.profile]))
      this.#preconditions.list = unmet(
        ownerOf.list[config.profile],
        `GET /v1/jobs answered ${this.#describe.response(first)}`,
      );
    if (config.readOnly) return;
    await this.#establishJobId();
  }

  /** The shape of error answers (SCHEMA-003's business): no key, an unknown job, an unknown path. */
  async #learnErrorShapes(): Promise<void> {
    for (const [path, headers] of [
      ['/v1/jobs', {}],
      [`/v1/jobs/${unknownJobId}`, { 'X-API-Key': this.#config.apiKey }],
      ['/v1/cjk-unknown-path', { 'X-API-Key': this.#config.apiKey }],
    ] as const) {
      const answer = await this.#transport.send({ method: 'GET', path, headers });
      if (!this.#fault(answer, 'SCHEMA-003')) this.#learn(answer, true);
    }
  }

  /** A valid create answers with an id (and, in full, a GET of that id finds the job). */
  async #establishJobId(): Promise<void> {
    const config = this.#config;
    const body = {
      name: `cjk-${config.runId}-preflight`,
      url: config.targetUrl,
      method: 'GET',
      schedule_type: 'interval',
      interval_seconds: 86_400,
      notify_on_failure: false,
    };
    const create = await this.#transport.send({
      method: 'POST',
      path: '/v1/jobs',
      headers: { 'X-API-Key': config.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    this.#learn(create);
    const id = success(create.response?.status) ? idOf(create.response?.json) : undefined;
    if (this.#fault(create, 'BODY-001')) return;
    if (!success(create.response?.status))
      this.#preconditions['job-id'] = unmet('BODY-001', `a valid create answered ${this.#describe.response(create)}`);
    else if (id === undefined)
      this.#preconditions['job-id'] = unmet(
        ownerOf['job-id'][config.profile],
        `the create answer carries no id the kit can use (a string or an integer, at the top or under "job"/"data"): ${this.#describe.response(create)}`,
      );
    else {
      const path = jobPath(id);
      if (config.profile === 'full') {
        const get = await this.#transport.send({ method: 'GET', path, headers: { 'X-API-Key': config.apiKey } });
        if (!success(get.response?.status) && !this.#fault(get, 'JOB-001'))
          this.#preconditions['job-id'] = unmet(
            'JOB-001',
            `the created job's id ${JSON.stringify(id)} does not address it: GET ${path} answered ${this.#describe.response(get)}`,
          );
      }
      this.#created = create;
    }
  }

  #list(key: string): Promise<Exchange> {
    return this.#transport.send({ method: 'GET', path: '/v1/jobs', headers: { 'X-API-Key': key } });
  }

  /** Full profile: keeps how the answer breaks the contract (a success's, or any answer's with `anyStatus`). */
  #learn(exchange: Exchange, anyStatus = false): void {
    if (this.#config.profile === 'full' && (anyStatus || success(exchange.response?.status)))
      for (const v of validateExchange(exchange)) this.#known.add(violationKey(v));
  }

  /** Keeps the first fault for `owner`; true when the exchange is one. */
  #fault(exchange: Exchange, owner: string): boolean {
    if (!isFault(exchange)) return false;
    this.#faults[owner] ??= exchange;
    return true;
  }
}
