// How a rule judges what came back: expectations that know the profile (core accepts any 2xx or 4xx where
// the seed shows no status; full wants the spec's exact one), a failure that names what was sent, received and
// expected with a curl line, a skip that says what would decide the rule, and after the body the two checks
// every exchange meets — no 5xx or silence in any profile, the contract in full.
import type { ConformanceConfig } from './config.ts';
import type { Exchange } from '../transport/http.ts';
import { blockedBy, RuleBlocked, RuleFailure, type CheckKind, type Describer } from './failure.ts';
import {
  causeOfViolation,
  checkOfViolation,
  serverErrorCause,
  statusCause,
  violationKey,
  type FailureCause,
} from './failure-cause.ts';
import { isJsonObject } from '../transport/record.ts';
import { curlCommand, keyVariables, type Secrets } from '../transport/reproduce.ts';
import { validateExchange } from '../transport/response-validator.ts';
import type { StatusClass, StatusExpectation } from './rule-context.ts';
import { describeSource, type RuleMeta } from './rule-meta.ts';

const inClass = (status: number, expected: StatusClass): boolean =>
  expected === '2xx' ? status >= 200 && status < 300 : status >= 400 && status < 500;

export class RuleJudge {
  readonly #meta: RuleMeta;
  readonly #config: ConformanceConfig;
  readonly #describe: Describer;
  readonly #secrets: Secrets;
  readonly #full: boolean;
  /** Where the rule's source points (`seed §5.1`, `spec #/…`): a failure's default reference. */
  readonly #spec: string;
  /** Contract violations SCHEMA-001/002/003 report: other rules leave them out of their contract check. */
  readonly #known: ReadonlySet<string>;

