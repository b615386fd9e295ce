// Options are checked where the mock or a client is made (createMockCore, createCronJobsHandlers,
// createInProcessMock, startMockServer, createMockControl, createCronJobsClient), so a wrong one fails in
// the line that wrote it, naming the option, the value and what it should be — not later as a 429 on
// every request, a 401 with no hint, an unhandled rejection tied to no test, or a bare "Invalid URL".
// Here, beside the edit distance it uses, so the clients (client/) and the mock (mock/) share one class.
import { nearestName } from './near-names.ts';

/** A value as the error shows it: JSON where it can be, the kind of thing otherwise. */
function shown(value: unknown): string {
  if (typeof value === 'function') return 'a function';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (value instanceof Date) return Number.isNaN(+value) ? 'an invalid Date' : `Date ${value.toISOString()}`;
  try {
    const text = JSON.stringify(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}

export class OptionError extends TypeError {
  /** The option's path, e.g. `rateLimit` or `outcomeRules[1]`. */
  readonly option: string;
  readonly value: unknown;
  /** What the option takes, in words. */
  readonly expected: string;
  constructor(option: string, value: unknown, expected: string, why?: string, message?: string) {
    super(message ?? `${option} is ${shown(value)}${why ? ` (${why})` : ''}; expected ${expected}`);
    this.name = 'OptionError';
    this.option = option;
    this.value = value;
    this.expected = expected;
  }
}

/**
 * The keys an options object takes: `true` for a key whose value is not checked key by key here, or the
 * shape of a nested options object. Typed against the options' interface, so the compiler fails when the
 * list and the interface differ (`satisfies OptionShape<Options>`).
 */
export type OptionShape<T> = { readonly [K in keyof Required<T>]-?: true | OptionShape<NonNullable<T[K]>> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Throws an OptionError for the first key of `options` (or of a nested options object) that `shape` does
 * not name, with the known key it most likely meant: `apiKey is not an option of createCronJobsHandlers;
 * did you mean apiKeys? Its options: …`. Values that are not plain objects are left to the type checks.
 */
export function refuseUnknownOptions(
  where: string,
  options: unknown,
  shape: Readonly<Record<string, unknown>>,
  path = '',
): void {
  if (!isPlainObject(options)) return;
  const known = Object.keys(shape);
  for (const [key, value] of Object.entries(options)) {
    const inner = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (inner === undefined) {
      const near = nearestName(key, known);
      const option = `${path}${key}`;
      throw new OptionError(
        option,
        value,
        `one of ${known.join(', ')}`,
        undefined,
        `${option} is not an option of ${where}${near === undefined ? '.' : `; did you mean ${path}${near}?`} Its ${path ? `${path.slice(0, -1)} ` : ''}options: ${known.join(', ')}.`,
      );
    }
    if (inner !== true && value !== undefined)
      refuseUnknownOptions(where, value, inner as Record<string, unknown>, `${path}${key}.`);
  }
}
