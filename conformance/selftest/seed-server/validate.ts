// Create-body validation written from the seed (§2) alone. Where the seed says "not shown" this server
// chooses on purpose differently from spec/openapi.yaml: only url and schedule_type are required, name
// defaults to "untitled" and may be 1–1000 characters, any method token is accepted, interval_seconds
// is any integer ≥ 1, schedule_type may also be "cron" (with cron_expression), any absolute URL of any
// scheme is accepted (up to 8,192 characters), and unknown fields are ignored (the seed never says they
// are rejected). A value of another JSON type is refused, or with `types: 'coerce'` converted the way Ajv
// converts it (coerceLikeAjv) — both honour the seed's types.

import type { SeedBreak } from './breaks.ts';

export interface SeedJobFields {
  name: string;
  url: string;
  method: string;
  schedule_type: string;
  interval_seconds?: number;
  cron_expression?: string;
  notify_on_failure: boolean;
}

export type Validation = { ok: true; fields: SeedJobFields } | { ok: false; error: string; crash?: boolean };

export const NAME_MAX = 1000;
const URL_MAX = 8192;
const METHOD_TOKEN = /^[A-Za-z]{1,20}$/;

const fail = (error: string): Validation => ({ ok: false, error });

function isAbsoluteUrl(value: string): boolean {
  // An absolute URL has a scheme (RFC 3986 §4.3); WHATWG URL parsing without a base rejects anything else.
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ajv's type coercion (`coerceTypes: true`, Fastify's default for route schemas): a scalar of another type
 * becomes the field's type where Ajv's rules allow — to a string from a number or boolean, to an integer
 * from a numeric string or a boolean, to a boolean from "true"/"false" or 1/0, `null` to "", 0 or false;
 * arrays and objects stay as they are (and are then refused).
 * @see https://ajv.js.org/coercion.html
 */
export function coerceLikeAjv(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const key of ['name', 'url', 'method', 'schedule_type', 'cron_expression'] as const) {
    const value = out[key];
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (value === null) out[key] = '';
  }
  const interval = out['interval_seconds'];
  if (typeof interval === 'string' && interval.trim() !== '' && Number.isInteger(Number(interval)))
    out['interval_seconds'] = Number(interval);
  else if (typeof interval === 'boolean') out['interval_seconds'] = interval ? 1 : 0;
  else if (interval === null) out['interval_seconds'] = 0;
  const notify = out['notify_on_failure'];
  if (notify === 'true' || notify === 1) out['notify_on_failure'] = true;
  else if (notify === 'false' || notify === 0 || notify === null) out['notify_on_failure'] = false;
  return out;
}

/**
 * The `narrow` choice (still seed-correct, since the seed fixes no limits): only GET and POST, interval only,
 * 60 s to one day, names of printable ASCII up to 100 characters, http(s) URLs of ASCII up to 300 — anything
 * else answers 400.
 */
function narrowRefusal(fields: SeedJobFields): string | undefined {
  if (fields.method !== 'GET' && fields.method !== 'POST') return 'method must be GET or POST';
  if (fields.schedule_type !== 'interval') return 'schedule_type must be interval';
  if (fields.interval_seconds === undefined || fields.interval_seconds < 60 || fields.interval_seconds > 86_400)
    return 'interval_seconds must be 60 to 86400';
  if (!/^[\x20-\x7e]{1,100}$/.test(fields.name)) return 'name must be 1 to 100 printable ASCII characters';
  if (fields.url.length > 300 || !/^https?:\/\/[\x21-\x7e]+$/.test(fields.url))
    return 'url must be an http(s) URL of ASCII characters, at most 300';
  return undefined;
}

const INT32_MAX = 2_147_483_647;

