// How a rule reads an account's list: the core walk (list-walker.ts: whatever standard pagination the answer
// offers, or what --next-page says), a job looked for by name with walks that tell a miss from a list that
// shifted under them, the spec's `{data, next_cursor}` pages in full, and the whole list for the read-back.
// A 5xx or no answer on the way fails the rule (outcome.ts), never makes it skip. Each rule notes how its
// walks paged and whether a --next-page hint matched, for the run's report (runner/hint-check.ts).
import type { ConformanceConfig } from './config.ts';
import { RuleBlocked } from './failure.ts';
import type { Exchange } from '../transport/http.ts';
import { listRead, maxListWalks, walkList, walkSpecList, type ListWalk } from '../lists/list-walker.ts';
import { nextPageHint, type PaginationUsed } from '../lists/next-page.ts';
import { ownerOf } from './preconditions.ts';
import type { JobRecord } from './rule-context.ts';
import type { RuleJudge } from './rule-judge.ts';
import type { RuleTransport } from './rule-transport.ts';

/** What this run learnt of the list's paging, per run id (list-walker.ts `memo`), shared by the walks of its rules. */
const pageMemos = new Map<string, Map<string, string>>();

/** The better of two walks' hint notes: a match wins, then the first miss. */
const betterHint = (kept: ListWalk['hint'], next: ListWalk['hint']): ListWalk['hint'] =>
  kept?.matched || next === undefined ? kept : next.matched || kept === undefined ? next : kept;

export class RuleLists {
  readonly #config: ConformanceConfig;
  readonly #transport: RuleTransport;
  readonly #judge: RuleJudge;
  readonly #basePath: string;
  /** How the rule's walks got past a first page, when they did. */
  pagination: PaginationUsed | undefined;
  /** With --next-page: whether a walk of the rule matched it, or what a walk saw instead. */
  hint: ListWalk['hint'];

  constructor(config: ConformanceConfig, transport: RuleTransport, judge: RuleJudge) {
    this.#config = config;
    this.#transport = transport;
    this.#judge = judge;
    this.#basePath = new URL(config.baseUrl).pathname.replace(/\/+$/, '');
  }

  walkList = async (key = this.#config.apiKey, find?: string, query?: Record<string, string>): Promise<ListWalk> => {
    const { runId, nextPage } = this.#config;
    let memo = pageMemos.get(runId);
    if (!memo) pageMemos.set(runId, (memo = new Map()));
    const get = (path: string) => this.#transport.request('GET', path, { key });
    const once = () => walkList(get, { find, basePath: this.#basePath, nextPage, memo, query });
    let walk = await once();
    // A walk cut short by a concurrent delete (maxListWalks) may end on a page it cannot place: try again before skipping.
    for (let walks = 1; walk.undetermined && !walk.fault && walks < 3; walks++) walk = await once();
    this.pagination ??= walk.pagination;
    this.hint = betterHint(this.hint, walk.hint);
    if (walk.fault) throw this.#judge.faultFailure(walk.fault, `request ${walk.pages.length + 1} of a list walk`);
    return walk;
  };

  findInList = async (
    name: string,
    key = this.#config.apiKey,
    expected: 'listed' | 'absent' = 'listed',
  ): Promise<{ exchange: Exchange; job: Record<string, unknown> | undefined }> => {
    if (this.#config.profile !== 'full') return this.#findTheCoreWay(name, key, expected);
    try {
      const { exchange, jobs } = await this.listAll(key);
      return { exchange, job: jobs.find((job) => job.name === name) };
    } catch (error) {
      // A list off the spec's shape is SCHEMA-002's failure; what the seed states (the job is listed, and only
      // for its account) can still be judged the core way.
      if (!(error instanceof RuleBlocked) || !error.reason.startsWith('blocked by SCHEMA-002')) throw error;
      return this.#findTheCoreWay(name, key, expected);
    }
  };

  async #findTheCoreWay(name: string, key: string, expected: 'listed' | 'absent') {
    let walk = await this.walkList(key, name);
    let before: string | undefined;
    const settled = () =>
      expected !== 'listed' || walk.job || walk.refused || walk.undetermined || walk.pages.length <= 1;
    for (let walks = 1; !settled(); walks++) {
      const read = listRead(walk);
      if (read === before) break;
      if (walks >= maxListWalks)
        this.#judge.cannotDecide(
          `cannot tell whether the list holds ${name}: no walk found it, but the list changed under each of ${walks} walks (jobs created or deleted meanwhile shift its pages)`,
          'run the kit when nothing else writes to these accounts, or give --next-page if the service offers cursors that do not shift',
        );
      before = read;
      walk = await this.walkList(key, name);
    }
    if (walk.refused)
      this.#judge.blocked(ownerOf.list.core, 'the job list did not answer with a 2xx', walk.exchange, 'status');
    if (walk.undetermined)
      this.#judge.cannotDecide(`cannot tell whether the list holds ${name}: ${walk.undetermined}`, nextPageHint);
    return { exchange: walk.exchange, job: walk.job };
  }

  listAll = async (
    key = this.#config.apiKey,
    query = '',
  ): Promise<{ exchange: Exchange; jobs: JobRecord[]; pages: readonly Exchange[] }> => {
    const walk = await walkSpecList((path) => this.#transport.request('GET', path, { key }), { query });
    if (walk.fault) throw this.#judge.faultFailure(walk.fault, `request ${walk.pages.length + 1} of a list walk`);
    if (walk.refused && walk.pages.length === 0)
      this.#judge.blocked(ownerOf.list.full, 'the job list did not answer with a 2xx', walk.exchange, 'status');
    // A later page refused: the service refused the next_cursor it gave. PAGE-001, the rule that walks the list
    // for its own sake, fails with it; the rules that only needed the list skip.
    if (walk.refused)
      this.#judge.blocked(
        'PAGE-001',
        `page ${walk.pages.length + 1} of the list, asked for with the next_cursor the page before gave, was refused`,
        walk.exchange,
        'status',
      );
    if (walk.offShape)
      this.#judge.blocked(
        'SCHEMA-002',
        'the list answer is not {"data": [...], "next_cursor": ...}',
        walk.exchange,
        'schema',
      );
    return { exchange: walk.exchange, jobs: walk.jobs, pages: walk.pages };
  };

  /** Every page of the account's list, for the read-back: the spec's pages in full (the core walk when off its shape). */
  readWholeList = async (key: string): Promise<ListWalk> => {
    if (this.#config.profile === 'full')
      try {
        const { exchange, pages } = await this.listAll(key);
        return { exchange, pages, distinct: pages.length };
      } catch (error) {
        if (!(error instanceof RuleBlocked)) throw error;
        if (!error.reason.startsWith('blocked by SCHEMA-002'))
          return { exchange: this.#transport.exchanges.at(-1)!, pages: [], distinct: 0, undetermined: error.reason };
      }
    return this.walkList(key);
  };
}
