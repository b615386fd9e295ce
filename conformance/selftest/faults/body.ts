// Faults of request-body checks: refusals turned into acceptance, crashes, wrong statuses for bodies
// that cannot be read. A refusal is undone from outside: the core's 422 names what it refused, the
// fault changes that part of the body into something the core takes, sends it again, and shows the value
// as it was sent in the answer.
import { maxBodyBytes } from '../../../mock/core/index.ts';
import { answerWith, buffer, isObject, jsonOf, problemAnswer, validationErrors, type Fault } from './fault.ts';

type Violation = { pointer: string; detail: string };

const isWrite = (request: Request) => request.method === 'POST' || request.method === 'PATCH';
const fieldOf = (pointer: string) => pointer.split('/')[1] ?? '';

/**
 * Accepts what the core refused for the violations `ignored` picks: `fix` changes the refused fields, and
 * the answer shows the fields named in `echo` as they were sent.
 */
const acceptOn422 =
  (
    ignored: (v: Violation) => boolean,
    fix: (body: Record<string, unknown>, field: string) => void,
    echo = false,
  ): Fault =>
  (handle) =>
  async (request) => {
    if (!isWrite(request)) return handle(request);
    const sent = await buffer(request);
    const answer = await handle(sent.again());
    const accepted = (await validationErrors(answer)).filter(ignored);
    if (accepted.length === 0 || !isObject(sent.json)) return answer;
    const body = structuredClone(sent.json);
    const fields = [...new Set(accepted.map((v) => fieldOf(v.pointer)))];
    for (const field of fields) fix(body, field);
    const retried = await handle(sent.again({ body: JSON.stringify(body) }));
    const record = await jsonOf(retried);
    if (!echo || retried.status >= 300 || !isObject(record)) return retried;
    for (const field of fields) if (field in record) record[field] = sent.json[field];
    return answerWith(retried, { body: record });
  };

export const acceptUnknownFields = acceptOn422(
  (v) => v.detail === 'is not a known field',
  (body, field) => delete body[field],
);
export const skipRule1 = acceptOn422(
  (v) => v.pointer === '/interval_seconds' && v.detail === 'is required',
  (body) => (body.interval_seconds = 60),
);
export const acceptRelativeUrl = acceptOn422(
  (v) => v.pointer === '/url',
  (body) => (body.url = 'https://example.com/'),
  true,
);
export const acceptOtherTypeFields = acceptOn422(
  (v) => v.detail.startsWith('is not allowed when schedule_type'),
  (body, field) => delete body[field],
);
export const acceptBadCronValues = acceptOn422(
  (v) => v.pointer === '/cron_expression',
  (body) => (body.cron_expression = '0 0 * * *'),
  true,
);
export const acceptUnknownTimezone = acceptOn422(
  (v) => v.pointer === '/timezone',
  (body) => (body.timezone = 'UTC'),
  true,
);

const internal = () => problemAnswer('internal', 'An unexpected error occurred; the request id is in the logs.');

/** A name over 1,000 characters crashes the service: 500. */
export const crashOnLongName: Fault = (handle) => async (request) => {
  if (!isWrite(request)) return handle(request);
  const sent = await buffer(request);
  const name = isObject(sent.json) ? sent.json.name : undefined;
  return typeof name === 'string' && name.length > 1000 ? internal() : handle(sent.again());
};

/** JSON that does not parse crashes the service: 500 instead of 400. */
export const malformedJson500: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  return answer.status === 400 && String((await jsonOf(answer))?.type).endsWith('/malformed-json')
    ? internal()
    : answer;
};

/** A chunked body over the limit (no Content-Length to refuse it by) is answered 400 instead of 413. */
export const chunkedOversize400: Fault = (handle) => async (request) => {
  const answer = await handle(request);
  return answer.status === 413 && !request.headers.has('Content-Length')
    ? problemAnswer('malformedJson', 'The body could not be read.')
    : answer;
};

/** A body of exactly the limit is refused as too large. */
export const exactSizeRefused: Fault = (handle) => (request) =>
  request.headers.get('Content-Length') === String(maxBodyBytes)
    ? Promise.resolve(problemAnswer('tooLarge', `The request body must be at most ${maxBodyBytes} bytes.`))
    : handle(request);

/**
 * A Content-Length over the limit is refused only once the body is read: the 413 is the same, but to `Expect:
 * 100-continue` the server's transport then sends 100 Continue and waits for a body the client holds back.
 */
export const declaredOversizeReadFirst: Fault = (handle) => async (request) =>
  Number(request.headers.get('Content-Length') ?? 0) > maxBodyBytes
    ? handle((await buffer(request)).again())
    : handle(request);

/** A body that is not UTF-8 is read as if it were (each bad byte becomes U+FFFD) and accepted. */
export const acceptInvalidUtf8: Fault = (handle) => async (request) => {
  if (!isWrite(request)) return handle(request);
  const sent = await buffer(request);
  return handle(sent.again({ body: new TextEncoder().encode(new TextDecoder().decode(sent.bytes)) }));
};