export function validateCreate(
  input: unknown,
  breaks: ReadonlySet<SeedBreak>,
  values: 'broad' | 'narrow' = 'broad',
  types: 'strict' | 'coerce' = 'strict',
  intervalDefault?: number,
): Validation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('body must be a JSON object');
  const sent = input as Record<string, unknown>;
  const body = types === 'coerce' || breaks.has('accept-wrong-types') ? coerceLikeAjv(sent) : { ...sent };
  if (breaks.has('truthy-booleans') && body.notify_on_failure !== undefined)
    body.notify_on_failure = Boolean(body.notify_on_failure);
  const { name, url, method, schedule_type, interval_seconds, cron_expression, notify_on_failure } = body;

  if (name !== undefined) {
    if (typeof name !== 'string') return fail('name must be a string');
    if (name.length === 0) return fail('name must not be empty');
    if (name.length > NAME_MAX && !breaks.has('names-cut-at-255')) {
      return breaks.has('crash-on-long-name')
        ? { ok: false, error: 'name too long', crash: true }
        : fail(`name is limited to ${NAME_MAX} characters`);
    }
  }

  if (url === undefined) return fail('url is required');
  const urlChecked = breaks.has('url-array-accepted') && Array.isArray(url) && url.length === 1 ? url[0] : url;
  if (typeof urlChecked !== 'string') return fail('url must be a string');
  if (urlChecked.length > URL_MAX) return fail(`url is limited to ${URL_MAX} characters`);
  if (!breaks.has('accept-relative-url') && !isAbsoluteUrl(urlChecked)) return fail('url must be an absolute URL');

  if (method !== undefined) {
    if (typeof method !== 'string') return fail('method must be a string');
    if (!METHOD_TOKEN.test(method)) return fail('method must be an HTTP method name');
  }

  if (schedule_type === undefined) return fail('schedule_type is required');
  if (typeof schedule_type !== 'string') return fail('schedule_type must be a string');
  if (schedule_type !== 'interval' && schedule_type !== 'cron') return fail('schedule_type must be interval or cron');

  if (interval_seconds !== undefined) {
    if (typeof interval_seconds !== 'number' || !Number.isSafeInteger(interval_seconds))
      return fail('interval_seconds must be an integer');
    if (interval_seconds < 1) return fail('interval_seconds must be at least 1');
  }
  if (schedule_type === 'interval' && interval_seconds === undefined && !breaks.has('skip-rule-1')) {
    if (intervalDefault === undefined) return fail('interval_seconds is required when schedule_type is interval');
  }
  if (schedule_type === 'cron') {
    if (typeof cron_expression !== 'string' || cron_expression.trim().split(/\s+/).length !== 5) {
      return fail('cron_expression (five fields) is required when schedule_type is cron');
    }
  }

  const notifyDropped = breaks.has('non-boolean-notify-dropped') && typeof notify_on_failure !== 'boolean';
  if (notify_on_failure !== undefined && typeof notify_on_failure !== 'boolean' && !notifyDropped)
    return fail('notify_on_failure must be a boolean');

  const fields: SeedJobFields = {
    name: name ?? 'untitled',
    // The break stores what was sent, array and all.
    url: url as string,
    method: method ?? 'GET',
    schedule_type,
    notify_on_failure: typeof notify_on_failure === 'boolean' ? notify_on_failure : false,
  };
  if (notifyDropped && notify_on_failure !== undefined) delete (fields as Partial<SeedJobFields>).notify_on_failure;
  if (typeof interval_seconds === 'number') fields.interval_seconds = interval_seconds;
  else if (schedule_type === 'interval' && intervalDefault !== undefined) fields.interval_seconds = intervalDefault;
  if (schedule_type === 'cron') fields.cron_expression = cron_expression as string;
  if (values === 'narrow') {
    const refused = narrowRefusal(fields);
    if (refused) return fail(refused);
  }
  // The break validates the converted copy but keeps what was sent: a value of another type is stored as is.
  if (breaks.has('accept-wrong-types'))
    for (const key of Object.keys(fields) as (keyof SeedJobFields)[])
      if (key in sent && sent[key] !== body[key]) Object.assign(fields, { [key]: sent[key] });
  if (
    breaks.has('crash-on-unusual-values') &&
    (!['GET', 'POST', 'PUT', 'DELETE'].includes(fields.method) || (fields.interval_seconds ?? 0) > INT32_MAX)
  ) {
    return { ok: false, error: 'unusual value', crash: true };
  }
  return { ok: true, fields };
}
