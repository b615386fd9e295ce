import { shown, unwrapRecord } from '../../harness/transport/record.ts';
import { rule } from '../../harness/rule/rule.ts';

const local = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The first whole hour after `fromMs` that is 09:00 on a weekday in New York (its offsets are whole hours). */
function expectedNext(fromMs: number): number {
  for (let at = Math.floor(fromMs / 3_600_000) * 3_600_000 + 3_600_000; ; at += 3_600_000) {
    const parts = Object.fromEntries(local.formatToParts(at).map((p) => [p.type, p.value]));
    if (parts.hour === '09' && parts.minute === '00' && !['Sat', 'Sun'].includes(parts.weekday!)) return at;
  }
}

export default rule({
  meta: {
    id: 'CRON-002',
    title: 'gives a cron job the next_run_at its expression names in its zone, in UTC',
    profile: 'full',
    source: { spec: '#/components/schemas/Job/properties/next_run_at' },
    operations: ['createJob', 'getJob'],
    needs: ['write', 'job-id'],
  },
  run: async (ctx) => {
    const job = await ctx.createJob({
      schedule_type: 'cron',
      interval_seconds: undefined,
      cron_expression: '0 9 * * 1-5',
      timezone: 'America/New_York',
    });
    // The next run is reckoned from the moment of creation: without a created_at date-time in the create
    // answer (a Job schema violation SCHEMA-001 reports) there is nothing to reckon from.
    const createdAt = job.record?.created_at;
    const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
    if (Number.isNaN(created))
      ctx.blocked(
        'SCHEMA-001',
        `the create answer carries no created_at date-time to reckon the next run from (created_at ${shown(createdAt)})`,
        job.exchange,
        'schema',
      );
    const read = await ctx.request('GET', ctx.jobPath(job));
    ctx.expectAccepted(read, 200, 'the created job can be read');
    const record = unwrapRecord(read.response?.json);
    const wanted = new Date(expectedNext(created)).toISOString();
    ctx.check(
      record?.next_run_at === wanted,
      `next_run_at ${shown(record?.next_run_at)} for created_at ${shown(createdAt)}`,
      read,
      `next_run_at ${wanted}: the first weekday 09:00 in America/New_York after created_at, in UTC`,
    );
  },
});
