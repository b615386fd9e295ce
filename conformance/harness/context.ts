// The implementation of RuleContext (rule-context.ts), what a rule works with: clients (typed openapi-fetch and raw), the run's config, helpers that know
// the profile (core accepts any 2xx/4xx, full wants the spec's exact status), unique names, and clean-up.
// After the rule's body, every exchange is judged: any 5xx fails in every profile, and in the full
// profile every response must conform to the contract. The first 5xx or unanswered request of the rule —
// its own, a list walk's, a precondition's or the clean-up's — is kept (`serverFault`): whatever the rule
// concluded, it fails with that exchange (outcome.ts), never skips.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/openapi.ts';
import type { ConformanceConfig, Profile } from './config.ts';
import { blockedBy, createDescriber, RuleBlocked, RuleFailure, type CheckKind } from './failure.ts';
import {
  causeOfViolation,
  checkOfViolation,
  serverErrorCause,
  statusCause,
  violationKey,
  type FailureCause,
} from './failure-cause.ts';
import { createTransport, transportFetch, type Exchange, type RawRequest } from './http.ts';
import { isFault, listRead, maxListWalks, walkList, walkSpecList, type ListWalk } from './list-walker.ts';
import { nextPageHint, type PaginationUsed } from './next-page.ts';
import { ownerOf } from './preconditions.ts';
import { idOf, isJsonObject, unwrapRecord } from './record.ts';
import { curlCommand, keyVariables, type Secrets } from './reproduce.ts';
import { describeSource, type RuleMeta } from './rule-meta.ts';
import { validateExchange } from './response-validator.ts';
import type {
  CreatedJob,
  JobRecord,
  RequestOptions,
  RuleContext,
  StatusClass,
  StatusExpectation,
} from './rule-context.ts';

function inClass(status: number, expected: StatusClass): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status >= 400 && status < 500;
}

/** What the run established before the rules (preflight.ts). */
export interface SharedFacts {
  /**
   * Contract violations of the plain create and list answers and of an error answer (their violationKey):
   * reported by SCHEMA-001/002/003 only.
   */
  readonly knownViolations?: readonly string[] | undefined;
  /** A 5xx or unanswered exchange the pre-flight met while establishing what this rule owns: it fails the rule. */
  readonly preflightFault?: Exchange | undefined;
}

/** The query parameter a next-page token went back in, per run and source, so each walk tries it first. */
const pageParams = new Map<string, Map<string, string>>();

