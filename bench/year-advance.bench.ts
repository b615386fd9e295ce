// A realistic account advanced a year (target: ≤ 5 s): 100 jobs in one account — 60 on intervals of 1 to
// 60 minutes, 40 cron jobs, half hourly and half daily, in five time zones — created through the core's
// `handle`, then one `POST /__mock/clock/advance` of 365 days (the most one call may move). Prints one
// JSON line: the runs made, wall and CPU seconds, and the runs the answer carried (bench/run.ts, section
// `year`, runs it; the report marks the target).
// Usage: node bench/year-advance.bench.ts [--tiny]   (--tiny: 30 days, to check the script still works)
import { createMockCore, createVirtualClock } from '../mock/core/index.ts';
import { parseFlags } from '../lab/common.ts';

const flags = parseFlags();
const days = flags.tiny ? 30 : 365;
const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Australia/Sydney'];
const start = Date.parse('2026-01-01T00:00:00.000Z');

/** Job i of 100: the first 60 every (i + 1) minutes; then 20 hourly and 20 daily cron jobs, zones in turn. */
function jobFields(i: number) {
  const base = {
    name: `year ${i}`,
    url: `https://example.com/hook/${i}`,
    method: 'POST' as const,
    notify_on_failure: false,
  };
  if (i < 60) return { ...base, schedule_type: 'interval' as const, interval_seconds: (i + 1) * 60 };
  const c = i - 60;
  const expression = c < 20 ? `${(c * 7) % 60} * * * *` : `${(c * 11) % 60} ${c % 24} * * *`;
  return { ...base, schedule_type: 'cron' as const, cron_expression: expression, timezone: zones[c % zones.length]! };
}

const core = createMockCore({ clock: createVirtualClock(start) });
for (let i = 0; i < 100; i++) {
  const response = await core.handle(
    new Request('http://bench.test/v1/jobs', {
      method: 'POST',
      headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
      body: JSON.stringify(jobFields(i)),
    }),
  );
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
}

const began = performance.now();
const cpuBefore = process.cpuUsage();
const response = await core.handle(
  new Request('http://bench.test/__mock/clock/advance', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seconds: days * 86_400 }),
  }),
);
const body = (await response.json()) as { runs: unknown[]; runs_total?: unknown };
const seconds = (performance.now() - began) / 1000;
const cpu = process.cpuUsage(cpuBefore);
if (response.status !== 200) throw new Error(`advance answered ${response.status}: ${JSON.stringify(body)}`);
if (typeof body.runs_total !== 'number') throw new Error('advance answered without runs_total');

console.log(
  JSON.stringify({
    section: 'year-advance',
    jobs: 100,
    days,
    runs: body.runs_total,
    runs_in_answer: body.runs.length,
    seconds: Number(seconds.toFixed(2)),
    cpu_seconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    runs_per_second: Math.round(body.runs_total / seconds),
  }),
);
