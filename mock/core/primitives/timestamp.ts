// The spec's Timestamp (RFC 3339, UTC, milliseconds) for many runs in a row. `Date#toISOString` dominated
// the cost of turning stored runs into Run objects; runs of one advance mostly fall on the same day, so
// the date part is cached and the time of day is spelled out by integer arithmetic. Years 0–9999 only;
// anything else falls back to toISOString.

const DAY_MS = 86_400_000;
let cachedDay = NaN;
let cachedPrefix = '';

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

export function formatTimestamp(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay) {
    const iso = new Date(day * DAY_MS).toISOString();
    if (iso.length !== 24) return new Date(ms).toISOString();
    cachedDay = day;
    cachedPrefix = iso.slice(0, 11); // YYYY-MM-DDT
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${cachedPrefix}${two(hours)}:${two(minutes)}:${two(seconds)}.${three(rest - seconds * 1000)}Z`;
}
