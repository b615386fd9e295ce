// The core profile's list walk (`walkList`, documented in list-walker.ts): a `Walk` keeps what it read as its
// fields; its steps are methods — the next pages the answer offers (links, fields, headers, tokens), then page
// or offset parameters proved by content.
import type { Exchange } from '../transport/http.ts';
import { findByNameAnywhere, itemsOf, offered, pathOf, spellingsFor, statedTotal, type Source } from './list-shape.ts';
import { formatNextPage, type NextPageHow, type PaginationUsed } from './next-page.ts';
import { idOf, type JsonObject } from '../transport/record.ts';

export const maxListPages = 50;

export type Get = (path: string) => Promise<Exchange>;

export interface WalkOptions {
  /** Stop at the page that shows the job of this name; without it the walk reads the whole list. */
  readonly find?: string | undefined;
  /** The base URL's path, cut from absolute next links. */
  readonly basePath?: string | undefined;
  /** What `--next-page` says; without it the walker finds out. */
  readonly nextPage?: NextPageHow | undefined;
  /**
   * What this run learnt: the query parameter that carried a token, by source (`field:nextPageToken`), and
   * whether a page or offset parameter is honoured (`page:page` → `yes` or `no`).
   */
  readonly memo?: Map<string, string> | undefined;
  /** Query parameters every request of the walk carries (a filter, a page size). */
  readonly query?: Readonly<Record<string, string>> | undefined;
}

export interface ListWalk {
  /** The last exchange of the walk (the page the job was on, the last page read, or the fault). */
  readonly exchange: Exchange;
  /** Every 2xx page the walk read, in order (a probe that answered an earlier page again included). */
  readonly pages: readonly Exchange[];
  /** How many different non-empty pages the walk met. */
  readonly distinct: number;
  readonly job?: JsonObject | undefined;
  /** The first page was not a 2xx answer. */
  readonly refused?: boolean;
  /** A 5xx or no answer met on the way: the walk stopped there. */
  readonly fault?: Exchange;
  /** Set when the walk could not tell whether it read the whole list. */
  readonly undetermined?: string;
  /** How the walk got past the first page, when it did. */
  readonly pagination?: PaginationUsed;
  /**
   * With --next-page: whether what it names brought a page in this walk; when it did not and the answer
   * offered its next page another way, that way (`instead`, in --next-page's grammar).
   */
  readonly hint?: { readonly matched: boolean; readonly instead?: string };
  /** The list as it comes showed no job and named no next page, yet ?page=2 or an offset showed jobs. */
  readonly emptyFirstPage?: boolean;
}

/** A 5xx, or no answer at all (dropped connection, timeout). */
export const isFault = (exchange: Exchange): boolean =>
  exchange.response === undefined || exchange.response.status >= 500;
export const ok = (exchange: Exchange) =>
  exchange.response !== undefined && exchange.response.status >= 200 && exchange.response.status < 300;

const sourceKey = (from: Source) => formatNextPage({ source: from });

/** What a list entry is: its id, or, without one, the entry itself. */
const entryKey = (item: unknown): string => idOf(item) ?? JSON.stringify(item);

/**
 * Whether a page is new, not an earlier one again: it shows entries, at least half on no earlier page. An
 * earlier page read again while other rules create and delete shows mostly entries already seen; a next
 * page, even shifted by a concurrent delete, shows mostly new ones.
 */
function isNewPage(items: readonly unknown[], seenEntries: ReadonlySet<string>): boolean {
  if (items.length === 0) return false;
  const fresh = items.filter((item) => !seenEntries.has(entryKey(item))).length;
  return fresh * 2 >= items.length;
}

const itemsKey = (exchange: Exchange): string => JSON.stringify(itemsOf(exchange.response!.json));
const counterSchemes = (['page', 'offset'] as const).map((kind) => ({ kind, param: kind }));
type CounterScheme = { kind: 'page' | 'offset'; param: string };
type Verdict = 'yes' | 'no' | 'fault';

/** A page or offset no list of this run reaches: a service that honours it answers it empty (or refuses it). */
const farValue = { page: 1_000_000, offset: 1_000_000_000 } as const;

