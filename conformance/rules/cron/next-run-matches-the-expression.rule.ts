import { defineRule } from '../../harness/define-rule.ts';

const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** The first whole hour after `fromMs` that is 09:00 on a weekday in New York (its offsets are whole hours). */
function expectedNext(fromMs: number): number {
  for (let at = Math.floor(fromMs / 3_600_000) * 3_600_000 + 3_600_000; ; at += 3_600_000) {
    const parts = Object.fromEntries(local.formatToParts(at).map((p) => [p.type, p.value]));
    if (parts.hour === '09' && parts.minute === '00' && !['Sat', 'Sun'].includes(parts.weekday!)) return at;
  }
}

defineRule(
  {
    id: 'CRON-002',
    title: 'gives a cron job the next_run_at its expression names in its zone, in UTC',
    profile: 'full',
    source: { spec: '#/components/schemas/Job/properties/next_run_at' },
    operations: ['createJob', 'getJob'],
    needs: ['write'],
  },
  async (ctx) => {
    const job = await ctx.createJob({ schedule_type: 'cron', interval_seconds: undefined, cron_expression: '0 9 * * 1-5', timezone: 'America/New_York' });
    const read = job.id ? await ctx.request('GET', `/v1/jobs/${job.id}`) : job.exchange;
    const record = (read.response?.json ?? {}) as Record<string, unknown>;
    const created = Date.parse(String(record.created_at));
    const wanted = new Date(expectedNext(created)).toISOString();
    ctx.check(
      record.next_run_at === wanted,
      `next_run_at ${String(record.next_run_at)} for created_at ${String(record.created_at)}`,
      read,
      `next_run_at ${wanted}: the first weekday 09:00 in America/New_York after created_at, in UTC`,
    );
  },
);
