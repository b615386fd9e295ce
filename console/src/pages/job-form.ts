// The job form, for creating and editing both schedule types. Nothing is checked in the page: the body
// goes to the service as typed, and each field the service's 422 points at (`errors[].pointer`) gets
// aria-invalid and the detail as its description. A cron or interval schedule is previewed while typing
// (POST /v1/schedules/preview, debounced).
import { useEffect, useState } from 'preact/hooks';
import {
  problemText,
  service,
  type Job,
  type JobCreate,
  type SchedulePreviewRequest,
  type ValidationProblem,
} from '../lib/api.ts';
import { html } from '../lib/html.ts';
import { Time } from '../lib/time.ts';

type Fields = {
  name: string;
  url: string;
  method: string;
  schedule_type: string;
  interval_seconds: string;
  cron_expression: string;
  timezone: string;
  notify_on_failure: boolean;
};
type Errors = Record<string, string>;

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

function fieldsOf(job: Job | undefined): Fields {
  return {
    name: job?.name ?? '',
    url: job?.url ?? '',
    method: job?.method ?? 'GET',
    schedule_type: job?.schedule_type ?? 'interval',
    interval_seconds: job?.interval_seconds === undefined ? '60' : String(job.interval_seconds),
    cron_expression: job?.cron_expression ?? '',
    timezone: job?.timezone ?? 'UTC',
    notify_on_failure: job?.notify_on_failure ?? true,
  };
}

/** A number when the text is one, else the text itself: the service says what is wrong with it. */
const numberOrText = (text: string): number =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : (text as unknown as number);

function schedule(fields: Fields) {
  return fields.schedule_type === 'cron'
    ? { schedule_type: 'cron' as const, cron_expression: fields.cron_expression, timezone: fields.timezone }
    : { schedule_type: fields.schedule_type as 'interval', interval_seconds: numberOrText(fields.interval_seconds) };
}

function errorsOf(problem: unknown): { fields: Errors; general?: string } {
  const errors = (problem as Partial<ValidationProblem> | undefined)?.errors;
  if (!errors) return { fields: {}, general: problemText(problem) };
  const fields: Errors = {};
  const rest: string[] = [];
  for (const { pointer, detail } of errors) {
    const name = pointer.split('/')[1] ?? '';
    if (name in fieldsOf(undefined)) fields[name] = fields[name] ? `${fields[name]} ${detail}` : detail;
    else rest.push(pointer ? `${pointer}: ${detail}` : detail);
  }
  return rest.length ? { fields, general: rest.join(' ') } : { fields };
}

function Preview({ apiKey, fields }: { apiKey: string; fields: Fields }) {
  const [times, setTimes] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const body = schedule(fields);
  const wanted = JSON.stringify(body);
  useEffect(() => {
    const timer = setTimeout(async () => {
      const { data, error } = await service(apiKey).POST('/v1/schedules/preview', {
        body: { ...body, count: 5 } as SchedulePreviewRequest,
      });
      setTimes(data?.data ?? []);
      setProblem(error ? (errorsOf(error).general ?? Object.values(errorsOf(error).fields).join(' ')) : undefined);
    }, 300);
    return () => clearTimeout(timer);
  }, [apiKey, wanted]);
  return html`<section class="preview" aria-live="polite" aria-label="Next runs">
    <h3>Next runs</h3>
    ${problem ? html`<p>${problem}</p>` : html`<ol>${times.map((time) => html`<li><${Time} iso=${time} /></li>`)}</ol>`}
  </section>`;
}

export function JobForm({ apiKey, job, onSaved }: { apiKey: string; job?: Job; onSaved: (job: Job) => void }) {
  const [fields, setFields] = useState(() => fieldsOf(job));
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const set = (name: keyof Fields) => (event: Event) => {
    const input = event.target as HTMLInputElement;
    setFields({ ...fields, [name]: input.type === 'checkbox' ? input.checked : input.value });
  };
  const prefix = job ? 'edit' : 'new';

  const submit = async (event: Event) => {
    event.preventDefault();
    const body = {
      name: fields.name,
      url: fields.url,
      method: fields.method,
      notify_on_failure: fields.notify_on_failure,
      ...schedule(fields),
    } as JobCreate;
    const client = service(apiKey);
    const { data, error } = job
      ? await client.PATCH('/v1/jobs/{job_id}', { params: { path: { job_id: job.id } }, body })
      : await client.POST('/v1/jobs', { body });
    if (error) {
      const found = errorsOf(error);
      setErrors(found.fields);
      setGeneral(found.general);
      return;
    }
    setErrors({});
    setGeneral(undefined);
    if (!job) setFields(fieldsOf(undefined));
    onSaved(data);
  };

  const field = (name: keyof Fields, label: string, control: (attributes: Record<string, unknown>) => unknown) => {
    const id = `${prefix}-${name}`;
    const error = errors[name];
    return html`<div class="field">
      <label for=${id}>${label}</label>
      ${control({ id, name, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      ${error && html`<p id=${`${id}-error`} class="field-error">${error}</p>`}
    </div>`;
  };

  return html`<form class="card job-form" onSubmit=${submit} novalidate aria-label=${job ? 'Edit job' : 'New job'}>
    ${field('name', 'Name', (a) => html`<input ...${a} value=${fields.name} onInput=${set('name')} />`)}
    ${field('url', 'URL', (a) => html`<input ...${a} type="url" value=${fields.url} onInput=${set('url')} placeholder="https://example.com/hook" />`)}
    ${field('method', 'Method', (a) => html`<select ...${a} value=${fields.method} onChange=${set('method')}>${methods.map((m) => html`<option>${m}</option>`)}</select>`)}
    ${field(
      'schedule_type',
      'Schedule',
      (a) => html`<select ...${a} value=${fields.schedule_type} onChange=${set('schedule_type')}>
      <option value="interval">Every n seconds (interval)</option><option value="cron">Cron expression (cron)</option></select>`,
    )}
    ${
      fields.schedule_type === 'cron'
        ? html`${field('cron_expression', 'Cron expression', (a) => html`<input ...${a} value=${fields.cron_expression} onInput=${set('cron_expression')} placeholder="*/5 * * * *" />`)}
          ${field('timezone', 'Time zone', (a) => html`<input ...${a} value=${fields.timezone} onInput=${set('timezone')} placeholder="Europe/Berlin" />`)}`
        : field(
            'interval_seconds',
            'Interval (seconds)',
            (a) =>
              html`<input ...${a} inputmode="numeric" value=${fields.interval_seconds} onInput=${set('interval_seconds')} />`,
          )
    }
    <div class="field checkbox">
      <input id=${`${prefix}-notify_on_failure`} type="checkbox" checked=${fields.notify_on_failure} onChange=${set('notify_on_failure')} />
      <label for=${`${prefix}-notify_on_failure`}>Notify on failure</label>
    </div>
    <${Preview} apiKey=${apiKey} fields=${fields} />
    ${general && html`<p role="alert" class="error">${general}</p>`}
    <button type="submit">${job ? 'Save job' : 'Create job'}</button>
  </form>`;
}
