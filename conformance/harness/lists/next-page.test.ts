// `--next-page HOW`: the grammar the flag, CONFORMANCE_NEXT_PAGE and the report's `pagination.how` share.
import { describe, expect, test } from 'vitest';
import { resolveConfig } from '../rule/config.ts';
import { formatNextPage, parseNextPage } from './next-page.ts';

describe('--next-page', () => {
  test.each([
    ['query:page_token', { query: 'page_token' }],
    ['field:links.next', { source: { kind: 'field', path: ['links', 'next'] } }],
    ['header:Link', { source: { kind: 'header', name: 'link' } }],
    [
      'field:nextPageToken,query:page_token',
      { source: { kind: 'field', path: ['nextPageToken'] }, query: 'page_token' },
    ],
    ['query:after, header:X-Next-Cursor', { source: { kind: 'header', name: 'x-next-cursor' }, query: 'after' }],
    ['page:p', { counter: { kind: 'page', param: 'p' } }],
    ['offset:skip', { counter: { kind: 'offset', param: 'skip' } }],
  ])('%s is read', (text, how) => {
    expect(parseNextPage(text)).toEqual(how);
  });

  test.each([
    'field:nextPageToken,query:page_token',
    'header:Link',
    'field:meta.cursor',
    'query:cursor',
    'page:page',
    'offset:offset',
  ])('%s is written back as it was given', (text) => {
    expect(formatNextPage(parseNextPage(text))).toBe(text);
  });

  test.each([
    ['', /not KIND:VALUE|expected/],
    ['page_token', /not KIND:VALUE/],
    ['query:', /not KIND:VALUE/],
    ['cookie:x', /unknown kind "cookie"/],
    ['field:a..b', /not a field path/],
    ['header:bad header', /not a header name/],
    ['query:a b', /not a query parameter name/],
    ['field:a,header:b', /only one field: or header:/],
    ['query:a,query:b', /only one query:/],
    ['page:p,field:next', /stand alone/],
    ['query:a,field:b,header:c', /expected/],
    ['query:a,', /expected/],
  ])('%j is refused', (text, message) => {
    expect(() => parseNextPage(text)).toThrow(message);
  });

  test('a bad value is a usage error of the configuration (exit 2); a good one is parsed into it', () => {
    const base = { baseUrl: 'http://127.0.0.1:1', apiKey: 'k' };
    expect(() => resolveConfig({ ...base, nextPage: 'query' })).toThrow(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringMatching(/--next-page "query"/) }),
    );
    expect(resolveConfig({ ...base, nextPage: 'query:page_token' }).nextPage).toEqual({ query: 'page_token' });
    expect(resolveConfig(base).nextPage).toBeUndefined();
  });
});