export function walkList(get: Get, options: WalkOptions = {}): Promise<ListWalk> {
  return new Walk(get, options).run();
}

class Walk {
  readonly #get: Get;
  readonly #options: WalkOptions;
  readonly #nextPage: NextPageHow | undefined;
  readonly #pages: Exchange[] = [];
  readonly #seen: string[] = [];
  readonly #seenEntries = new Set<string>();
  #last!: Exchange;
  #firstPage!: Exchange;
  #used: PaginationUsed | undefined;
  #hint: ListWalk['hint'];
  #seenCount = 0; // entries shown by the pages read so far
  #emptyFirstPage = false;

  constructor(get: Get, options: WalkOptions) {
    this.#get = get;
    this.#options = options;
    this.#nextPage = options.nextPage;
  }

  async run(): Promise<ListWalk> {
    const first = await this.#read(this.#withQuery());
    if (first === 'fault') return this.#end({ fault: this.#last, refused: true });
    if (first === 'refused') return this.#end({ refused: true });
    this.#firstPage = this.#last;
    this.#remember(this.#firstPage);
    this.#seenCount = itemsOf(this.#firstPage.response!.json).length;
    const firstJob = this.#found(this.#firstPage);
    if (firstJob) return this.#end({ job: firstJob, exchange: this.#firstPage });

    // 1. Links, fields and headers the answer itself offers.
    if (!this.#nextPage?.counter) {
      const ended = await this.#followOffers();
      if (ended) return ended;
    }
    if (this.#seen.length > 1) return this.#end({ exchange: this.#last }); // the offered pages ended: the whole list was read
    if (this.#nextPage && !this.#nextPage.counter) return this.#givenHintAbsent();
    // 2. Nothing offered: a stated total no larger than what was shown means the list is whole.
    const total = statedTotal(this.#firstPage.response!.json);
    if (!this.#nextPage && total !== undefined && total <= this.#seenCount)
      return this.#end({ exchange: this.#firstPage });
    // 3. Page and offset parameters, each proved by content: page 2 shows jobs page 1 did not, and a page far
    // past any list is empty — a service that ignores the parameter answers the first page to both.
    for (const scheme of this.#nextPage?.counter ? [this.#nextPage.counter] : counterSchemes) {
      const ended = await this.#walkCounter(scheme);
      if (ended) return ended;
    }
    if (total !== undefined)
      return this.#end({
        exchange: this.#firstPage,
        undetermined: `the list states ${total} jobs but shows ${this.#seenCount}, and neither a next link, a next-page token nor page or offset parameters reach the rest`,
      });
    return this.#end({ exchange: this.#firstPage });
  }

  /** Follows what each answer offers as its next page; a result when the walk ends there, else undefined. */
  async #followOffers(): Promise<ListWalk | undefined> {
    let path = this.#withQuery();
    for (;;) {
      const offer = offered(this.#last, this.#nextPage?.source);
      if (offer === undefined) return undefined;
      if (this.#pages.length >= maxListPages)
        return this.#end({ undetermined: `the job is not on the first ${this.#pages.length} pages` });
      const step = 'target' in offer ? await this.#followTarget(offer, path) : await this.#followToken(offer);
      if (typeof step !== 'string') return step;
      path = step;
      const exchange = this.#last;
      const job = this.#found(exchange);
      if (job) return this.#end({ job, exchange });
      const items = itemsKey(exchange);
      if (this.#seen.includes(items) && items !== '[]')
        return this.#end({ undetermined: `page ${this.#pages.length} (${path}) repeats an earlier page` });
      this.#remember(exchange);
      this.#seenCount += itemsOf(exchange.response!.json).length;
    }
  }

  /** A next link: read it. The path read, or the walk's end. */
  async #followTarget(offer: { target: string; from: Source }, path: string): Promise<string | ListWalk> {
    const next = pathOf(offer.target, this.#options.basePath ?? '', path);
    if (next === undefined)
      return this.#end({ undetermined: `the next page ${JSON.stringify(offer.target)} is not under /v1/jobs` });
    this.#note({ source: offer.from });
    const answer = await this.#read(next);
    if (answer === 'fault') return this.#end({ fault: this.#last });
    if (answer === 'refused')
      return this.#end({
        undetermined: `page ${this.#pages.length + 1} (${next}) answered ${this.#last.response!.status}`,
      });
    return next;
  }

  /** A token: the query parameter it goes back in is given, remembered from an earlier walk, or found. */
  async #followToken(offer: { token: string; from: Source }): Promise<string | ListWalk> {
    const given = this.#nextPage?.query;
    const known = given ?? this.#options.memo?.get(sourceKey(offer.from));
    const candidates =
      given !== undefined ? [given] : [...new Set([...(known ? [known] : []), ...spellingsFor(offer.from)])];
    let param: string | undefined;
    let next = '';
    for (const candidate of candidates) {
      if (this.#pages.length >= maxListPages) break;
      next = this.#withQuery({ [candidate]: offer.token });
      const answer = await this.#read(next);
      if (answer === 'fault') return this.#end({ fault: this.#last });
      // A parameter this run has already seen bring a new page may bring an empty one: the list ended
      // early because jobs before this page were deleted since the token was made (rules running
      // beside this one clean up as they go). Only a new spelling must prove itself with a new page.
      const items = itemsOf(this.#last.response!.json);
      if (
        answer === 'ok' &&
        (given !== undefined || (candidate === known && items.length === 0) || isNewPage(items, this.#seenEntries))
      ) {
        param = candidate;
        break;
      }
    }
    if (param === undefined) {
      if (given !== undefined) this.#hint ??= { matched: false };
      const where = formatNextPage({ source: offer.from });
      return this.#end({
        undetermined:
          given !== undefined
            ? `page ${this.#pages.length + 1} (${next}) answered ${this.#last.response!.status}`
            : `the answer names a next page in ${where} (${JSON.stringify(offer.token)}), but none of the query parameters ${candidates.join(', ')} brought a new page; say which with --next-page ${where},query:NAME`,
      });
    }
    this.#options.memo?.set(sourceKey(offer.from), param);
    // A query --next-page names is used unverified; it matched only if it brought a new page (or the end).
    const items = itemsOf(this.#last.response!.json);
    if (given !== undefined && items.length > 0 && !isNewPage(items, this.#seenEntries))
      this.#hint ??= { matched: false };
    else this.#note({ source: offer.from, query: param });
    return this.#withQuery({ [param]: offer.token });
  }

  /** What --next-page names is absent: one page — unless another way reaches a second, noted (hint-check.ts). */
  async #givenHintAbsent(): Promise<ListWalk> {
    const offer = offered(this.#firstPage, undefined);
    let instead = offer ? formatNextPage({ source: offer.from }) : undefined;
    for (const scheme of instead === undefined ? counterSchemes : []) {
      const verdict = await this.#reaches(scheme);
      if (verdict === 'fault') return this.#end({ fault: this.#last });
      if (verdict === 'yes') {
        instead = formatNextPage({ counter: scheme });
        break;
      }
    }
    if (instead) this.#hint ??= { matched: false, instead };
    return this.#end({ exchange: this.#firstPage });
  }

  /** Pages by one page or offset parameter; the walk's end, or undefined when the parameter does not page. */
  async #walkCounter(scheme: CounterScheme): Promise<ListWalk | undefined> {
    let shown = itemsOf(this.#firstPage.response!.json).length;
    for (let n = 2; this.#pages.length < maxListPages; n++) {
      const value = scheme.kind === 'page' ? n : shown;
      const answer = await this.#read(this.#withQuery({ [scheme.param]: String(value) }));
      if (answer === 'fault') return this.#end({ fault: this.#last });
      if (answer === 'refused') {
        if (n > 2)
          return this.#end({
            undetermined: `page ${n} (${this.#last.request.path}) answered ${this.#last.response!.status}`,
          });
        return undefined;
      }
      const items = itemsOf(this.#last.response!.json);
      if (items.length === 0) return this.#end({ exchange: n === 2 ? this.#firstPage : this.#last }); // the pages ran out
      if (!isNewPage(items, this.#seenEntries)) {
        // The parameter does nothing (page 1 again), or a later page repeats earlier ones.
        if (n > 2) return this.#end({ undetermined: `page ${n} (${this.#last.request.path}) repeats earlier pages` });
        if (this.#nextPage) this.#hint ??= { matched: false };
        return undefined;
      }
      if (n === 2 && !this.#nextPage) {
        const verdict = await this.#honours(scheme);
        if (verdict === 'fault') return this.#end({ fault: this.#last });
        if (verdict === 'no') return undefined;
      }
      this.#note({ counter: scheme });
      if (this.#seenCount === 0) this.#emptyFirstPage = true;
      const job = this.#found(this.#last);
      if (job) return this.#end({ job });
      this.#remember(this.#last);
      shown += items.length;
    }
    if (this.#used && this.#pages.length >= maxListPages)
      return this.#end({ undetermined: `the job is not on the first ${this.#pages.length} pages` });
    return undefined;
  }

  /** Whether a page or offset parameter reaches a second page (not kept): what a service does instead of an absent hint. */
  async #reaches(scheme: CounterScheme): Promise<Verdict> {
    const page = this.#last;
    const value = scheme.kind === 'page' ? 2 : itemsOf(this.#firstPage.response!.json).length;
    const answer = await this.#get(this.#withQuery({ [scheme.param]: String(value) }));
    this.#last = answer;
    if (isFault(answer)) return 'fault';
    this.#last = page;
    if (!ok(answer) || !isNewPage(itemsOf(answer.response!.json), this.#seenEntries)) return 'no';
    return this.#honours(scheme);
  }

  /** Whether the service honours a page or offset parameter: a page far past any list is empty or refused. Once a run. */
  async #honours(scheme: CounterScheme): Promise<Verdict> {
    const key = `${scheme.kind}:${scheme.param}`;
    const memo = this.#options.memo?.get(key);
    if (memo === 'yes' || memo === 'no') return memo;
    const page = this.#last;
    const answer = await this.#get(this.#withQuery({ [scheme.param]: String(farValue[scheme.kind]) }));
    if (isFault(answer)) {
      this.#last = answer;
      return 'fault';
    }
    this.#last = page;
    const verdict = !ok(answer) || itemsOf(answer.response!.json).length === 0 ? 'yes' : 'no';
    this.#options.memo?.set(key, verdict);
    return verdict;
  }

  #note(how: NextPageHow): void {
    this.#used ??= { how: formatNextPage(how), source: this.#nextPage ? 'given' : 'detected' };
    if (this.#nextPage && !this.#hint) this.#hint = { matched: true };
  }

  #end(extra: Partial<ListWalk> = {}): ListWalk {
    return {
      exchange: this.#last,
      pages: this.#pages,
      distinct: new Set(this.#seen.filter((items) => items !== '[]')).size,
      ...(this.#used ? { pagination: this.#used } : {}),
      ...(this.#hint ? { hint: this.#hint } : {}),
      ...(this.#emptyFirstPage ? { emptyFirstPage: true } : {}),
      ...extra,
    };
  }

  /** The query every request of the walk carries (a filter, a page size), with the walker's own parameter. */
  #withQuery(params: Record<string, string> = {}): string {
    const query = new URLSearchParams({ ...this.#options.query, ...params });
    return query.size > 0 ? `/v1/jobs?${query}` : '/v1/jobs';
  }

  /** One request: `fault` when it met a 5xx or no answer, else whether it was a 2xx (then it is kept). */
  async #read(path: string): Promise<'fault' | 'ok' | 'refused'> {
    this.#last = await this.#get(path);
    if (isFault(this.#last)) return 'fault';
    if (!ok(this.#last)) return 'refused';
    this.#pages.push(this.#last);
    return 'ok';
  }

  #remember(exchange: Exchange): void {
    this.#seen.push(itemsKey(exchange));
    for (const item of itemsOf(exchange.response!.json)) this.#seenEntries.add(entryKey(item));
  }

  #found(exchange: Exchange): JsonObject | undefined {
    return this.#options.find === undefined
      ? undefined
      : findByNameAnywhere(exchange.response!.json, this.#options.find);
  }
}
