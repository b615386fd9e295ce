// The jobs a rule makes: names no other run or rule uses, create bodies any seed-correct service accepts, a
// create that blocks the rule when refused (BODY-001 reports it), the path of a created job, the ledger of
// what it acknowledged — read back after the rule's body (read-back.ts) — and the clean-up that deletes every
// job an answer gave an id for, even when the rule expected a refusal.
import type { ConformanceConfig } from './config.ts';
import type { Exchange } from '../transport/http.ts';
import { ownerOf } from './preconditions.ts';
import type { ProbeLedger } from './probes.ts';
import { ReadBackLedger, verifyReadBack } from '../read-back/read-back.ts';
import { idOf, unwrapRecord } from '../transport/record.ts';
import type { CreatedJob } from './rule-context.ts';
import type { RuleMeta } from './rule-meta.ts';
import type { RuleJudge } from './rule-judge.ts';
import type { RuleLists } from './rule-lists.ts';
import { keyOf, type RuleTransport } from './rule-transport.ts';

export class RuleJobs {
  readonly #meta: RuleMeta;
  readonly #config: ConformanceConfig;
  readonly #transport: RuleTransport;
  readonly #judge: RuleJudge;
  readonly #created: { id: string; key: string }[] = [];
  readonly #readBack = new ReadBackLedger();
  #counter = 0;

  constructor(meta: RuleMeta, config: ConformanceConfig, transport: RuleTransport, judge: RuleJudge) {
    this.#meta = meta;
    this.#config = config;
    this.#transport = transport;
    this.#judge = judge;
  }

  /** Called with each of the rule's exchanges: a create that answered an id is deleted at the end. */
  noteExchange(exchange: Exchange): void {
    const { request, response } = exchange;
    const key = keyOf(request);
    const id = response && response.status < 300 ? idOf(response.json) : undefined;
    if (request.method === 'POST' && request.path.split('?')[0] === '/v1/jobs' && id !== undefined && key)
      this.#created.push({ id, key });
    this.#readBack.note(exchange, key);
  }

  name = (): string => {
    this.#counter += 1;
    return `cjk-${this.#config.runId}-${this.#meta.id.toLowerCase()}-${this.#counter}`;
  };

  /**
   * A create body with every field the seed names (§2), values any seed-correct service accepts: the harmless
   * target URL, GET, interval, a one-day interval, no notification.
   */
  validBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    name: this.name(),
    url: this.#config.targetUrl,
    method: 'GET',
    schedule_type: 'interval',
    interval_seconds: 86_400,
    notify_on_failure: false,
    ...overrides,
  });

  /**
   * Creates a job and tracks it for clean-up. Any 2xx will do here; the exact status and the record's shape are
   * checked by BODY-001 and SCHEMA-001, so one wrong status is one failure, not forty.
   */
  createJob = async (
    overrides: Record<string, unknown> = {},
    options: { key?: string; headers?: Record<string, string> } = {},
  ): Promise<CreatedJob> => {
    const body = this.validBody(overrides);
    const key = options.key ?? this.#config.apiKey;
    const exchange = await this.#transport.request('POST', '/v1/jobs', {
      key,
      body,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    const status = exchange.response?.status;
    if (status === undefined || status < 200 || status >= 300)
      this.#judge.blocked(
        'BODY-001',
        'a valid create was not accepted',
        exchange,
        status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status',
      );
    const json = exchange.response?.json;
    return { exchange, name: String(body.name), body, record: unwrapRecord(json), id: idOf(json) };
  };

  jobPath = (job: CreatedJob, suffix = ''): string => {
    const id =
      job.id ??
      this.#judge.blocked(
        ownerOf['job-id'][this.#config.profile],
        'the create answer carries no id the kit can use (a string or an integer, at the top or under "job"/"data")',
        job.exchange,
        'schema',
      );
    return `/v1/jobs/${encodeURIComponent(id)}${suffix}`;
  };

  track = (id: string, key = this.#config.apiKey): void => {
    this.#created.push({ id, key });
  };

  readBackToo = (exchange: Exchange, key = this.#config.apiKey): void => {
    this.#readBack.note(exchange, key);
  };

  /** Reads back every create the rule's service acknowledged (read-back.ts). */
  async verifyReadBack(lists: RuleLists, probes: ProbeLedger): Promise<void> {
    const { baseUrl, profile } = this.#config;
    const base = new URL(baseUrl);
    const basePath = base.pathname.replace(/\/+$/, '');
    const host = {
      full: profile === 'full',
      readList: lists.readWholeList,
      fail: (summary: string, exchange: Exchange | undefined, expected: string, where: string) =>
        this.#judge.fail(summary, exchange, expected, where),
      probe: (promise: string, kind: string) => probes.probe(promise, kind),
      unreached: (promise: string, reason: string) => probes.unreached(promise, reason),
      track: this.track,
      isSelfLink: (value: unknown) =>
        typeof value === 'string' &&
        (value.startsWith(`${basePath}/v1/`) ||
          (URL.canParse(value) &&
            new URL(value).origin === base.origin &&
            new URL(value).pathname.startsWith(`${basePath}/v1/`))),
    };
    await verifyReadBack(host, this.#readBack.pending());
  }

  /** Deletes what the rule created, where the API allows it; answers are recorded, not judged. */
  async cleanUp(): Promise<void> {
    for (const { id, key } of this.#created.splice(0)) {
      this.#readBack.forget(id);
      await this.#transport.sendQuietly({
        method: 'DELETE',
        path: `/v1/jobs/${encodeURIComponent(id)}`,
        headers: { 'X-API-Key': key },
      });
    }
  }
}
