// A page that develops against the mock with no server: MSW's service worker answers the API from the
// same core `npm start` serves, and the mock's virtual clock makes minutes of runs happen on a click.
import { setupWorker } from 'msw/browser';
import { createCronJobsClient, type Job, type Run } from '../../client/index.ts';
import { createCronJobsHandlers } from '../../mock/msw/index.ts';

const baseUrl = `${location.origin}/api`;
const mock = createCronJobsHandlers({
  baseUrl,
  apiKeys: ['browser-key'],
  clock: 'virtual',
  now: Date.UTC(2026, 10, 22, 9),
});
const client = createCronJobsClient({ baseUrl, apiKey: 'browser-key' });
const $ = (id: string) => document.getElementById(id)!;

function cells(values: Array<string | number>): HTMLTableRowElement {
  const row = document.createElement('tr');
  for (const value of values) row.appendChild(document.createElement('td')).textContent = String(value);
  return row;
}

async function render(): Promise<void> {
  const { data } = await client.GET('/v1/jobs');
  const jobs: Job[] = data?.data ?? [];
  $('jobs').replaceChildren(
    ...jobs.map((j) => cells([j.name, j.status, j.next_run_at ?? '—', j.consecutive_failures])),
  );
  const runs: Run[] = [];
  for (const job of jobs) {
    const page = await client.GET('/v1/jobs/{job_id}/runs', { params: { path: { job_id: job.id } } });
    runs.push(...(page.data?.data ?? []));
  }
  $('runs').replaceChildren(...runs.map((r) => cells([r.scheduled_at, r.outcome, r.http_status ?? '—'])));
  $('notifications').textContent = String((await mock.notifications()).length);
  $('clock').textContent = new Date(mock.core.clock.now()).toISOString();
}

$('create').addEventListener('click', async () => {
  await client.POST('/v1/jobs', {
    body: {
      name: 'Flaky webhook',
      url: 'https://example.com/status/503',
      schedule_type: 'interval',
      interval_seconds: 60,
      notify_on_failure: true,
    },
  });
  await render();
});
$('advance').addEventListener('click', async () => {
  await mock.advance(180);
  await render();
});

await setupWorker(...mock.handlers).start({ onUnhandledFrame: 'bypass', quiet: true });
await render();
$('status').textContent = 'ready';
for (const id of ['create', 'advance']) ($(id) as HTMLButtonElement).disabled = false;
