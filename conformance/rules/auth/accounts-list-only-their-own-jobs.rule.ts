import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'AUTH-009',
    title: "lists only the calling account's jobs, never another account's",
    profile: 'core',
    source: { seed: '4.2' },
    operations: ['createJob', 'listJobs'],
    needs: ['second-key', 'write', 'list'],
  },
  run: async (ctx) => {
    const second = ctx.keys.second!;
    const mine = await ctx.createJob();
    const theirs = await ctx.createJob({}, { key: second });
    const seenBySecond = await ctx.findInList(mine.name, second, 'absent');
    ctx.check(
      !seenBySecond.job,
      "the second account's list shows the first account's job (unless both keys belong to one account: --second-api-key must be another account's)",
      seenBySecond.exchange,
      `no ${mine.name} in the second account's list`,
    );
    const seenByFirst = await ctx.findInList(theirs.name, undefined, 'absent');
    ctx.check(
      !seenByFirst.job,
      "the first account's list shows the second account's job",
      seenByFirst.exchange,
      `no ${theirs.name} in the first account's list`,
    );
    ctx.probe('4.2:own', "another account's job absent from the list");
    const own = await ctx.findInList(theirs.name, second);
    ctx.check(
      own.job,
      "the second account's list lacks its own job",
      own.exchange,
      `${theirs.name} in the second account's list`,
    );
  },
});
