// Options are checked where the mock is made (createMockCore, createCronJobsHandlers), so a wrong one
// fails in the line that wrote it, naming the option, the value and what it should be — not later as a
// 429 on every request, an unhandled rejection tied to no test, or a bare "Invalid URL".

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
  constructor(option: string, value: unknown, expected: string, why?: string) {
    super(`${option} is ${shown(value)}${why ? ` (${why})` : ''}; expected ${expected}`);
    this.name = 'OptionError';
    this.option = option;
    this.value = value;
    this.expected = expected;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The checks an adapter's options share with the core's: each throws an OptionError or returns. */
export function expectObject(
  option: string,
  value: unknown,
  expected: string,
): asserts value is Record<string, unknown> {
  if (!isObject(value)) throw new OptionError(option, value, expected);
}

export function expectInteger(option: string, value: unknown, min: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new OptionError(option, value, `a whole number, ${min} or more`);
}

export function expectNumber(option: string, value: unknown, min: number, exclusive = false): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (exclusive && value === min))
    throw new OptionError(option, value, `a finite number ${exclusive ? 'above' : 'of at least'} ${min}`);
}

export function expectBoolean(option: string, value: unknown): void {
  if (typeof value !== 'boolean') throw new OptionError(option, value, 'true or false');
}

export function expectFunction(option: string, value: unknown, expected: string): void {
  if (typeof value !== 'function') throw new OptionError(option, value, expected);
}

export function expectString(option: string, value: unknown, expected = 'a non-empty string'): void {
  if (typeof value !== 'string' || value.length === 0) throw new OptionError(option, value, expected);
}

/** An absolute http(s) URL. */
export function expectUrl(option: string, value: unknown, example: string, hint = ''): void {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new OptionError(option, value, `an absolute http or https URL such as ${example}${hint}`);
}

export function isClockLike(value: unknown): boolean {
  return (
    isObject(value) &&
    (value.mode === 'real' || value.mode === 'virtual') &&
    typeof value.now === 'function' &&
    typeof value.jumpTo === 'function'
  );
}
