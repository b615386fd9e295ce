import { rule } from '../../harness/rule/rule.ts';
import { largePageSizes, listParameterProbes } from './list-parameters.ts';
import { findByNameAnywhere, itemsOf, stringsIn, type ListWalk } from '../../harness/lists/list-walker.ts';
import { ownerOf } from '../../harness/rule/preconditions.ts';
import type { Exchange } from '../../harness/transport/http.ts';
import type { RuleContext } from '../../harness/rule/rule-context.ts';
import { unwrapRecord } from '../../harness/transport/record.ts';

// Seed §4.2: a client lists its jobs — whatever it asks of the list. AUTH-009 and AUTH-012 read the list
// as it comes; a service whose filter, search or page size takes another code path (a query that forgets the
// account) passes them. The seed shows no parameters (§4.2: "pagination and filters: not shown"), so the rule
// tries the common ones (list-parameters.ts): page sizes under their usual names, a filter on each field the
// other account's job shows (with its values, which a filter that forgets the account would find), searches
// for its name. Each answer must show none of the other account's jobs; each parameter the service honours
// is walked to the end of the list: a page size at the largest the service accepts (the default is the plain
// walk), a filter or search whose answer shows jobs the plain list does not lead with. Parameters the service
// ignores or refuses are its choice.
const ok = (exchange: Exchange) => Math.floor((exchange.response?.status ?? 0) / 100) === 2;
const label = (query: Record<string, string>) => `?${new URLSearchParams(query)}`;

export default rule({
  meta: {
    id: 'AUTH-016',
    title: "keeps each account's list its own under every list parameter the service honours",
    profile: 'core',
    source: { seed: '4.2' },
    operations: ['createJob', 'listJobs'],
    needs: ['second-key', 'write', 'list'],
  },
  run: async (ctx) => {
    const accounts = {
      first: { key: ctx.keys.main, names: [] as string[], marked: undefined as Record<string, unknown> | undefined },
      second: {
        key: ctx.keys.second!,
        names: [] as string[],
        marked: undefined as Record<string, unknown> | undefined,
      },
    };
    // Three jobs each; the second's values set it apart (a method and a flag the others do not share). The
    // seed promises GET only: a service that refuses POST marks the second job by its flag alone.
    for (const account of Object.values(accounts))
      for (const extra of [{}, { method: 'POST', notify_on_failure: true }, { interval_seconds: 7_200 }]) {
        const marking = 'method' in extra;
        const job = marking ? await createMarked(ctx, account.key) : await ctx.createJob(extra, { key: account.key });
        account.names.push(job.name);
        if (marking) account.marked = job.record;
      }
    const plain = { first: await ctx.walkList(accounts.first.key), second: await ctx.walkList(accounts.second.key) };
    for (const [reader, owner] of [
      ['first', 'second'],
      ['second', 'first'],
    ] as const) {
      const { key } = accounts[reader];
      const theirs = new Set(accounts[owner].names);
      if (plain[reader].refused)
        ctx.blocked(
          ownerOf.list.core,
          `the ${reader} account's job list did not answer with a 2xx`,
          plain[reader].exchange,
          'status',
        );
      const leak = (walk: Pick<ListWalk, 'pages'>, what: string) => {
        for (const page of walk.pages) {
          const crossed = [...stringsIn(page.response?.json)].filter((s) => theirs.has(s));
          ctx.check(
            crossed.length === 0,
            `the ${reader} account's list ${what} shows the ${owner} account's job ${crossed[0]}`,
            page,
            `no job of the ${owner} account in the ${reader} account's list, whatever the query`,
          );
        }
      };
      leak(plain[reader], 'as it comes');
      // The owner's marked job as its list shows it (its field names and values), else as its create answered.
      const marked = accounts[owner].names[1]!;
      const shown = plain[owner].pages.map((p) => findByNameAnywhere(p.response?.json, marked)).find(Boolean);
      const record = shown ?? accounts[owner].marked ?? { name: marked };
      const firstPage = itemsOf(plain[reader].pages[0]?.response?.json);
      const leading = new Set(firstPage.map((item) => JSON.stringify(item)));
      for (const probe of listParameterProbes(record)) {
        const exchange = await ctx.request('GET', `/v1/jobs${label(probe.query)}`, { key });
        if (!ok(exchange)) continue;
        leak({ pages: [exchange] }, `under ${probe.label}`);
        ctx.probe('4.2:own', `the other account's jobs absent under ${probe.kind}`);
        const items = itemsOf(exchange.response?.json);
        let query = probe.query;
        if (probe.size) {
          // A page size honoured (one job where the plain list shows more): walk at the largest it accepts.
          if (!(items.length === 1 && firstPage.length > 1)) continue;
          const name = Object.keys(probe.query)[0]!;
          let largest: Record<string, string> | undefined;
          for (const size of largePageSizes) {
            const candidate = { [name]: String(size) };
            const page = await ctx.request('GET', `/v1/jobs${label(candidate)}`, { key });
            if (!ok(page)) continue;
            leak({ pages: [page] }, `under ${label(candidate)}`);
            if (itemsOf(page.response?.json).length >= firstPage.length) {
              largest = candidate;
              break;
            }
          }
          if (!largest) continue;
          query = largest;
        } else if (items.every((item) => leading.has(JSON.stringify(item)))) continue; // the plain list, or none
        const walk = await ctx.walkList(key, undefined, query);
        leak(walk, `under ${label(query)}, page after page`);
        ctx.probe('4.2:own', `the other account's jobs absent on every page under ${probe.kind}`);
      }
    }
  },
});

/** The marked job: method POST and the flag set, or the flag alone where POST is refused (any 2xx create is tracked). */
async function createMarked(
  ctx: RuleContext,
  key: string,
): Promise<{ name: string; record: Record<string, unknown> | undefined }> {
  const body = ctx.validBody({ method: 'POST', notify_on_failure: true });
  const exchange = await ctx.request('POST', '/v1/jobs', { key, body });
  const status = exchange.response?.status ?? 0;
  if (status >= 200 && status < 300) return { name: String(body.name), record: unwrapRecord(exchange.response?.json) };
  return ctx.createJob({ notify_on_failure: true }, { key });
}
