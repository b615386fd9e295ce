import { rule } from '../../harness/rule/rule.ts';
import type { RuleContext } from '../../harness/rule/rule-context.ts';
import {
  listedIds,
  listRead,
  maxListWalks,
  pageShowing,
  stringsIn,
  type ListWalk,
} from '../../harness/lists/list-walker.ts';
import { ownerOf } from '../../harness/rule/preconditions.ts';
import { nextPageHint } from '../../harness/lists/next-page.ts';
import { idOf } from '../../harness/transport/record.ts';

// AUTH-009 checks isolation with one job an account; a service whose filter fails only on a later page,
// or once an account holds a few dozen jobs, passes it. This rule makes the volume itself rather than wait
// for the end of the run: rules run in parallel and each deletes what it made, so no moment of the run is
// guaranteed to hold many jobs. Each account gets at least `minJobs`, then `step` more at a time until its
// list walk (list-walker.ts, whatever pagination the service offers) spans `wantedPages` different pages,
// or `maxJobs`, or the service refuses more (a quota the seed leaves open, §8). "A client lists its jobs"
// (§4.2) is judged both ways at every size: no job of the other account, and every job the service
// acknowledged to this one — a service that silently drops creates past some count fails here.
const minJobs = 30;
const step = 20;
const maxJobs = 90;
const wantedPages = 3;
/** Names not shown on any page of the walk; nothing when the walk may have stopped short. */
const notIn = (walk: ListWalk) => {
  const listed = new Set(walk.pages.flatMap((page) => [...stringsIn(page.response?.json)]));
  return (name: string) => !walk.undetermined && !listed.has(name);
};
/** Ids asked for with the other account's key: every tenth job and the last one made. */
const sampled = <T>(items: readonly T[]): T[] => items.filter((_, i) => i % 10 === 0 || i === items.length - 1);

interface Account {
  readonly key: string;
  readonly label: string;
  readonly names: string[];
  readonly ids: Map<string, string>;
  /** The service refused a further create: it holds what it holds. */
  full: boolean;
}

export default rule({
  meta: {
    id: 'AUTH-012',
    title: 'keeps two accounts apart when each holds enough jobs to span several list pages',
    profile: 'core',
    source: { seed: '4.2' },
    operations: ['createJob', 'listJobs', 'getJob'],
    needs: ['second-key', 'write', 'list'],
  },
  run: async (ctx) => {
    const accounts: [Account, Account] = [
      { key: ctx.keys.main, label: 'first', names: [], ids: new Map(), full: false },
      { key: ctx.keys.second!, label: 'second', names: [], ids: new Map(), full: false },
    ];
    let walks: [ListWalk, ListWalk];
    for (let target = minJobs; ; target += step) {
      for (const account of accounts) await grow(ctx, account, target);
      walks = [await walk(ctx, accounts[0]), await walk(ctx, accounts[1])];
      // Judged at every size: a filter that fails past some count fails at every larger one too.
      noneLeaked(ctx, accounts, walks);
      for (const [account, pages] of [
        [accounts[0], walks[0]],
        [accounts[1], walks[1]],
      ] as const)
        await noneMissing(ctx, account, pages);
      ctx.probe(
        '4.2:own',
        `no job crosses between accounts of ${accounts.map((a) => a.names.length).join(' and ')} jobs`,
      );
      const spread = walks.every((w) => w.distinct >= wantedPages);
      if (spread || target >= maxJobs || accounts.every((a) => a.full)) break;
    }
    await noneReadAcross(ctx, accounts);
    const unsure = walks!.find((w) => w.undetermined);
    if (unsure)
      ctx.cannotDecide(
        `no job crossed between the accounts on the pages read, but the walk could not tell whether it read the whole list: ${unsure.undetermined}`,
        nextPageHint,
      );
  },
});

/** Walks the account's list to its end; the ids it shows for the account's jobs are kept (and tracked). */
async function walk(ctx: RuleContext, account: Account): Promise<ListWalk> {
  const pages = await ctx.walkList(account.key);
  if (pages.refused)
    ctx.blocked(
      ownerOf.list.core,
      `the ${account.label} account's job list did not answer with a 2xx`,
      pages.exchange,
      'status',
    );
  for (const [name, id] of listedIds(pages.pages, (n) => account.names.includes(n) && !account.ids.has(n))) {
    account.ids.set(name, id);
    ctx.track(id, account.key); // a create that answered no id: deleted by the id its list shows
  }
  return pages;
}

