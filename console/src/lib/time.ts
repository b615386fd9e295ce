// How the console tells time: every time in the viewer's own zone and locale, with how far it is from the
// mock's clock ("in 5 min.", "3 hr. ago") — not from the viewer's, which a virtual or test clock may be
// days away from — and the exact UTC time on hover. Intl only: no date library.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { html } from './html.ts';

/** The clock the current account's times are read against: its test clock's, or the mock's global one. */
export interface MockTime {
  /** Milliseconds since the epoch, as the mock says now. */
  nowMs: number;
  mode: 'real' | 'virtual';
  /** A real clock's speed (1: real time). */
  speed: number;
  /** The test clock the current account is on, when it is on one. */
  testClock?: { id: string; name: string };
}

export const MockTimeContext = createContext<MockTime | undefined>(undefined);

const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number, number]> = [
  // unit, its length in ms, the distance below which it is used
  ['second', 1000, 45_000],
  ['minute', 60_000, 45 * 60_000],
  ['hour', 3_600_000, 22 * 3_600_000],
  ['day', 86_400_000, 26 * 86_400_000],
  ['month', 30 * 86_400_000, 320 * 86_400_000],
  ['year', 365 * 86_400_000, Number.POSITIVE_INFINITY],
];

/** `iso` relative to `nowMs` in the viewer's language: "in 5 min.", "3 hr. ago", "yesterday", "now". */
export function relativeTime(iso: string, nowMs: number, locale?: string): string {
  const diff = Date.parse(iso) - nowMs;
  const [unit, length] = units.find(([, , below]) => Math.abs(diff) < below)!;
  return new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' }).format(
    Math.round(diff / length),
    unit,
  );
}

/** `iso` as a date and time in the viewer's zone and locale, to the second. */
export function localTime(iso: string, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** The exact instant in UTC, for the hover: `2026-11-22 09:03:00.000 UTC`. */
export function utcTime(iso: string): string {
  return `${new Date(iso).toISOString().replace('T', ' ').replace('Z', '')} UTC`;
}

/** The mock's time at `atMs` of the viewer's clock, given what it said at `readAtMs`: a real clock runs on. */
export function mockNowAt(time: Pick<MockTime, 'nowMs' | 'mode' | 'speed'>, readAtMs: number, atMs: number): number {
  return time.mode === 'real' ? time.nowMs + (atMs - readAtMs) * time.speed : time.nowMs;
}

/** A time as the console shows it everywhere: local, relative to the mock's clock, UTC on hover. */
export function Time({
  iso,
  testId,
  relative = true,
}: {
  iso: string | null | undefined;
  testId?: string;
  relative?: boolean;
}) {
  const context = useContext(MockTimeContext);
  const now = relative ? context : undefined;
  if (!iso) return html`<span>—</span>`;
  return html`<time datetime=${iso} title=${utcTime(iso)} data-testid=${testId}>${localTime(iso)}${
    now ? html` <span class="relative">(${relativeTime(iso, now.nowMs)})</span>` : ''
  }</time>`;
}
