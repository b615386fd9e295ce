// A fault on one route for this worker's account only, and what the mock received, asserted: an answer
// override makes the next create fail once, the test retries as a frontend would, and `expectRequests`
// checks the two attempts — while the other workers' creates answer as usual.
import { expect, test } from './test-clock-fixtures.ts';

for (let attempt = 1; attempt <= 4; attempt++) {
  test(`a create that fails once is retried (${attempt})`, async ({ lane, ownJobs, request }, testInfo) => {
    const { control, account } = lane;
    const headers = { 'X-API-Key': account.api_key };
    const name = `retried ${testInfo.workerIndex}-${attempt}`;
    const body = { name, url: 'https://example.com/ok', schedule_type: 'interval', interval_seconds: 3600 };

    const fault = await control.overrides.create({
      method: 'POST',
      path: '/v1/jobs',
      account: account.id,
      status: 503,
      times: 1,
    });
    expect((await request.post('/v1/jobs', { headers, data: body })).status()).toBe(503);
    const retried = await request.post('/v1/jobs', { headers, data: body });
    expect(retried.status()).toBe(201);
    const { id } = await retried.json();
    ownJobs.push(id);
    lane.jobIds.add(id);

    const attempts = await control.expectRequests({
      account: account.id,
      method: 'POST',
      path: '/v1/jobs',
      body: { name },
      count: 2,
    });
    expect(attempts.map((entry) => [entry.status, entry.override_id ?? null])).toEqual([
      [503, fault.id],
      [201, null],
    ]);
    // Used up: nothing is left for the next test on this worker.
    expect(await control.overrides.list({ account: account.id })).toEqual([]);
  });
}
