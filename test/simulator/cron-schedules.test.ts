// Cron schedules through the API, on the mock's virtual clock: the times runs happen at (UTC and across
// daylight-saving changes), next_run_at, pause/resume/manual runs, switching schedule types, the
// preview, and the 422 answers for bad expressions and zones. Every answer passes expectConforms.
import { describe, expect, test } from 'vitest';
import { createVirtualClock } from '../../mock/core/index.ts';
import { createTestMock, type Send } from '../support/clients.ts';

const mockAt = (iso: string) => createTestMock({ clock: createVirtualClock(Date.parse(iso)) });
const advance = (send: Send, seconds: number) =>
  send({ method: 'POST', path: '/__mock/clock/advance', body: { seconds } });
const advanceTo = async (send: Send, iso: string) => {
  const { body } = await send({ path: '/__mock/clock' });
  return advance(send, (Date.parse(iso) - Date.parse(body.now)) / 1000);
};
const cronJob = (cron_expression: string, timezone?: string, extra: Record<string, unknown> = {}) => ({
  name: `cron ${cron_expression}`,
  url: 'https://example.com/hook',
  schedule_type: 'cron',
  cron_expression,
  ...(timezone ? { timezone } : {}),
  ...extra,
});
async function create(send: Send, body: unknown) {
  const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}
const scheduled = (runs: { job_id: string; scheduled_at: string }[], id: string) =>
  runs.filter((r) => r.job_id === id).map((r) => r.scheduled_at);
const preview = (send: Send, body: Record<string, unknown>, key: string | null = 'key-a') =>
  send({ method: 'POST', path: '/v1/schedules/preview', key, body });

describe('cron jobs run at their expression’s times', () => {
  test('*/15 from 2027-01-04T00:00Z runs at :15, :30, :45, :00', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const job = await create(send, cronJob('*/15 * * * *'));
    expect(job).toMatchObject({
      schedule_type: 'cron',
      cron_expression: '*/15 * * * *',
      timezone: 'UTC',
      next_run_at: '2027-01-04T00:15:00.000Z',
    });
    expect(job).not.toHaveProperty('interval_seconds');
    const hour = await advance(send, 3600);
    expect(scheduled(hour.body.runs, job.id)).toEqual([
      '2027-01-04T00:15:00.000Z',
      '2027-01-04T00:30:00.000Z',
      '2027-01-04T00:45:00.000Z',
      '2027-01-04T01:00:00.000Z',
    ]);
    expect(hour.body.runs.map((r: { started_at: string }) => r.started_at)).toEqual(scheduled(hour.body.runs, job.id));
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body.next_run_at).toBe(
      '2027-01-04T01:15:00.000Z',
    );
  });

  test('weekdays 09:00 in New York: 14:00Z in January, 13:00Z after the March change', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const job = await create(send, cronJob('0 9 * * 1-5', 'America/New_York'));
    expect(job.next_run_at).toBe('2027-01-04T14:00:00.000Z');
    const week = await advanceTo(send, '2027-01-11T00:00:00.000Z');
    expect(scheduled(week.body.runs, job.id)).toEqual(
      ['04', '05', '06', '07', '08'].map((d) => `2027-01-${d}T14:00:00.000Z`),
    );
    const spring = await advanceTo(send, '2027-03-14T12:00:00.000Z'); // Sunday, after 02:00 EST became 03:00 EDT
    expect(scheduled(spring.body.runs, job.id).at(-1)).toBe('2027-03-12T14:00:00.000Z');
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body.next_run_at).toBe(
      '2027-03-15T13:00:00.000Z',
    );
  });

  test('daily 01:30 in New York runs once on the fall-back day; a */30 job runs through both passes', async () => {
    const { send } = mockAt('2027-11-06T12:00:00.000Z');
    const daily = await create(send, cronJob('30 1 * * *', 'America/New_York'));
    const half = await create(send, cronJob('*/30 1 * * *', 'America/New_York'));
    const days = await advanceTo(send, '2027-11-09T00:00:00.000Z');
    expect(scheduled(days.body.runs, daily.id)).toEqual(['2027-11-07T05:30:00.000Z', '2027-11-08T06:30:00.000Z']);
    // 01:00 and 01:30 EDT, then 01:00 and 01:30 EST; a day later only EST.
    expect(scheduled(days.body.runs, half.id)).toEqual([
      '2027-11-07T05:00:00.000Z',
      '2027-11-07T05:30:00.000Z',
      '2027-11-07T06:00:00.000Z',
      '2027-11-07T06:30:00.000Z',
      '2027-11-08T06:00:00.000Z',
      '2027-11-08T06:30:00.000Z',
    ]);
  });

  test('a local time in the spring-forward gap runs right after the gap, once', async () => {
    const { send } = mockAt('2027-03-13T12:00:00.000Z');
    const job = await create(send, cronJob('30 2 * * *', 'America/New_York'));
    const days = await advanceTo(send, '2027-03-16T00:00:00.000Z');
    expect(scheduled(days.body.runs, job.id)).toEqual(['2027-03-14T07:00:00.000Z', '2027-03-15T06:30:00.000Z']);
  });

  test('day of month OR day of week when both are restricted (Vixie)', async () => {
    const { send } = mockAt('2027-01-01T00:00:00.000Z');
    const answer = await preview(send, { schedule_type: 'cron', cron_expression: '0 0 13 * FRI', count: 4 });
    expect(answer.body.data).toEqual([
      '2027-01-08T00:00:00.000Z',
      '2027-01-13T00:00:00.000Z',
      '2027-01-15T00:00:00.000Z',
      '2027-01-22T00:00:00.000Z',
    ]);
  });
});

