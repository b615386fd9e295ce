// Reads any RFC 3339 date-time the control API accepts (spec/mock-control.yaml ClockSet): an offset or Z,
// fractional seconds of any length, lower-case t/z, a space for T. Date.parse reads all of those but the
// leap second, which POSIX time does not have: 23:59:60 is taken as the next minute's first instant.

/** Milliseconds since the epoch, or NaN when `text` is not a date-time. */
export function parseRfc3339(text: string): number {
  const normal = text
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2})[Tt ]/, '$1T')
    .replace(/z$/, 'Z');
  const leap = /^(.*T\d{2}:\d{2}):60(.*)$/.exec(normal);
  return leap ? Date.parse(`${leap[1]}:59${leap[2]}`) + 1000 : Date.parse(normal);
}
