// Faults of the schedule preview. Where the request leaves `from` to the clock, the fault reads the
// mock's clock through the control API, as a client of the mock could.
import { answerWith, buffer, is, isObject, jsonOf, type Fault, type Handle } from './fault.ts';

const isPreview = (request: Request) => is(request, 'POST', /^\/v1\/schedules\/preview$/);

async function fromOf(handle: Handle, request: Request, body: Record<string, unknown>): Promise<number> {
  if (typeof body.from === 'string') return Date.parse(body.from);
  const clock = await jsonOf(await handle(new Request(new URL('/__mock/clock', request.url))));
  return Date.parse(String(clock?.now));
}

/** The preview lists `from` itself when the schedule is due then (times at or after `from`, not after). */
export const previewIncludesFrom: Fault = (handle) => async (request) => {
  if (!isPreview(request)) return handle(request);
  const sent = await buffer(request);
  const body = sent.json;
  if (!isObject(body)) return handle(sent.again());
  const from = await fromOf(handle, request, body);
  if (Number.isNaN(from)) return handle(sent.again());
  return handle(sent.again({ body: JSON.stringify({ ...body, from: new Date(from - 1).toISOString() }) }));
};

/** A zone's offset from UTC (ms) at an instant, as `Intl` names it (`GMT+05:30`). */
function offsetOf(timezone: string): (ms: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
  return (ms) => {
    const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? [];
    return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  };
}

/** The preview computes with the zone's offset at `from` throughout, as if the zone had no daylight saving time. */
export const previewIgnoresDst: Fault = (handle) => async (request) => {
  if (!isPreview(request)) return handle(request);
  const sent = await buffer(request);
  const body = sent.json;
  if (!isObject(body) || typeof body.timezone !== 'string' || body.timezone === 'UTC') return handle(sent.again());
  const from = await fromOf(handle, request, body);
  let shift: number;
  try {
    shift = offsetOf(body.timezone)(from);
  } catch {
    return handle(sent.again());
  }
  const answer = await handle(
    sent.again({ body: JSON.stringify({ ...body, timezone: 'UTC', from: new Date(from + shift).toISOString() }) }),
  );
  const times = await jsonOf(answer);
  if (answer.status !== 200 || !Array.isArray(times?.data)) return answer;
  return answerWith(answer, {
    body: { ...times, data: times.data.map((at: string) => new Date(Date.parse(at) - shift).toISOString()) },
  });
};