describe('cron jobs behave as interval jobs otherwise', () => {
  test('pause clears next_run_at, resume schedules from the resume time, a manual run leaves the schedule', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const job = await create(send, cronJob('0 * * * *'));
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a' });
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body.next_run_at).toBeNull();
    const paused = await advanceTo(send, '2027-01-04T03:20:00.000Z');
    expect(scheduled(paused.body.runs, job.id)).toEqual([]);
    const resumed = await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: 'key-a' });
    expect(resumed.body.next_run_at).toBe('2027-01-04T04:00:00.000Z');
    const manual = await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a' });
    expect(manual.status).toBe(202);
    expect(manual.body.next_run_at).toBe('2027-01-04T04:00:00.000Z');
    const runs = await advanceTo(send, '2027-01-04T05:00:00.000Z');
    expect(scheduled(runs.body.runs, job.id)).toEqual(['2027-01-04T04:00:00.000Z', '2027-01-04T05:00:00.000Z']);
    const history = await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' });
    expect(history.body.data.map((r: { trigger: string }) => r.trigger)).toEqual(['schedule', 'schedule', 'manual']);
  });

  test('the history keeps the newest runs up to its limit', async () => {
    const { send } = createTestMock({
      clock: createVirtualClock(Date.parse('2027-01-04T00:00:00.000Z')),
      historyLimit: 3,
    });
    const job = await create(send, cronJob('* * * * *'));
    await advance(send, 600);
    const history = await send({ path: `/v1/jobs/${job.id}/runs`, key: 'key-a' });
    expect(history.body.data.map((r: { scheduled_at: string }) => r.scheduled_at)).toEqual([
      '2027-01-04T00:10:00.000Z',
      '2027-01-04T00:09:00.000Z',
      '2027-01-04T00:08:00.000Z',
    ]);
  });

  test('a failed cron run sends the failure notification', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    await create(
      send,
      cronJob('@hourly', 'Europe/Berlin', { url: 'https://example.com/status/500', notify_on_failure: true }),
    );
    await advance(send, 3600);
    const { body } = await send({ path: '/__mock/notifications' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].payload.data.job).toMatchObject({
      schedule_type: 'cron',
      timezone: 'Europe/Berlin',
      next_run_at: '2027-01-04T02:00:00.000Z',
    });
  });
});

