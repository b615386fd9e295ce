// Each deliberate fault breaks exactly the behaviour it names, and only when wrapped around the core —
// the conformance suite's self-test relies on it. Answers here are not contract-checked: breaking the
// contract is the point.
import { describe, expect, test } from 'vitest';
import { expectConforms } from '../../../test/support/expect-conforms.ts';
import { createJob, createTestMock, sendToCore, validJob, type Send } from '../../../test/support/clients.ts';
import { faultNames, mockFaults, withFaults, type FaultName } from './index.ts';

type Probe = (send: Send) => Promise<unknown>;

const post = (send: Send, body: unknown, extra: Record<string, unknown> = {}) =>
  send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body, unchecked: true, ...extra });

const cronJob = (overrides: Record<string, unknown> = {}) =>
  validJob({ schedule_type: 'cron', interval_seconds: undefined, cron_expression: '0 9 * * *', ...overrides });
const preview = (send: Send, body: unknown) =>
  send({ method: 'POST', path: '/v1/schedules/preview', key: 'key-a', body, unchecked: true });

async function twoPages(send: Send): Promise<string[]> {
  for (let i = 0; i < 4; i++) await createJob(send, 'key-a');
  const first = await send({ path: '/v1/jobs?limit=2', key: 'key-a', unchecked: true });
  const second = await send({
    path: `/v1/jobs?limit=2&cursor=${first.body.next_cursor}`,
    key: 'key-a',
    unchecked: true,
  });
  return [...first.body.data, ...second.body.data].map((j: { id: string }) => j.id);
}

