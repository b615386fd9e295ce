// The checks of the mock's option values. Options are checked where the mock is made, so a wrong one
// fails in the line that wrote it; the error class and the unknown-key check are shared with the clients
// (contract/option-error.ts).
import { OptionError } from '../../../contract/option-error.ts';

export { OptionError, refuseUnknownOptions, type OptionShape } from '../../../contract/option-error.ts';

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
