// Jobs: the current account's jobs with a status filter and cursor pagination, the new-job form, and the
// list kept current from the live events.
import { useEffect, useState } from 'preact/hooks';
import { problemText, service, type Job } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { useCoalesced, useLiveEvents } from '../lib/events.ts';
import { html } from '../lib/html.ts';
import { Time } from '../lib/time.ts';
import { base } from '../lib/router.ts';
import { JobActions } from './job-actions.ts';
import { JobForm } from './job-form.ts';

const pageSize = 20;

export function JobsPage({ state }: { state: AccountState }) {
  const apiKey = state.current?.api_key;
  const [status, setStatus] = useState<'' | 'active' | 'paused'>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();
  const cursor = cursors.at(-1);

  const load = async () => {
    if (!apiKey) return;
    const query = { limit: pageSize, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
    const { data, error } = await service(apiKey).GET('/v1/jobs', { params: { query } });
    if (error) return setError(problemText(error));
    setError(undefined);
    setJobs(data.data);
    setNext(data.next_cursor);
  };
  useEffect(() => void load(), [apiKey, status, cursor]);
  const reload = useCoalesced(load);
  useLiveEvents(({ event, data }) => {
    if (event === 'run.finished' && (data as { account_id?: string }).account_id === state.current?.id) reload();
  });

  if (!apiKey) return html`<h1>Jobs</h1><p>No account yet: create one under Accounts.</p>`;

  return html`<h1>Jobs</h1>
    <div class="toolbar">
      <label for="status-filter">Status</label>
      <select id="status-filter" value=${status} onChange=${(event: Event) => {
        setStatus((event.target as HTMLSelectElement).value as typeof status);
        setCursors([]);
      }}>
        <option value="">All</option><option value="active">Active</option><option value="paused">Paused</option>
      </select>
    </div>
    ${error && html`<p role="alert" class="error">${error}</p>`}
    <div class="table-wrap" tabindex="0" role="region" aria-label="Jobs table"><table>
      <caption class="visually-hidden">Jobs</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">Status</th><th scope="col">Schedule</th><th scope="col">Next run</th><th scope="col">Last run</th><th scope="col">Failures in a row</th><th scope="col">Actions</th></tr></thead>
      <tbody>
        ${jobs.length === 0 && html`<tr><td colspan="7">No jobs${status ? ` with status ${status}` : ''}.</td></tr>`}
        ${jobs.map(
          (job) => html`<tr>
          <td><a href=${`${base}jobs/${encodeURIComponent(job.id)}`}>${job.name}</a></td>
          <td><span class=${`badge ${job.status}`}>${job.status}</span></td>
          <td>${job.schedule_type === 'cron' ? html`<code>${job.cron_expression}</code> ${job.timezone}` : `every ${job.interval_seconds} s`}</td>
          <td><${Time} iso=${job.next_run_at} /></td>
          <td>${job.last_run ? html`<span class=${`badge ${job.last_run.outcome}`}>${job.last_run.outcome}</span>` : '—'}</td>
          <td>${job.consecutive_failures}</td>
          <td><${JobActions} apiKey=${apiKey} job=${job} onChange=${() => void load()} onError=${setError} /></td>
        </tr>`,
        )}
      </tbody>
    </table></div>
    <nav class="pager" aria-label="Pages">
      <button type="button" disabled=${cursors.length === 0} onClick=${() => setCursors(cursors.slice(0, -1))}>Previous page</button>
      <button type="button" disabled=${!next} onClick=${() => next && setCursors([...cursors, next])}>Next page</button>
    </nav>
    <h2>New job</h2>
    <${JobForm} apiKey=${apiKey} onSaved=${(job: Job) => {
      setMessage(`Created ${job.name}.`);
      void load();
    }} />
    ${message && html`<p role="status">${message}</p>`}`;
}