// What each fault changes: the probe's result differs between a healthy mock and a faulty one.
const probes: Record<FaultName, Probe> = {
  'accept-missing-key': async (send) => (await send({ path: '/v1/jobs', key: null, unchecked: true })).status,
  'accept-any-key': async (send) => (await send({ path: '/v1/jobs', key: 'guess', unchecked: true })).status,
  'accept-query-key': async (send) =>
    (await send({ path: '/v1/jobs?api_key=key-a', key: null, unchecked: true })).status,
  'validate-before-auth': async (send) => (await post(send, { name: '' }, { key: null })).status,
  'accept-unknown-fields': async (send) => (await post(send, validJob({ colour: 'red' }))).status,
  'skip-rule-1': async (send) => {
    const answer = await post(send, validJob({ interval_seconds: undefined }));
    return [answer.status, answer.body.interval_seconds];
  },
  'accept-relative-url': async (send) => (await post(send, validJob({ url: '/relative' }))).status,
  'serve-without-prefix': async (send) => (await send({ path: '/jobs', key: 'key-a', unchecked: true })).status,
  'serve-any-version': async (send) => (await send({ path: '/v2/jobs', key: 'key-a', unchecked: true })).status,
  'list-all-accounts': async (send) => {
    await createJob(send, 'key-b');
    return (await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).body.data.length;
  },
  'cross-account-access': async (send) => {
    const job = await createJob(send, 'key-b');
    return (await send({ path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true })).status;
  },
  'create-returns-200': async (send) => (await post(send, validJob())).status,
  'list-500-after-delete': async (send) => {
    const job = await createJob(send, 'key-a');
    await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true });
    const first = (await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).status;
    return [first, (await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).status];
  },
  'problem-as-plain-json': async (send) =>
    (await send({ path: '/v1/jobs', key: null, unchecked: true })).headers['content-type'],
  'no-location-header': async (send) => (await post(send, validJob())).headers.location === undefined,
  'pause-twice-ok': async (send) => {
    const job = await createJob(send, 'key-a');
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a', unchecked: true });
    return (await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a', unchecked: true })).status;
  },
  'delete-keeps-job': async (send) => {
    const job = await createJob(send, 'key-a');
    const deleted = await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true });
    return [deleted.status, (await send({ path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true })).status];
  },
  'late-patch-revives-job': async (send) => {
    const job = await createJob(send, 'key-a');
    const path = `/v1/jobs/${job.id}`;
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    const body = { name: 'late' };
    const patching = send({ method: 'PATCH', path, key: 'key-a', body, bodyAfter: released, unchecked: true });
    // A macrotask: the PATCH has looked its job up and waits for its body.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const deleted = await send({ method: 'DELETE', path, key: 'key-a', unchecked: true });
    release();
    return [deleted.status, (await patching).status];
  },
  'pagination-repeats': async (send) => {
    const ids = await twoPages(send);
    return new Set(ids).size === ids.length;
  },
  'crash-on-long-name': async (send) => (await post(send, validJob({ name: 'x'.repeat(1001) }))).status,
  'idempotency-ignored': async (send) => {
    const headers = { 'Idempotency-Key': 'k' };
    const a = await post(send, validJob(), { headers });
    const b = await post(send, validJob(), { headers });
    return a.body.id === b.body.id;
  },
  'malformed-json-500': async (send) =>
    (await post(send, '{"name":', { headers: { 'Content-Type': 'application/json' } })).status,
  'wrong-created-values': async (send) => (await post(send, validJob({ method: 'POST' }))).body.method,
  'accept-bad-cron-values': async (send) =>
    (await preview(send, { schedule_type: 'cron', cron_expression: '0 0 * * 8' })).status,
  'accept-unknown-timezone': async (send) => (await post(send, cronJob({ timezone: 'Mars/Olympus' }))).status,
  'cron-ignores-timezone': async (send) =>
    (await post(send, cronJob({ timezone: 'America/New_York' }))).body.next_run_at,
  'accept-other-type-fields': async (send) => (await post(send, validJob({ timezone: 'UTC' }))).status,
  'patch-keeps-old-schedule-fields': async (send) => {
    const job = await createJob(send, 'key-a');
    const body = { schedule_type: 'cron', cron_expression: '@hourly' };
    return (await send({ method: 'PATCH', path: `/v1/jobs/${job.id}`, key: 'key-a', body, unchecked: true })).status;
  },
  'preview-includes-from': async (send) =>
    (await preview(send, { schedule_type: 'cron', cron_expression: '@hourly', from: '2027-01-04T00:00:00.000Z' })).body
      .data[0],
  'preview-ignores-dst': async (send) =>
    (
      await preview(send, {
        schedule_type: 'cron',
        cron_expression: '0 9 * * *',
        timezone: 'America/New_York',
        from: '2027-03-13T00:00:00.000Z',
        count: 2,
      })
    ).body.data,
  'runs-cursor-any-job': async (send) => {
    const [a, b] = [await createJob(send, 'key-a'), await createJob(send, 'key-a')];
    for (let i = 0; i < 2; i++)
      await send({ method: 'POST', path: `/v1/jobs/${a.id}/run`, key: 'key-a', unchecked: true });
    const first = await send({ path: `/v1/jobs/${a.id}/runs?limit=1`, key: 'key-a', unchecked: true });
    return (
      await send({ path: `/v1/jobs/${b.id}/runs?cursor=${first.body.next_cursor}`, key: 'key-a', unchecked: true })
    ).status;
  },
  'no-cors': async (send) => {
    const preflight = await send({
      method: 'OPTIONS',
      path: '/v1/jobs',
      key: null,
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' },
      unchecked: true,
    });
    const get = await send({
      path: '/v1/jobs',
      key: 'key-a',
      headers: { Origin: 'https://app.example' },
      unchecked: true,
    });
    return [preflight.status, get.headers['access-control-allow-origin']];
  },
  'cursor-ignores-filters': async (send) => {
    for (let i = 0; i < 2; i++) await createJob(send, 'key-a');
    const first = await send({ path: '/v1/jobs?status=active&limit=1', key: 'key-a', unchecked: true });
    return (
      await send({ path: `/v1/jobs?status=paused&cursor=${first.body.next_cursor}`, key: 'key-a', unchecked: true })
    ).status;
  },
  'idempotency-order-sensitive': async (send) => {
    const headers = { 'Idempotency-Key': 'k' };
    const body = validJob();
    await post(send, body, { headers });
    return (await post(send, Object.fromEntries(Object.entries(body).reverse()), { headers })).status;
  },
  'chunked-oversize-400': async (send) => (await post(send, validJob({ name: 'x'.repeat(70_000) }))).status,
  'relative-problem-type': async (send) =>
    (await send({ path: '/v1/jobs?limit=0', key: 'key-a', unchecked: true })).body.type,
  'parameter-error-unnamed': async (send) =>
    (await send({ path: '/v1/jobs?limit=0', key: 'key-a', unchecked: true })).body.errors,
  'trailing-slash-served': async (send) => (await post(send, validJob(), { path: '/v1/jobs/' })).status,
  'default-limit-50': async (send) => {
    for (let i = 0; i < 21; i++) await createJob(send, 'key-a');
    return (await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).body.data.length;
  },
  'idempotency-key-unbounded': async (send) =>
    (await post(send, validJob(), { headers: { 'Idempotency-Key': 'k'.repeat(256) } })).status,
  'bad-escape-500': async (send) => (await send({ path: '/v1/jobs/%zz', key: 'key-a', unchecked: true })).status,
  'declared-oversize-read-first': async (send) => {
    // The body is given only when asked for (a thenable awaited as the stream is read): the core's 413 asks for none.
    let asked = false;
    const whenAsked = { then: (go: () => void) => ((asked = true), go()) } as unknown as Promise<unknown>;
    const answer = await post(send, 'x'.repeat(70_000), {
      headers: { 'Content-Type': 'application/json', 'Content-Length': '70000' },
      bodyAfter: whenAsked,
    });
    return [answer.status, asked];
  },
  'allow-headers-not-tokens': async (send) =>
    (
      await send({
        method: 'OPTIONS',
        path: '/v1/jobs',
        key: null,
        headers: { Origin: 'https://app.example' },
        unchecked: true,
      })
    ).headers['access-control-allow-headers'],
  'allow-empty-element': async (send) =>
    (await send({ method: 'PUT', path: '/v1/jobs', key: 'key-a', unchecked: true })).headers.allow,
  'cursor-on-short-page': async (send) => {
    await createJob(send, 'key-a');
    return (await send({ path: '/v1/jobs?limit=5', key: 'key-a', unchecked: true })).body.next_cursor;
  },
  'exact-size-refused': async (send) => {
    const json = JSON.stringify(validJob());
    return (
      await post(send, json + ' '.repeat(65_536 - json.length), {
        headers: { 'Content-Type': 'application/json', 'Content-Length': '65536' },
      })
    ).status;
  },
  'accept-invalid-utf8': async (send) => {
    const [before, after] = JSON.stringify(validJob({ name: '@@' })).split('@@') as [string, string];
    const body = new Uint8Array([...new TextEncoder().encode(before), 0xff, ...new TextEncoder().encode(after)]);
    return (
      await send({
        method: 'POST',
        path: '/v1/jobs',
        key: 'key-a',
        headers: { 'Content-Type': 'application/json' },
        body,
        unchecked: true,
      })
    ).status;
  },
  'runs-ignore-limit': async (send) => {
    const job = await createJob(send, 'key-a');
    for (let i = 0; i < 2; i++)
      await send({ method: 'POST', path: `/v1/jobs/${job.id}/run`, key: 'key-a', unchecked: true });
    return (await send({ path: `/v1/jobs/${job.id}/runs?limit=1`, key: 'key-a', unchecked: true })).body.data.length;
  },
  'deleted-job-listed-after-resume': async (send) => {
    const job = await createJob(send, 'key-a');
    for (const action of ['pause', 'resume'])
      await send({ method: 'POST', path: `/v1/jobs/${job.id}/${action}`, key: 'key-a', unchecked: true });
    await send({ method: 'DELETE', path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true });
    return (await send({ path: '/v1/jobs', key: 'key-a', unchecked: true })).body.data.length;
  },
  'resume-loses-patch': async (send) => {
    const job = await createJob(send, 'key-a');
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/pause`, key: 'key-a', unchecked: true });
    await send({
      method: 'PATCH',
      path: `/v1/jobs/${job.id}`,
      key: 'key-a',
      body: { name: 'patched while paused' },
      unchecked: true,
    });
    await send({ method: 'POST', path: `/v1/jobs/${job.id}/resume`, key: 'key-a', unchecked: true });
    return (await send({ path: `/v1/jobs/${job.id}`, key: 'key-a', unchecked: true })).body.name;
  },
  'status-list-oldest-first': async (send) => {
    for (let i = 0; i < 2; i++) await createJob(send, 'key-a');
    return (await send({ path: '/v1/jobs?status=active', key: 'key-a', unchecked: true })).body.data.map(
      (j: { id: string }) => j.id,
    );
  },
};

/** A test mock (keys `key-a`, `key-b`) with one fault around its core. */
function brokenMock(name: FaultName): { send: Send } {
  const { core } = createTestMock();
  return { send: sendToCore({ ...core, handle: withFaults(core.handle, mockFaults(['key-a', 'key-b'])[name]) }) };
}

describe('faults', () => {
  test('every fault name has a probe', () => {
    expect(Object.keys(probes).sort()).toEqual([...faultNames].sort());
  });

  test.each(faultNames.map((name) => [name]))('%s changes what it names', async (name) => {
    const healthy = await probes[name](createTestMock().send);
    const faulty = await probes[name](brokenMock(name).send);
    expect(faulty).not.toEqual(healthy);
  });

  test.each(faultNames.map((name) => [name]))('%s leaves a plain create and list conforming', async (name) => {
    if (['create-returns-200', 'no-location-header', 'wrong-created-values'].includes(name)) return;
    const { send } = brokenMock(name);
    const created = await send({ method: 'POST', path: '/v1/jobs', key: 'key-a', body: validJob(), unchecked: true });
    expectConforms('POST', '/v1/jobs', created);
    expectConforms('GET', '/v1/jobs', await send({ path: '/v1/jobs', key: 'key-a', unchecked: true }));
  });
});