describe('PATCH switches schedule types', () => {
  test('interval → cron drops interval_seconds and reschedules; cron → interval drops the cron fields', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const job = await create(send, {
      name: 'switch',
      url: 'https://example.com/hook',
      schedule_type: 'interval',
      interval_seconds: 3600,
    });
    await advance(send, 600);
    const toCron = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { schedule_type: 'cron', cron_expression: '*/15 * * * *' },
    });
    expect(toCron.status).toBe(200);
    expect(toCron.body).toMatchObject({
      schedule_type: 'cron',
      cron_expression: '*/15 * * * *',
      timezone: 'UTC',
      next_run_at: '2027-01-04T00:15:00.000Z',
    });
    expect(toCron.body).not.toHaveProperty('interval_seconds');
    const zone = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { cron_expression: '0 9 * * *', timezone: 'Asia/Tokyo' },
    });
    expect(zone.body.next_run_at).toBe('2027-01-05T00:00:00.000Z');
    const back = await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { schedule_type: 'interval', interval_seconds: 120 },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      schedule_type: 'interval',
      interval_seconds: 120,
      next_run_at: '2027-01-04T00:12:00.000Z',
    });
    expect(back.body).not.toHaveProperty('cron_expression');
    expect(back.body).not.toHaveProperty('timezone');
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['a switch to cron without an expression', { schedule_type: 'cron' }, '/cron_expression'],
    ['a zone on an interval job', { timezone: 'UTC' }, '/timezone'],
    ['an expression on an interval job', { cron_expression: '@daily' }, '/cron_expression'],
    ['a bad expression', { schedule_type: 'cron', cron_expression: '0 25 * * *' }, '/cron_expression'],
  ])('%s is refused and changes nothing', async (_name, patch, pointer) => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const job = await create(send, {
      name: 'switch',
      url: 'https://example.com/hook',
      schedule_type: 'interval',
      interval_seconds: 3600,
    });
    const answer = await send({ method: 'PATCH', path: `/v1/jobs/${job.id}`, key: 'key-a', body: patch });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    expect((await send({ path: `/v1/jobs/${job.id}`, key: 'key-a' })).body).toEqual(job);
  });
});

describe('bad expressions and zones answer 422 with a detail a person understands', () => {
  test.each<[string, string]>([
    ['61 * * * *', 'minute 61 is out of range 0–59'],
    ['0 24 * * *', 'hour 24 is out of range 0–23'],
    ['0 0 0 * *', 'day of month 0 is out of range 1–31'],
    ['0 0 1 13 *', 'month 13 is out of range 1–12'],
    ['0 0 * * 8', 'day of week 8 is out of range 0–7'],
    ['0 0 * FOO *', 'month "FOO" is not a number 1–12 or a name JAN–DEC'],
    ['0 0 * * FUN', 'day of week "FUN" is not a number 0–7 or a name SUN–SAT'],
    ['0 0 L * *', 'day of month "L" is not a number 1–31 (L, W, # and ? are not part of the five standard fields)'],
    ['*/0 * * * *', 'minute step 0 is out of range 1–60'],
    ['5/15 * * * *', 'minute "5/15": a step follows * or a range (write 5-59/15)'],
    ['0 17-9 * * *', 'hour range 17-9 runs backwards (9-17?)'],
    ['0 0 30 2 *', 'never runs: day of month 30 never falls in month 2'],
    ['0 0 * *', 'must have 5 fields (minute hour day-of-month month day-of-week), not 4'],
    ['@reboot', '"@reboot" is not one of the macros @hourly, @daily, @midnight, @weekly, @monthly, @yearly, @annually'],
  ])('%s: %s', async (expression, detail) => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    for (const answer of [
      await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: cronJob(expression) }),
      await preview(send, { schedule_type: 'cron', cron_expression: expression }),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([{ pointer: '/cron_expression', detail }]);
    }
  });

  test.each<[string, string]>([
    ['Mars/Olympus', '"Mars/Olympus" is not a known IANA time zone'],
    ['Europe/Atlantis', '"Europe/Atlantis" is not a known IANA time zone'],
    ['+05:00', '"+05:00" is an offset, not an IANA time zone'],
    ['europe/berlin', '"europe/berlin" is not a known IANA time zone; the tz database spells it Europe/Berlin'],
  ])('zone %s: %s', async (timezone, detail) => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const answer = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: cronJob('@daily', timezone) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ pointer: '/timezone', detail }]);
  });

  test('an expression and a zone wrong at once are both named', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const answer = await send({
      method: 'POST',
      path: '/v1/jobs',
      key: 'key-a',
      body: cronJob('61 * * * *', 'Mars/Olympus'),
    });
    expect(answer.body.errors).toEqual([
      { pointer: '/cron_expression', detail: 'minute 61 is out of range 0–59' },
      { pointer: '/timezone', detail: '"Mars/Olympus" is not a known IANA time zone' },
    ]);
  });

  test.each(['UTC', 'Etc/UTC', 'US/Eastern', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Berlin'])(
    'the zone %s is accepted and kept as sent',
    async (timezone) => {
      const { send } = mockAt('2027-01-04T00:00:00.000Z');
      expect((await create(send, cronJob('@daily', timezone))).timezone).toBe(timezone);
    },
  );

  test.each([
    '@hourly',
    '@daily',
    '@midnight',
    '@weekly',
    '@monthly',
    '@yearly',
    '@annually',
    '0 9 * JAN-MAR mon-fri',
    '0,30 */2 1-15/2 * *',
    '0 12 * * 7',
  ])('the expression %s is accepted', async (expression) => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    expect((await create(send, cronJob(expression))).cron_expression).toBe(expression);
  });
});

