// Pause, resume, run now and delete (with confirmation) for one job, shared by the list and the job's page.
import { problemText, service, type Job } from '../lib/api.ts';
import { html } from '../lib/html.ts';

export function JobActions({
  apiKey,
  job,
  onChange,
  onError,
}: {
  apiKey: string;
  job: Job;
  onChange: (deleted?: boolean) => void;
  onError: (text: string) => void;
}) {
  const client = service(apiKey);
  const path = { params: { path: { job_id: job.id } } };
  const act = async (call: Promise<{ error?: unknown }>, deleted = false) => {
    const { error } = await call;
    if (error) onError(problemText(error));
    else onChange(deleted);
  };
  return html`<span class="actions">
    ${
      job.status === 'active'
        ? html`<button type="button" aria-label=${`Pause ${job.name}`} onClick=${() => act(client.POST('/v1/jobs/{job_id}/pause', path))}>Pause</button>`
        : html`<button type="button" aria-label=${`Resume ${job.name}`} onClick=${() => act(client.POST('/v1/jobs/{job_id}/resume', path))}>Resume</button>`
    }
    <button type="button" aria-label=${`Run now: ${job.name}`} onClick=${() => act(client.POST('/v1/jobs/{job_id}/run', path))}>Run now</button>
    <button type="button" class="danger" aria-label=${`Delete ${job.name}`} onClick=${() => {
      if (confirm(`Delete the job ${job.name}? Its runs go with it.`))
        void act(client.DELETE('/v1/jobs/{job_id}', path), true);
    }}>Delete</button>
  </span>`;
}
