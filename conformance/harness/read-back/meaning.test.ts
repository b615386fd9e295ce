import { describe, expect, test } from 'vitest';
import { keepsMeaning, valueKind, type FieldType } from './meaning.ts';

type Row = [field: string, type: FieldType, sent: unknown, shown: unknown, kept: boolean];

// The core profile's reading of "stored as sent, or converted keeping the meaning" (meaning.ts).
const rows: Row[] = [
  ['interval_seconds', 'integer', 3600, 3600, true],
  ['interval_seconds', 'integer', 2 ** 31, 2 ** 31, true],
  ['interval_seconds', 'integer', 2 ** 31, -(2 ** 31), false], // a 32-bit overflow
  ['interval_seconds', 'integer', 2 ** 53 - 1, 2 ** 53, false], // a double's rounding
  ['interval_seconds', 'integer', '60', 60, true],
  ['interval_seconds', 'integer', '60', '60', false], // kept as sent, but no integer
  ['interval_seconds', 'integer', 3600, '3600', false], // an integer shown as text: another type
  ['interval_seconds', 'integer', 3600.5, 3600, false], // a fraction cut
  ['interval_seconds', 'integer', 3600.5, 3600.5, false], // a fraction is no integer
  ['interval_seconds', 'integer', [60], 60, true],
  ['interval_seconds', 'integer', true, 1, true],
  ['interval_seconds', 'integer', 'abc', 0, false],
  ['interval_seconds', 'integer', {}, 0, false],
  ['notify_on_failure', 'boolean', true, true, true],
  ['notify_on_failure', 'boolean', true, false, false],
  ['notify_on_failure', 'boolean', 'false', false, true],
  ['notify_on_failure', 'boolean', 'false', true, false], // Boolean("false")
  ['notify_on_failure', 'boolean', 'TRUE', true, true],
  ['notify_on_failure', 'boolean', 1, true, true],
  ['notify_on_failure', 'boolean', 0, false, true],
  ['notify_on_failure', 'boolean', '', false, false],
  ['notify_on_failure', 'boolean', 'yes', true, false],
  ['notify_on_failure', 'boolean', [], false, false],
  ['notify_on_failure', 'boolean', 'false', 'false', false], // kept as sent: no boolean
  ['name', 'string', 'Nightly', 'Nightly', true],
  ['name', 'string', 'Nightly', 'nightly', false],
  ['name', 'string', 'e\u0301', '\u00e9', true], // canonically equivalent
  ['name', 'string', 'e\u0301', 'e', false], // the mark dropped
  ['name', 'string', ' Nightly ', 'Nightly', true],
  ['name', 'string', 'a\tb', 'ab', false],
  ['name', 'string', 'a\ud800b', 'a\ufffdb', true], // a lone surrogate replaced, as UTF-8 must
  ['name', 'string', 'a\u0000b', 'ab', false], // a character dropped
  ['name', 'string', 'x'.repeat(300), 'x'.repeat(255), false], // cut short
  ['name', 'string', '日本語', 'æ—¥æœ¬èªž', false], // mojibake
  ['name', 'string', 3600, '3600', true],
  ['name', 'string', 3600, 3600, false], // a name that is a number
  ['name', 'string', true, 'true', true],
  ['name', 'string', [], '', false],
  ['url', 'string', 'https://example.com/job', 'https://example.com/job', true],
  ['url', 'string', 'https://example.com/job', ['https://example.com/job'], false], // wrapped in an array
  ['url', 'string', 'HTTPS://Example.COM:443/job', 'https://example.com/job', true],
  ['url', 'string', 'https://bücher.example/ü', 'https://xn--bcher-kva.example/%C3%BC', true],
  ['url', 'string', 'https://example.com', 'https://example.com/', true],
  ['url', 'string', 'https://example.com/a?q=1', 'https://example.com/a', false],
  ['url', 'string', 'https://example.com/%c3%bc', 'https://example.com/%C3%BC', true], // RFC 3986 §6.2.2.1
  ['url', 'string', 'https://example.com/%7Euser', 'https://example.com/~user', true], // §6.2.2.2
  ['url', 'string', 'https://example.com/a#part', 'https://example.com/a', true], // a call never sends it
  ['url', 'string', 'https://example.com/a', 'https://example.com/a/', false],
  ['url', 'string', 'https://user@example.com/a', 'https://example.com/a', false],
  ['url', 'string', 'https://example.com/job', 'https://example.org/job', false],
  ['method', 'string', 'POST', 'POST', true],
  ['method', 'string', 'POST', 'GET', false],
  ['method', 'string', 'get', 'GET', true], // Fetch normalises it
  ['method', 'string', 'Post', 'POST', true],
  ['method', 'string', 'patch', 'PATCH', true], // upper-cased, as servers commonly do
  ['method', 'string', true, 'TRUE', true],
  ['method', 'string', 'POST', 'PUT', false],
  ['method', 'string', 'PROPFIND', 'PROPFIND', true],
  ['schedule_type', 'string', 'Interval', 'interval', true],
  ['schedule_type', 'string', 'interval', 'cron', false],
];

describe('keepsMeaning (core)', () => {
  test.each(rows)('%s (%s): sent %j, shown %j → %s', (field, type, sent, shown, kept) => {
    expect(keepsMeaning(field, type, sent, shown)).toBe(kept);
  });
});

describe('keepsMeaning (full: exact)', () => {
  test.each([
    ['name', 'string', 'e\u0301', '\u00e9', false],
    ['interval_seconds', 'integer', '60', 60, false],
    ['method', 'string', 'get', 'GET', false],
    ['name', 'string', 'x', 'x', true],
  ] as Row[])('%s: sent %j, shown %j → %s', (field, type, sent, shown, kept) => {
    expect(keepsMeaning(field, type, sent, shown, true)).toBe(kept);
  });
});

test.each([
  ['integer', 2 ** 31, 'integer ≥ 2^31'],
  ['integer', 60, 'integer'],
  ['integer', -1, 'negative integer'],
  ['integer', 1.5, 'fraction'],
  ['integer', '60', 'numeric text'],
  ['string', 'e\u0301', 'combining characters'],
  ['string', 'x'.repeat(256), 'long text (> 255 characters)'],
  ['string', 'a\nb', 'control characters'],
  ['string', '日本', 'non-ASCII text'],
  ['string', 'abc', 'ASCII text'],
  ['boolean', true, 'true'],
  ['boolean', 'false', 'string "false"'],
] as [FieldType, unknown, string][])('valueKind(%s, %j) is %s', (type, value, kind) => {
  expect(valueKind(type, value)).toBe(kind);
});
