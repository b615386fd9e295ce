// A job's page: its definition, next run, last run, failures in a row, and its runs as a table and a
// timeline, kept current from the live events without a reload.
import { useEffect, useState } from 'preact/hooks';
import { problemText, service, type Job, type Run } from '../lib/api.ts';
import type { AccountState } from '../lib/account-state.ts';
import { useCoalesced, useLiveEvents } from '../lib/events.ts';
import { html } from '../lib/html.ts';
import { localTime, Time, utcTime } from '../lib/time.ts';
import { navigate } from '../lib/router.ts';
import { JobActions } from './job-actions.ts';
import { JobForm } from './job-form.ts';

function Timeline({ runs }: { runs: Run[] }) {
  if (runs.length === 0) return html`<p>No runs yet.</p>`;
  const oldest = [...runs].reverse();
  const first = Date.parse(oldest[0]!.scheduled_at);
  const span = Math.max(1, Date.parse(oldest.at(-1)!.scheduled_at) - first);
  return html`<figure class="timeline">
    <svg viewBox="0 0 1000 40" preserveAspectRatio="none" role="img" aria-label=${`${runs.filter((r) => r.outcome === 'succeeded').length} succeeded, ${runs.filter((r) => r.outcome === 'failed').length} failed, from ${localTime(oldest[0]!.scheduled_at)} to ${localTime(oldest.at(-1)!.scheduled_at)}`}>
      <line x1="0" y1="20" x2="1000" y2="20" class="axis" />
      ${oldest.map((run) => html`<rect x=${((Date.parse(run.scheduled_at) - first) / span) * 990} y=${run.outcome === 'failed' ? 22 : 4} width="10" height="14" class=${run.outcome}><title>${utcTime(run.scheduled_at)} ${run.outcome}</title></rect>`)}
    </svg>
    <figcaption><span class="badge succeeded">succeeded</span> above the line, <span class="badge failed">failed</span> below, oldest on the left</figcaption>
  </figure>`;
}

export function JobPage({ id, state }: { id: string; state: AccountState }) {
  const apiKey = state.current?.api_key;
  const [job, setJob] = useState<Job>();
  const [runs, setRuns] = useState<Run[]>([]);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState(false);

  const load = async () => {
    if (!apiKey) return;
    const client = service(apiKey);
    const path = { path: { job_id: id } };
    const [jobAnswer, runsAnswer] = await Promise.all([
      client.GET('/v1/jobs/{job_id}', { params: path }),
      client.GET('/v1/jobs/{job_id}/runs', { params: { ...path, query: { limit: 100 } } }),
    ]);
    if (jobAnswer.error) return setError(problemText(jobAnswer.error));
    setJob(jobAnswer.data);
    setRuns(runsAnswer.data?.data ?? []);
  };
  useEffect(() => void load(), [apiKey, id]);
  const reload = useCoalesced(load);
  useLiveEvents(({ event, data }) => {
    if (event === 'run.finished' && (data as { run?: Run }).run?.job_id === id) reload();
  });

  if (error) return html`<h1>Job</h1><p role="alert" class="error">${error}</p>`;
  if (!job || !apiKey) return html`<h1>Job</h1><p>Loading…</p>`;

  return html`<h1>${job.name}</h1>
    <${JobActions} apiKey=${apiKey} job=${job} onChange=${(deleted?: boolean) => (deleted ? navigate('jobs') : void load())} onError=${setError} />
    <dl class="facts">
      <dt>Id</dt><dd><code>${job.id}</code></dd>
      <dt>Status</dt><dd><span class=${`badge ${job.status}`}>${job.status}</span></dd>
      <dt>Target</dt><dd><code>${job.method} ${job.url}</code></dd>
      <dt>Schedule</dt><dd>${job.schedule_type === 'cron' ? html`<code>${job.cron_expression}</code> in ${job.timezone}` : `every ${job.interval_seconds} seconds`}</dd>
      <dt>Next run</dt><dd><${Time} iso=${job.next_run_at} /></dd>
      <dt>Last run</dt><dd>${job.last_run ? html`${job.last_run.outcome} at <${Time} iso=${job.last_run.scheduled_at} />${job.last_run.http_status ? ` (HTTP ${job.last_run.http_status})` : ''}` : '—'}</dd>
      <dt>Consecutive failures</dt><dd data-testid="consecutive-failures">${job.consecutive_failures}</dd>
      <dt>Notify on failure</dt><dd>${job.notify_on_failure ? 'yes' : 'no'}</dd>
    </dl>
    <button type="button" aria-expanded=${editing} onClick=${() => setEditing(!editing)}>Edit job</button>
    ${
      editing &&
      html`<${JobForm} apiKey=${apiKey} job=${job} onSaved=${(saved: Job) => {
        setJob(saved);
        setEditing(false);
      }} />`
    }
    <h2>Timeline</h2>
    <${Timeline} runs=${runs} />
    <h2>Runs</h2>
    <div class="table-wrap" tabindex="0" role="region" aria-label="Runs table"><table>
      <caption class="visually-hidden">Runs</caption>
      <thead><tr><th scope="col">Scheduled at</th><th scope="col">Outcome</th><th scope="col">HTTP status</th><th scope="col">Trigger</th><th scope="col">Duration</th><th scope="col">Error</th></tr></thead>
      <tbody>
        ${runs.map(
          (run) => html`<tr>
          <td><${Time} iso=${run.scheduled_at} /></td>
          <td><span class=${`badge ${run.outcome}`}>${run.outcome}</span></td>
          <td>${run.http_status ?? '—'}</td>
          <td>${run.trigger}</td>
          <td>${run.duration_ms} ms</td>
          <td>${run.error?.message ?? ''}</td>
        </tr>`,
        )}
      </tbody>
    </table></div>`;
}