  constructor(meta: RuleMeta, config: ConformanceConfig, describe: Describer, knownViolations: readonly string[]) {
    this.#meta = meta;
    this.#config = config;
    this.#describe = describe;
    this.#full = config.profile === 'full';
    this.#spec = describeSource(meta.source);
    this.#secrets = [
      [config.apiKey, keyVariables.main],
      [config.secondApiKey ?? '', keyVariables.second],
    ];
    this.#known = new Set(['SCHEMA-001', 'SCHEMA-002', 'SCHEMA-003'].includes(meta.id) ? [] : knownViolations);
  }

  fail = (
    summary: string,
    exchange: Exchange | undefined,
    expected: string,
    where = this.#spec,
    check: CheckKind = 'behaviour',
    cause?: FailureCause,
  ): never => {
    const describe = this.#describe;
    throw new RuleFailure(
      `${this.#meta.id}: ${summary}`,
      {
        sent: exchange ? describe.request(exchange) : '(nothing)',
        received: exchange ? describe.response(exchange) : '(nothing)',
        expected,
        spec: where,
        check,
        reproduce: exchange ? curlCommand(this.#config.baseUrl, exchange.request, this.#secrets) : undefined,
        cause,
      },
      exchange,
    );
  };

  blocked = (owner: string, reason: string, exchange: Exchange | undefined, check: CheckKind = 'behaviour'): never => {
    if (owner === this.#meta.id) this.fail(reason, exchange, 'what the rule checks', this.#spec, check);
    const { request, response } = this.#describe;
    throw blockedBy(
      owner,
      exchange
        ? `${reason} (${request(exchange).split(' [')[0]} answered ${response(exchange).replace(/\s+/g, ' ')})`
        : reason,
    );
  };

  cannotDecide = (reason: string, decideHint: string): never => {
    throw new RuleBlocked(reason, decideHint);
  };

  check = (
    condition: unknown,
    summary: string,
    exchange: Exchange | undefined,
    expected: string,
    where = this.#spec,
    kind: CheckKind = 'behaviour',
  ): void => {
    if (!condition) this.fail(summary, exchange, expected, where, kind);
  };

  expectStatus = (exchange: Exchange, expectation: StatusExpectation, why: string, where = this.#spec): void => {
    const status = exchange.response?.status;
    const fullStatuses = typeof expectation.full === 'number' ? [expectation.full] : expectation.full;
    const ok = status !== undefined && (this.#full ? fullStatuses.includes(status) : inClass(status, expectation.core));
    if (ok) return;
    const allowed = this.#full ? fullStatuses.map(String) : [`any ${expectation.core}`];
    const wanted = allowed.join(' or ');
    const check = status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status';
    const cause = statusCause(status, allowed, this.#full ? 'spec' : 'seed');
    this.fail(
      `${why}: expected ${wanted}, got ${status ?? 'no answer'}`,
      exchange,
      `${wanted} (${why})`,
      where,
      check,
      cause,
    );
  };

  expectRejected = (exchange: Exchange, fullStatus: number | readonly number[], why: string, where = this.#spec) =>
    this.expectStatus(exchange, { core: '4xx', full: fullStatus }, why, where);

  expectAccepted = (exchange: Exchange, fullStatus: number | readonly number[], why: string, where = this.#spec) =>
    this.expectStatus(exchange, { core: '2xx', full: fullStatus }, why, where);

  expectFieldError = (exchange: Exchange, pointer: string, why: string): void => {
    if (!this.#full) return;
    const json = exchange.response?.json;
    const errors = isJsonObject(json) ? json.errors : undefined;
    const pointers = Array.isArray(errors) ? errors.map((e: unknown) => (isJsonObject(e) ? e.pointer : undefined)) : [];
    if (!pointers.includes(pointer))
      this.fail(
        `${why}: the 422 does not name ${pointer || '(the whole body)'} (names ${JSON.stringify(pointers)})`,
        exchange,
        `errors[] with pointer ${JSON.stringify(pointer)}`,
        '#/components/schemas/ValidationProblem',
        'schema',
      );
  };

  expectNotServed = (exchange: Exchange, why: string, where = this.#spec): void => {
    if (this.#full) return this.expectStatus(exchange, { core: '4xx', full: 404 }, why, where);
    const status = exchange.response?.status ?? 0;
    if (status >= 200 && status < 300)
      this.fail(
        `${why}: answered ${status}`,
        exchange,
        'no 2xx answer (the path is not part of the API)',
        where,
        'status',
      );
  };

  faultFailure = (exchange: Exchange, where?: string): RuleFailure => {
    const status = exchange.response?.status;
    const { request } = exchange;
    const answered =
      status === undefined ? `no answer from the service (${exchange.error ?? 'none'})` : `answered ${status}`;
    const summary = `${answered} to ${request.method} ${request.path.split('?')[0]}${where ? ` (${where})` : ''}`;
    return new RuleFailure(
      `${this.#meta.id}: ${this.#describe.mask(summary)}`,
      {
        sent: this.#describe.request(exchange),
        received: this.#describe.response(exchange),
        expected: 'an HTTP answer, and no 5xx, to every request in every profile',
        spec: '#/components/responses/InternalError',
        check: status === undefined ? 'no-answer' : '5xx',
        reproduce: curlCommand(this.#config.baseUrl, request, this.#secrets),
        cause: serverErrorCause(status),
      },
      exchange,
    );
  };

  /** No 5xx and no silence, in every profile: `fault` is the first the rule met. */
  verifyNoServerErrors(fault: Exchange | undefined): void {
    if (fault) throw this.faultFailure(fault);
  }

  /** Full profile: every response the rule got conforms to the contract. */
  verifyContract(exchanges: readonly Exchange[]): void {
    if (!this.#full) return;
    for (const exchange of exchanges) {
      const violations = validateExchange(exchange).filter((v) => !this.#known.has(violationKey(v)));
      const first = violations[0];
      if (first)
        this.fail(
          `the answer breaks the contract: ${violations.map((v) => v.detail).join('; ')}`,
          exchange,
          'a response the spec documents (status, Content-Type, headers, body schema)',
          first.where,
          checkOfViolation(first),
          causeOfViolation(first),
        );
    }
  }
}
