// What a rule works with: clients (typed openapi-fetch and raw), the run's config, helpers that know
// the profile (core accepts any 2xx/4xx, full wants the spec's exact status), unique names, and clean-up.
// After the rule's body, every exchange is judged: any 5xx fails in every profile, and in the full
// profile every response must conform to the contract.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/openapi.ts';
import type { ConformanceConfig, Profile } from './config.ts';
import { createDescriber, RuleFailure } from './failure.ts';
import { createTransport, transportFetch, type Exchange, type RawRequest } from './http.ts';
import { describeSource, type RuleMeta } from './rule-meta.ts';
import { validateExchange } from './response-validator.ts';

export type StatusClass = '2xx' | '4xx';
export interface StatusExpectation {
  /** What the seed allows: any 2xx or any 4xx. */
  readonly core: StatusClass;
  /** The spec's exact answer(s). */
  readonly full: number | readonly number[];
}

export interface RequestOptions {
  /** The X-API-Key to send: the main key by default, `null` for none. */
  readonly key?: string | null;
  /** A value sent as JSON (Content-Type application/json), or a string sent as is. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface CreatedJob {
  readonly exchange: Exchange;
  readonly name: string;
  readonly body: Record<string, unknown>;
  /** The answer's body, when it is a JSON object. */
  readonly record: Record<string, unknown> | undefined;
  readonly id: string | undefined;
}

export type JobRecord = Record<string, unknown>;

function inClass(status: number, expected: StatusClass): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status >= 400 && status < 500;
}

/**
 * The object in a JSON value that holds the unique `name`, wherever it sits: first one whose `name` field is
 * it, else one with any field equal to it (the seed shows neither the list's shape nor the record's fields).
 */
export function findByNameAnywhere(value: unknown, name: string): Record<string, unknown> | undefined {
  return findObject(value, (o) => o.name === name, 0) ?? findObject(value, (o) => Object.values(o).includes(name), 0);
}