/** The context of one rule's run; what each member does is documented on the interface (rule-context.ts). */
export function createRuleContext(meta: RuleMeta, config: ConformanceConfig, shared: SharedFacts = {}): RuleContext {
  const known = new Set(
    ['SCHEMA-001', 'SCHEMA-002', 'SCHEMA-003'].includes(meta.id) ? [] : (shared.knownViolations ?? []),
  );
  const exchanges: Exchange[] = [];
  const created: { id: string; key: string }[] = [];
  let fault: Exchange | undefined;
  let pagination: PaginationUsed | undefined;
  const noteFault = (exchange: Exchange) => {
    if (fault === undefined && isFault(exchange)) fault = exchange;
  };
  // Anything a create answers with an id (string or integer, bare or nested) is deleted at the end, even
  // when the rule expected a refusal.
  const transport = createTransport(
    config.baseUrl,
    (exchange) => {
      exchanges.push(exchange);
      noteFault(exchange);
      const { request, response } = exchange;
      const key = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1];
      const id = response && response.status < 300 ? idOf(response.json) : undefined;
      if (request.method === 'POST' && request.path.split('?')[0] === '/v1/jobs' && id !== undefined && key)
        created.push({ id, key });
    },
    config.timeoutMs,
  );
  // Clean-up answers are not judged, but a 5xx or no answer there is a fault like any other.
  const quiet = createTransport(config.baseUrl, noteFault, config.timeoutMs);
  const secrets: Secrets = [
    [config.apiKey, keyVariables.main],
    [config.secondApiKey ?? '', keyVariables.second],
  ];
  const describe = createDescriber([
    [config.apiKey, '<api-key>'],
    [config.secondApiKey ?? '', '<second-api-key>'],
  ]);
  const profile: Profile = config.profile;
  const full = profile === 'full';
  const spec = describeSource(meta.source);
  const basePath = new URL(config.baseUrl).pathname.replace(/\/+$/, '');
  let counter = 0;

  function apiWith(key: string | null): Client<paths> {
    return createClient<paths>({
      baseUrl: config.baseUrl,
      fetch: transportFetch(transport),
      headers: key === null ? {} : { 'X-API-Key': key },
    });
  }

  function fail(
    summary: string,
    exchange: Exchange | undefined,
    expected: string,
    where = spec,
    check: CheckKind = 'behaviour',
    cause?: FailureCause,
  ): never {
    throw new RuleFailure(
      `${meta.id}: ${summary}`,
      {
        sent: exchange ? describe.request(exchange) : '(nothing)',
        received: exchange ? describe.response(exchange) : '(nothing)',
        expected,
        spec: where,
        check,
        reproduce: exchange ? curlCommand(config.baseUrl, exchange.request, secrets) : undefined,
        cause,
      },
      exchange,
    );
  }

  /** This rule cannot go on without what `owner` checks: skipped, unless this rule is `owner` (then it fails). */
  function blocked(
    owner: string,
    reason: string,
    exchange: Exchange | undefined,
    check: CheckKind = 'behaviour',
  ): never {
    if (owner === meta.id) fail(reason, exchange, 'what the rule checks', spec, check);
    throw blockedBy(
      owner,
      exchange
        ? `${reason} (${describe.request(exchange).split(' [')[0]} answered ${describe.response(exchange).replace(/\s+/g, ' ')})`
        : reason,
    );
  }

  const ctx: RuleContext = {
    meta,
    config,
    profile,
    full,
    keys: { main: config.apiKey, second: config.secondApiKey },
    api: apiWith(config.apiKey),
    apiWith,
    exchanges: exchanges as readonly Exchange[],
    lastExchange: (): Exchange | undefined => exchanges.at(-1),
    describe,

    send: (request: RawRequest): Promise<Exchange> => transport.send(request),

    request(method: string, path: string, options: RequestOptions = {}): Promise<Exchange> {
      const headers: Record<string, string> = {};
      const key = options.key === undefined ? config.apiKey : options.key;
      if (key !== null) headers['X-API-Key'] = key;
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
      Object.assign(headers, options.headers);
      return transport.send({
        method,
        path,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(options.bodyAfter ? { bodyAfter: options.bodyAfter } : {}),
      });
    },

    name(): string {
      counter += 1;
      return `cjk-${config.runId}-${meta.id.toLowerCase()}-${counter}`;
    },

    /**
     * A create body with every field the seed names (§2), values any seed-correct service accepts: the
     * harmless target URL, GET, interval, a one-day interval, no notification.
     */
    validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
      return {
        name: ctx.name(),
        url: config.targetUrl,
        method: 'GET',
        schedule_type: 'interval',
        interval_seconds: 86_400,
        notify_on_failure: false,
        ...overrides,
      };
    },

    expectStatus(exchange: Exchange, expectation: StatusExpectation, why: string, where = spec): void {
      const status = exchange.response?.status;
      const fullStatuses = typeof expectation.full === 'number' ? [expectation.full] : expectation.full;
      const ok = status !== undefined && (full ? fullStatuses.includes(status) : inClass(status, expectation.core));
      if (ok) return;
      const allowed = full ? fullStatuses.map(String) : [`any ${expectation.core}`];
      const wanted = allowed.join(' or ');
      const check = status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status';
      fail(
        `${why}: expected ${wanted}, got ${status ?? 'no answer'}`,
        exchange,
        `${wanted} (${why})`,
        where,
        check,
        statusCause(status, allowed, full ? 'spec' : 'seed'),
      );
    },

    expectRejected(exchange: Exchange, fullStatus: number | readonly number[], why: string, where = spec): void {
      ctx.expectStatus(exchange, { core: '4xx', full: fullStatus }, why, where);
    },

    expectAccepted(exchange: Exchange, fullStatus: number | readonly number[], why: string, where = spec): void {
      ctx.expectStatus(exchange, { core: '2xx', full: fullStatus }, why, where);
    },

    expectFieldError(exchange: Exchange, pointer: string, why: string): void {
      if (!full) return;
      const json = exchange.response?.json;
      const errors = isJsonObject(json) ? json.errors : undefined;
      const pointers = Array.isArray(errors)
        ? errors.map((e: unknown) => (isJsonObject(e) ? e.pointer : undefined))
        : [];
      if (!pointers.includes(pointer))
        fail(
          `${why}: the 422 does not name ${pointer || '(the whole body)'} (names ${JSON.stringify(pointers)})`,
          exchange,
          `errors[] with pointer ${JSON.stringify(pointer)}`,
          '#/components/schemas/ValidationProblem',
          'schema',
        );
    },

    expectNotServed(exchange: Exchange, why: string, where = spec): void {
      const status = exchange.response?.status ?? 0;
      if (full) return ctx.expectStatus(exchange, { core: '4xx', full: 404 }, why, where);
      if (status >= 200 && status < 300)
        fail(
          `${why}: answered ${status}`,
          exchange,
          'no 2xx answer (the path is not part of the API)',
          where,
          'status',
        );
    },

    fail,
    blocked,

    /**
     * The seed (or the spec) leaves open what the rule would need: skipped with the reason, never failed.
     * `decideHint` says what would let the kit decide (a flag to give, what the service would need to offer).
     */
    cannotDecide(reason: string, decideHint: string): never {
      throw new RuleBlocked(reason, decideHint);
    },

    check(
      condition: unknown,
      summary: string,
      exchange: Exchange | undefined,
      expected: string,
      where = spec,
      kind: CheckKind = 'behaviour',
    ): void {
      if (!condition) fail(summary, exchange, expected, where, kind);
    },

    track(id: string, key = config.apiKey): void {
      created.push({ id, key });
    },

    /**
     * Creates a job and tracks it for clean-up. Any 2xx will do here; the exact status and the record's
     * shape are checked by BODY-001 and SCHEMA-001, so one wrong status is one failure, not forty. A
     * refused create blocks the rule (BODY-001 reports it).
     */
    async createJob(
      overrides: Record<string, unknown> = {},
      options: { key?: string; headers?: Record<string, string> } = {},
    ): Promise<CreatedJob> {
      const body = ctx.validBody(overrides);
      const key = options.key ?? config.apiKey;
      const exchange = await ctx.request('POST', '/v1/jobs', {
        key,
        body,
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const status = exchange.response?.status;
      if (status === undefined || status < 200 || status >= 300)
        blocked(
          'BODY-001',
          'a valid create was not accepted',
          exchange,
          status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status',
        );
      const json = exchange.response?.json;
      return { exchange, name: String(body.name), body, record: unwrapRecord(json), id: idOf(json) };
    },

    jobPath(job: CreatedJob, suffix = ''): string {
      if (job.id === undefined)
        blocked(
          ownerOf['job-id'][profile],
          'the create answer carries no id the kit can use (a string or an integer, at the top or under "job"/"data")',
          job.exchange,
          'schema',
        );
      return `/v1/jobs/${encodeURIComponent(job.id)}${suffix}`;
    },

    /**
     * The account's list, page by page (list-walker.ts): in the core way — whatever standard pagination
     * the answer offers, or what --next-page says — stopping at the page that shows `find` when given.
     * A 5xx or no answer on the way is the rule's fault (see `serverFault`), never a reason to skip.
     */
    async walkList(key: string = config.apiKey, find?: string): Promise<ListWalk> {
      let memo = pageParams.get(config.runId);
      if (!memo) pageParams.set(config.runId, (memo = new Map()));
      const once = () =>
        walkList((path) => ctx.request('GET', path, { key }), { find, basePath, nextPage: config.nextPage, memo });
      let walk = await once();
      // A walk cut short by a concurrent delete (maxListWalks) may end on a page it cannot place: try again before skipping.
      for (let walks = 1; walk.undetermined && !walk.fault && walks < 3; walks++) walk = await once();
      pagination ??= walk.pagination;
      if (walk.fault) throw ctx.faultFailure(walk.fault, `request ${walk.pages.length + 1} of a list walk`);
      return walk;
    },

    /**
     * Looks for the job named `name` in the account's list. Core: anywhere in the answer, following
     * whatever standard pagination it offers (list-walker.ts); skipped when it cannot tell. Full: walks
     * every page of `{data, next_cursor}`. `expected` 'absent' (a check that the job is not listed) takes
     * one walk; 'listed' confirms a miss on a list of several pages with walks until two in a row read the
     * same list (maxListWalks), and skips when the list changed under every one.
     */
    async findInList(
      name: string,
      key: string = config.apiKey,
      expected: 'listed' | 'absent' = 'listed',
    ): Promise<{ exchange: Exchange; job: Record<string, unknown> | undefined }> {
      const core = async () => {
        let walk = await ctx.walkList(key, name);
        let before: string | undefined;
        for (
          let walks = 1;
          expected === 'listed' && !walk.job && !walk.refused && !walk.undetermined && walk.pages.length > 1;
          walks++
        ) {
          const read = listRead(walk);
          if (read === before) break;
          if (walks >= maxListWalks)
            ctx.cannotDecide(
              `cannot tell whether the list holds ${name}: no walk found it, but the list changed under each of ${walks} walks (jobs created or deleted meanwhile shift its pages)`,
              'run the kit when nothing else writes to these accounts, or give --next-page if the service offers cursors that do not shift',
            );
          before = read;
          walk = await ctx.walkList(key, name);
        }
        if (walk.refused) blocked(ownerOf.list.core, 'the job list did not answer with a 2xx', walk.exchange, 'status');
        if (walk.undetermined)
          ctx.cannotDecide(`cannot tell whether the list holds ${name}: ${walk.undetermined}`, nextPageHint);
        return { exchange: walk.exchange, job: walk.job };
      };
      if (!full) return core();
      try {
        const { exchange, jobs } = await ctx.listAll(key);
        return { exchange, job: jobs.find((job) => job.name === name) };
      } catch (error) {
        // A list off the spec's shape is SCHEMA-002's failure; what the seed states (the job is listed,
        // and only for its account) can still be judged the core way.
        if (!(error instanceof RuleBlocked) || !error.reason.startsWith('blocked by SCHEMA-002')) throw error;
        return core();
      }
    },

    async listAll(
      key: string = config.apiKey,
      query = '',
    ): Promise<{ exchange: Exchange; jobs: JobRecord[]; pages: readonly Exchange[] }> {
      const walk = await walkSpecList((path) => ctx.request('GET', path, { key }), { query });
      if (walk.fault) throw ctx.faultFailure(walk.fault, `request ${walk.pages.length + 1} of a list walk`);
      if (walk.refused && walk.pages.length === 0)
        blocked(ownerOf.list.full, 'the job list did not answer with a 2xx', walk.exchange, 'status');
      // A later page refused: the service refused the next_cursor it gave. PAGE-001, the rule that walks
      // the list for its own sake, fails with it; the rules that only needed the list skip.
      if (walk.refused)
        blocked(
          'PAGE-001',
          `page ${walk.pages.length + 1} of the list, asked for with the next_cursor the page before gave, was refused`,
          walk.exchange,
          'status',
        );
      if (walk.offShape)
        blocked('SCHEMA-002', 'the list answer is not {"data": [...], "next_cursor": ...}', walk.exchange, 'schema');
      return { exchange: walk.exchange, jobs: walk.jobs, pages: walk.pages };
    },

    serverFault: (): Exchange | undefined => fault,

    pagination: (): PaginationUsed | undefined => pagination,

    faultFailure(exchange: Exchange, where?: string): RuleFailure {
      const status = exchange.response?.status;
      const summary = `${status === undefined ? `no answer from the service (${exchange.error ?? 'none'})` : `answered ${status}`} to ${exchange.request.method} ${exchange.request.path.split('?')[0]}${where ? ` (${where})` : ''}`;
      return new RuleFailure(
        `${meta.id}: ${describe.mask(summary)}`,
        {
          sent: describe.request(exchange),
          received: describe.response(exchange),
          expected: 'an HTTP answer, and no 5xx, to every request in every profile',
          spec: '#/components/responses/InternalError',
          check: status === undefined ? 'no-answer' : '5xx',
          reproduce: curlCommand(config.baseUrl, exchange.request, secrets),
          cause: serverErrorCause(status),
        },
        exchange,
      );
    },

    verifyNoServerErrors(): void {
      if (fault) throw ctx.faultFailure(fault);
    },

    verifyContract(): void {
      if (!full) return;
      for (const exchange of exchanges) {
        const violations = validateExchange(exchange).filter((v) => !known.has(violationKey(v)));
        const first = violations[0];
        if (first)
          fail(
            `the answer breaks the contract: ${violations.map((v) => v.detail).join('; ')}`,
            exchange,
            'a response the spec documents (status, Content-Type, headers, body schema)',
            first.where,
            checkOfViolation(first),
            causeOfViolation(first),
          );
      }
    },

    async cleanUp(): Promise<void> {
      for (const { id, key } of created.splice(0))
        await quiet.send({
          method: 'DELETE',
          path: `/v1/jobs/${encodeURIComponent(id)}`,
          headers: { 'X-API-Key': key },
        });
    },
  };
  return ctx;
}