/** Creates jobs for the account until it holds `target`, or the service refuses more. */
async function grow(ctx: RuleContext, account: Account, target: number): Promise<void> {
  while (!account.full && account.names.length < target) {
    const body = ctx.validBody();
    const exchange = await ctx.request('POST', '/v1/jobs', { key: account.key, body });
    const status = exchange.response?.status;
    if (status !== undefined && status >= 200 && status < 300) {
      account.names.push(String(body.name));
      const id = idOf(exchange.response?.json);
      if (id !== undefined) account.ids.set(String(body.name), id);
    } else if (account.names.length === 0 || status === undefined || status >= 500) {
      ctx.blocked(
        'BODY-001',
        `a valid create for the ${account.label} account was not accepted`,
        exchange,
        status === undefined ? 'no-answer' : status >= 500 ? '5xx' : 'status',
      );
    } else account.full = true;
  }
}

/** No page of either account's list shows a job of the other. */
function noneLeaked(
  ctx: RuleContext,
  accounts: readonly [Account, Account],
  walks: readonly [ListWalk, ListWalk],
): void {
  for (const [reader, owner, pages] of [
    [accounts[0], accounts[1], walks[0]],
    [accounts[1], accounts[0], walks[1]],
  ] as const) {
    const leak = pageShowing(pages.pages, new Set(owner.names));
    if (leak)
      ctx.fail(
        `the ${reader.label} account's list shows ${leak.names.length} of the ${owner.label} account's jobs (${leak.names[0]}…) once each account holds ${accounts.map((a) => a.names.length).join(' and ')} jobs (${walks.map((w) => w.distinct).join(' and ')} pages)`,
        leak.exchange,
        `no job of the ${owner.label} account in the ${reader.label} account's list, on any page`,
      );
  }
}

/** Every job acknowledged to the account is in its own list (`pages`, walked again while the list changes). */
async function noneMissing(ctx: RuleContext, account: Account, pages: ListWalk): Promise<void> {
  // Other rules create and delete jobs of the same accounts meanwhile, which can shift a page or
  // offset walk: a job counts as missing only when two walks in a row read the same list without it
  // (maxListWalks), and the rule cannot decide when the list changed under every walk.
  let missing = account.names.filter(notIn(pages));
  let last = pages;
  let before: string | undefined;
  let walks = 1;
  for (; missing.length > 0 && !last.undetermined && listRead(last) !== before; walks++) {
    if (walks >= maxListWalks)
      ctx.cannotDecide(
        `the ${account.label} account's list lacks ${missing.length} of its jobs (${missing[0]}…), but it changed under each of ${walks} walks (jobs created or deleted meanwhile shift its pages)`,
        'run the kit when nothing else writes to these accounts',
      );
    before = listRead(last);
    last = await walk(ctx, account);
    missing = last.undetermined ? [] : missing.filter(notIn(last));
  }
  if (missing.length > 0)
    ctx.fail(
      `the ${account.label} account's list lacks ${missing.length} of the ${account.names.length} jobs the service acknowledged to it (${missing[0]}…), in ${walks} walks to its end over ${last.distinct} pages, the last two of the same list`,
      last.exchange,
      `every job acknowledged to the ${account.label} account in its own list`,
    );
}

/** The other account's ids: whatever the service answers, never the job itself (full: 404, as AUTH-010). */
async function noneReadAcross(ctx: RuleContext, accounts: readonly [Account, Account]): Promise<void> {
  for (const [owner, reader] of [
    [accounts[0], accounts[1]],
    [accounts[1], accounts[0]],
  ] as const)
    for (const name of sampled(owner.names.filter((n) => owner.ids.has(n)))) {
      const exchange = await ctx.request('GET', `/v1/jobs/${encodeURIComponent(owner.ids.get(name)!)}`, {
        key: reader.key,
      });
      if (ctx.full)
        ctx.expectRejected(
          exchange,
          404,
          `getJob of the ${owner.label} account's job with the ${reader.label} account's key finds nothing`,
          '#/components/parameters/JobId',
        );
      const status = exchange.response?.status ?? 0;
      ctx.check(
        !(status >= 200 && status < 300 && stringsIn(exchange.response?.json).has(name)),
        `the ${reader.label} account reads the ${owner.label} account's job ${name} by its id`,
        exchange,
        `no answer that shows the ${owner.label} account's job to the ${reader.label} account`,
      );
    }
}
