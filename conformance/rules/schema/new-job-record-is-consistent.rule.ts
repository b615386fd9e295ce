import { shown } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

export default rule({
  meta: {
    id: 'SCHEMA-005',
    title: 'creates a job active, never run, first due one interval after creation',
    profile: 'full',
    source: { spec: '#/info/description' },
    operations: ['createJob'],
    needs: ['write'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({ interval_seconds: 86_400 });
    const r = job.record ?? {};
    // A service may read its clock more than once while creating (or keep whole seconds): within 1 s.
    const within = (a: unknown, b: unknown, gapMs: number) =>
      Math.abs(Date.parse(String(a)) - Date.parse(String(b)) - gapMs) <= 1_000;
    const expectations: [boolean, string, string][] = [
      [r.status === 'active', `status ${shown(r.status)}`, 'status active'],
      [r.last_run === null, `last_run ${shown(r.last_run)}`, 'last_run null'],
      [r.consecutive_failures === 0, `consecutive_failures ${shown(r.consecutive_failures)}`, 'consecutive_failures 0'],
      [
        within(r.updated_at, r.created_at, 0),
        `updated_at ${shown(r.updated_at)} differs from created_at ${shown(r.created_at)}`,
        'updated_at = created_at (within 1 s)',
      ],
      [
        within(r.next_run_at, r.created_at, 86_400_000),
        `next_run_at ${shown(r.next_run_at)} for created_at ${shown(r.created_at)}`,
        'next_run_at = created_at + interval_seconds, within 1 s (Run behaviour: the first run)',
      ],
    ];
    for (const [ok, got, wanted] of expectations) ctx.check(ok, got, job.exchange, wanted);
  },
});
