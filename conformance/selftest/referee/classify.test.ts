// classify() on what Prism 5.16 really answers (captured by experiment against this spec).
import { describe, expect, test } from 'vitest';
import { classify, parseViolationsHeader } from './classify.ts';

const PROBLEM = 'application/problem+json';
const prism = (type: string, extra: object = {}) =>
  JSON.stringify({ type: `https://stoplight.io/prism/errors#${type}`, title: 't', status: 0, detail: 'd', ...extra });
const locationMissing = {
  location: ['response', 'header'],
  severity: 'Error',
  code: 'required',
  message: "Response header must have required property 'location'",
};
const bodyInvalid = {
  location: ['body'],
  severity: 'Error',
  code: 'required',
  message: "Request body must have required property 'url'",
};
const statusWarning = {
  location: ['response'],
  severity: 'Warning',
  message: 'Unable to match the returned status code with those defined in the document: 200,400,401,429,500',
};

describe('classify', () => {
  test.each([
    [
      'a forwarded answer without violations',
      { slViolations: null, contentType: 'application/json', body: '{}' },
      'clean',
    ],
    [
      'the --errors replacement of a bad answer',
      {
        slViolations: JSON.stringify([locationMissing]),
        contentType: PROBLEM,
        body: prism('VIOLATIONS', { validation: [locationMissing] }),
      },
      'response-violation',
    ],
    [
      'a warning passed through',
      { slViolations: JSON.stringify([statusWarning]), contentType: 'text/plain', body: 'Forbidden' },
      'response-violation',
    ],
    [
      'an invalid body Prism refused',
      { slViolations: null, contentType: PROBLEM, body: prism('UNPROCESSABLE_ENTITY', { validation: [bodyInvalid] }) },
      'request-refused',
    ],
    [
      'a missing key Prism refused',
      { slViolations: null, contentType: PROBLEM, body: prism('UNAUTHORIZED') },
      'request-refused',
    ],
    [
      'a path outside the document',
      { slViolations: null, contentType: PROBLEM, body: prism('NO_PATH_MATCHED_ERROR') },
      'request-refused',
    ],
    [
      'request-side findings only',
      {
        slViolations: JSON.stringify([{ ...bodyInvalid, location: ['request', 'body'] }]),
        contentType: 'application/json',
        body: '{}',
      },
      'request-violation',
    ],
    ['an unexpected Prism error', { slViolations: null, contentType: PROBLEM, body: prism('UNKNOWN') }, 'prism-error'],
    [
      'the mock’s own problem',
      {
        slViolations: null,
        contentType: PROBLEM,
        body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }),
      },
      'clean',
    ],
  ] as const)('%s → %s', (_name, input, kind) => {
    expect(classify(input).kind).toBe(kind);
  });

  test('a header cut at 8 KB still counts as a response violation', () => {
    const cut = `Too many violations! ${JSON.stringify(Array(200).fill(locationMissing))}`.slice(0, 8000);
    expect(parseViolationsHeader(cut)[0]!.location[0]).toBe('response');
    expect(classify({ slViolations: cut, contentType: 'application/json', body: '{}' }).kind).toBe(
      'response-violation',
    );
  });
});