function findObject(value: unknown, match: (o: Record<string, unknown>) => boolean, depth: number): Record<string, unknown> | undefined {
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && match(value as Record<string, unknown>)) return value as Record<string, unknown>;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findObject(child, match, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Core profile: a guess at the next page of an answer whose shape the seed does not show — a `next…`
 * field holding a /v1/jobs link, or a `next_<x>` token sent back as `?<x>=`.
 */
export function nextPageGuess(answer: unknown): string | undefined {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  for (const [field, value] of Object.entries(answer as Record<string, unknown>)) {
    if (typeof value !== 'string' || value === '' || !/^next/i.test(field)) continue;
    if (value.startsWith('/v1/jobs')) return value;
    if (/^https?:\/\//.test(value)) {
      const url = new URL(value);
      return url.pathname.startsWith('/v1/jobs') ? url.pathname + url.search : undefined;
    }
    const param = field.replace(/^next[_-]?/i, '') || 'cursor';
    return `/v1/jobs?${encodeURIComponent(param)}=${encodeURIComponent(value)}`;
  }
  return undefined;
}

export function createRuleContext(meta: RuleMeta, config: ConformanceConfig) {
  const exchanges: Exchange[] = [];
  const created: { id: string; key: string }[] = [];
  // Anything a create answers with an id is deleted at the end, even when the rule expected a refusal.
  const transport = createTransport(config.baseUrl, (exchange) => {
    exchanges.push(exchange);
    const { request, response } = exchange;
    const id = (response?.json as { id?: unknown } | undefined)?.id;
    const key = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1];
    if (request.method === 'POST' && request.path.split('?')[0] === '/v1/jobs' && response && response.status < 300 && typeof id === 'string' && key)
      created.push({ id, key });
  });
  const quiet = createTransport(config.baseUrl);
  const describe = createDescriber([
    [config.apiKey, '<api-key>'],
    [config.secondApiKey ?? '', '<second-api-key>'],
  ]);
  const profile: Profile = config.profile;
  const full = profile === 'full';
  const spec = describeSource(meta.source);
  let counter = 0;

  function apiWith(key: string | null): Client<paths> {
    return createClient<paths>({ baseUrl: config.baseUrl, fetch: transportFetch(transport), headers: key === null ? {} : { 'X-API-Key': key } });
  }

  function fail(summary: string, exchange: Exchange | undefined, expected: string, where = spec): never {
    throw new RuleFailure(`${meta.id}: ${summary}`, {
      sent: exchange ? describe.request(exchange) : '(nothing)',
      received: exchange ? describe.response(exchange) : '(nothing)',
      expected,
      spec: where,
    });
  }

  const ctx = {
    meta,
    config,
    profile,
    full,
    keys: { main: config.apiKey, second: config.secondApiKey },
    /** The typed client (openapi-fetch over generated `paths`) with the main key. */
    api: apiWith(config.apiKey),
    apiWith,
    exchanges: exchanges as readonly Exchange[],
    lastExchange: (): Exchange | undefined => exchanges.at(-1),
    describe,

    /** Sends exactly what is given (see RawRequest) and records it. */
    send: (request: RawRequest): Promise<Exchange> => transport.send(request),

    /** A request with the main key and, for an object body, JSON. */
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
      return transport.send({ method, path, headers, ...(body === undefined ? {} : { body }) });
    },

    /** A name no other run or rule uses: `cjk-<runid>-<rule id>-<n>`. */
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

    /** Fails the rule unless the status is the one the profile expects. */
    expectStatus(exchange: Exchange, expectation: StatusExpectation, why: string, where = spec): void {
      const status = exchange.response?.status;
      const fullStatuses = typeof expectation.full === 'number' ? [expectation.full] : expectation.full;
      const ok = status !== undefined && (full ? fullStatuses.includes(status) : inClass(status, expectation.core));
      if (ok) return;
      const wanted = full ? fullStatuses.join(' or ') : `any ${expectation.core}`;
      fail(`${why}: expected ${wanted}, got ${status ?? 'no answer'}`, exchange, `${wanted} (${why})`, where);
    },

    expectRejected(exchange: Exchange, fullStatus: number | readonly number[], why: string, where = spec): void {
      ctx.expectStatus(exchange, { core: '4xx', full: fullStatus }, why, where);
    },

    expectAccepted(exchange: Exchange, fullStatus: number | readonly number[], why: string, where = spec): void {
      ctx.expectStatus(exchange, { core: '2xx', full: fullStatus }, why, where);
    },

    /** Full profile: the 422's `errors` names `pointer` (RFC 9457 validation problem). */
    expectFieldError(exchange: Exchange, pointer: string, why: string): void {
      if (!full) return;
      const errors = (exchange.response?.json as { errors?: { pointer?: unknown }[] } | undefined)?.errors;
      const pointers = Array.isArray(errors) ? errors.map((e) => e?.pointer) : [];
      if (!pointers.includes(pointer))
        fail(`${why}: the 422 does not name ${pointer || '(the whole body)'} (names ${JSON.stringify(pointers)})`, exchange, `errors[] with pointer ${JSON.stringify(pointer)}`, '#/components/schemas/ValidationProblem');
    },

    /** A path the service must not serve: core — no 2xx; full — 404. */
    expectNotServed(exchange: Exchange, why: string, where = spec): void {
      const status = exchange.response?.status ?? 0;
      if (full) return ctx.expectStatus(exchange, { core: '4xx', full: 404 }, why, where);
      if (status >= 200 && status < 300) fail(`${why}: answered ${status}`, exchange, 'no 2xx answer (the path is not part of the API)', where);
    },

    fail,

    check(condition: unknown, summary: string, exchange: Exchange | undefined, expected: string, where = spec): void {
      if (!condition) fail(summary, exchange, expected, where);
    },

    /** Remembers a job for deletion at the end of the rule. */
    track(id: string, key = config.apiKey): void {
      created.push({ id, key });
    },

    /** Creates a job (full: 201; core: any 2xx) and tracks it for clean-up. */
    async createJob(overrides: Record<string, unknown> = {}, options: { key?: string; headers?: Record<string, string> } = {}): Promise<CreatedJob> {
      const body = ctx.validBody(overrides);
      const key = options.key ?? config.apiKey;
      const exchange = await ctx.request('POST', '/v1/jobs', { key, body, ...(options.headers ? { headers: options.headers } : {}) });
      const json = exchange.response?.json;
      const record = json !== null && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
      const id = typeof record?.id === 'string' ? record.id : undefined;
      ctx.expectAccepted(exchange, 201, 'a valid job is created', full ? '#/paths/~1v1~1jobs/post/responses/201' : 'seed §4.1');
      return { exchange, name: String(body.name), body, record, id };
    },

    /**
     * Looks for the job named `name` in the account's list. Core: anywhere in the answer to `GET /v1/jobs`
     * (the seed shows no list shape). Full: walks every page of `{data, next_cursor}`.
     */
    async findInList(name: string, key: string = config.apiKey): Promise<{ exchange: Exchange; job: Record<string, unknown> | undefined }> {
      if (!full) {
        // The seed shows no pagination either: follow anything that looks like a next-page link or cursor.
        let exchange = await ctx.request('GET', '/v1/jobs', { key });
        for (let pages = 1; pages < 50; pages++) {
          const job = findByNameAnywhere(exchange.response?.json, name);
          const next = job ? undefined : nextPageGuess(exchange.response?.json);
          if (!next) return { exchange, job };
          exchange = await ctx.request('GET', next, { key });
          if (!exchange.response || exchange.response.status >= 300) return { exchange, job: undefined };
        }
        return { exchange, job: undefined };
      }
      const { exchange, jobs } = await ctx.listAll(key);
      return { exchange, job: jobs.find((job) => job.name === name) };
    },

    /** Full profile: every job of the account, page by page (limit 100). */
    async listAll(key: string = config.apiKey, query = ''): Promise<{ exchange: Exchange; jobs: JobRecord[]; pages: number }> {
      const jobs: JobRecord[] = [];
      let cursor: string | null = null;
      let exchange: Exchange;
      let pages = 0;
      do {
        const params = new URLSearchParams(query);
        params.set('limit', '100');
        if (cursor) params.set('cursor', cursor);
        exchange = await ctx.request('GET', `/v1/jobs?${params}`, { key });
        pages += 1;
        ctx.expectAccepted(exchange, 200, 'the job list answers', '#/paths/~1v1~1jobs/get/responses/200');
        const page = exchange.response?.json as { data?: JobRecord[]; next_cursor?: string | null } | undefined;
        ctx.check(Array.isArray(page?.data), 'the list answer has no data array', exchange, '{data: [Job], next_cursor}', '#/components/schemas/JobList');
        jobs.push(...(page!.data ?? []));
        cursor = page?.next_cursor ?? null;
      } while (cursor && pages < 200);
      return { exchange, jobs, pages };
    },

    /** No 5xx ever, in every profile; every request got an answer. */
    verifyNoServerErrors(): void {
      for (const exchange of exchanges) {
        if (!exchange.response) fail('no answer from the service', exchange, 'an HTTP answer');
        if (exchange.response.status >= 500)
          fail(`answered ${exchange.response.status}`, exchange, 'no 5xx answer to any input, in every profile', '#/components/responses/InternalError');
      }
    },

    /** Full profile: every response conforms to the contract. */
    verifyContract(): void {
      if (!full) return;
      for (const exchange of exchanges) {
        const violations = validateExchange(exchange);
        if (violations.length > 0)
          fail(
            `the answer breaks the contract: ${violations.map((v) => v.detail).join('; ')}`,
            exchange,
            'a response the spec documents (status, Content-Type, headers, body schema)',
            violations[0]!.where,
          );
      }
    },

    /** Deletes what the rule created, where the API allows it; answers are not judged. */
    async cleanUp(): Promise<void> {
      for (const { id, key } of created.splice(0))
        await quiet.send({ method: 'DELETE', path: `/v1/jobs/${encodeURIComponent(id)}`, headers: { 'X-API-Key': key } });
    },
  };
  return ctx;
}

export type RuleContext = ReturnType<typeof createRuleContext>;