describe('POST /v1/schedules/preview', () => {
  test('five times by default, from now', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const answer = await preview(send, { schedule_type: 'cron', cron_expression: '@hourly' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([1, 2, 3, 4, 5].map((h) => `2027-01-04T0${h}:00:00.000Z`));
  });

  test('an interval previews from + k × interval; a zone changes a cron preview', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const interval = await preview(send, {
      schedule_type: 'interval',
      interval_seconds: 900,
      count: 2,
      from: '2027-06-01T10:00:00.000Z',
    });
    expect(interval.body.data).toEqual(['2027-06-01T10:15:00.000Z', '2027-06-01T10:30:00.000Z']);
    const spring = await preview(send, {
      schedule_type: 'cron',
      cron_expression: '0 9 * * 1-5',
      timezone: 'America/New_York',
      count: 3,
      from: '2027-03-11T00:00:00.000Z',
    });
    expect(spring.body.data).toEqual([
      '2027-03-11T14:00:00.000Z',
      '2027-03-12T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['21 times', { schedule_type: 'cron', cron_expression: '@daily', count: 21 }, '/count'],
    ['no interval', { schedule_type: 'interval' }, '/interval_seconds'],
    ['an unknown zone', { schedule_type: 'cron', cron_expression: '@daily', timezone: 'Mars/Olympus' }, '/timezone'],
    ['a zone with an interval', { schedule_type: 'interval', interval_seconds: 60, timezone: 'UTC' }, '/timezone'],
    ['an unknown field', { schedule_type: 'cron', cron_expression: '@daily', name: 'x' }, '/name'],
  ])('%s is refused at its pointer', async (_name, body, pointer) => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    const answer = await preview(send, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual([pointer]);
  });

  test('a `from` at the end of the calendar answers 422 at /from, not a 5xx', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    for (const body of [
      {
        schedule_type: 'cron',
        cron_expression: '@hourly',
        timezone: 'America/New_York',
        from: '9999-12-31T23:00:00.000Z',
      },
      { schedule_type: 'interval', interval_seconds: 31_536_000, count: 3, from: '9998-06-01T00:00:00.000Z' },
    ]) {
      const answer = await preview(send, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/from']);
    }
    const early = await preview(send, {
      schedule_type: 'cron',
      cron_expression: '@hourly',
      timezone: 'America/New_York',
      count: 1,
      from: '1850-06-01T00:00:00.000Z',
    });
    expect(early.status).toBe(200);
  });

  test('needs a key, like everything under /v1', async () => {
    const { send } = mockAt('2027-01-04T00:00:00.000Z');
    expect((await preview(send, { schedule_type: 'cron', cron_expression: '@daily' }, null)).status).toBe(401);
  });
});
