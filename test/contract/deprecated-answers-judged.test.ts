// The response judge (the validating proxy's `--judge full`, the conformance suite's full profile) holds
// every answer of a deprecated operation, errors included, to what the spec requires of it (info
// "Deprecation"): `Deprecation` as an RFC 9745 date equal to x-deprecated-at, `Sunset` as an HTTP-date
// equal to x-sunset-at, `Link` to the notice with rel="deprecation" and rel="sunset". Nothing in spec/ is
// deprecated, so a copy of the service document deprecates listJobs.
import { describe, expect, test } from 'vitest';
import { serviceDocument, type OpenApiDocument } from '../../contract/documents.ts';
import { deprecationHeaders } from '../../contract/deprecation.ts';
import { createResponseJudge } from '../../contract/response-judge.ts';
import { serviceValidator } from '../../contract/validators.ts';

const notice = 'https://api.cronjobs.example/changes/list-jobs';
const copy = structuredClone(serviceDocument) as unknown as { paths: Record<string, Record<string, object>> };
Object.assign(copy.paths['/v1/jobs']!.get!, {
  deprecated: true,
  'x-deprecated-at': '2027-01-01T00:00:00Z',
  'x-sunset-at': '2027-07-01T00:00:00Z',
  'x-deprecation-notice': notice,
});
const judge = createResponseJudge(copy as unknown as OpenApiDocument, serviceValidator);
const announced = deprecationHeaders({ at: '2027-01-01T00:00:00Z', sunset: '2027-07-01T00:00:00Z', notice });

const list = JSON.stringify({ data: [], next_cursor: null });
const unauthorized = JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'No key.' });
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const answer = (status: number, text: string, headers: Record<string, string>, method = 'GET', path = '/v1/jobs') =>
  judge.judge({
    method,
    path,
    status,
    text,
    headers: lower({
      'Content-Type': status < 400 ? 'application/json' : 'application/problem+json',
      ...(status === 401 ? { 'WWW-Authenticate': 'ApiKey' } : {}),
      ...headers,
    }),
  });
const headerFindings = (found: ReturnType<typeof answer>) =>
  found.filter((v) => ['/headers/deprecation', '/headers/sunset', '/headers/link'].includes(v.pointer));

describe("a deprecated operation's answers", () => {
  test('with the three headers as the mock sends them (beside another Link), nothing is found', () => {
    const headers = { ...announced, Link: `</v1/jobs?cursor=x>; rel="next", ${announced.Link}` };
    expect(headerFindings(answer(200, list, headers))).toEqual([]);
  });

  test.each([
    [200, list],
    [401, unauthorized],
  ])('a %i without them: each header is missing, at its place, with what the spec asks for', (status, text) => {
    expect(headerFindings(answer(status, text, {}))).toEqual([
      expect.objectContaining({ kind: 'header', pointer: '/headers/deprecation', expected: ['@1798761600'] }),
      expect.objectContaining({ pointer: '/headers/sunset', expected: ['Thu, 01 Jul 2027 00:00:00 GMT'] }),
      expect.objectContaining({ pointer: '/headers/link', detail: expect.stringContaining(notice) }),
    ]);
    for (const v of headerFindings(answer(status, text, {})))
      expect(v.where).toBe('#/info/description (Conventions: Deprecation)');
  });

  test.each([
    ['Deprecation in the draft form', { Deprecation: 'true' }, '/headers/deprecation', /not an RFC 9745 date/],
    ['Deprecation with another date', { Deprecation: '@1798761601' }, '/headers/deprecation', /x-deprecated-at/],
    ['Sunset as an ISO date', { Sunset: '2027-07-01T00:00:00Z' }, '/headers/sunset', /not an HTTP-date/],
    ['Sunset a day early', { Sunset: 'Wed, 30 Jun 2027 00:00:00 GMT' }, '/headers/sunset', /x-sunset-at/],
    ['Link without rel="sunset"', { Link: `<${notice}>; rel="deprecation"` }, '/headers/link', /"sunset"/],
    [
      'Link to another notice',
      { Link: '<https://x.example/n>; rel="deprecation sunset"' },
      '/headers/link',
      /"deprecation" and "sunset"/,
    ],
  ])('%s is found', (_name, wrong, pointer, detail) => {
    const found = headerFindings(answer(200, list, { ...announced, ...wrong }));
    expect(found).toEqual([expect.objectContaining({ pointer, detail: expect.stringMatching(detail) })]);
  });

  test('one Link naming both relations, in any case and order, is enough', () => {
    const headers = { ...announced, Link: `<${notice}>; REL="Sunset deprecation"` };
    expect(headerFindings(answer(200, list, headers))).toEqual([]);
  });

  test('an operation that is not deprecated is not asked for them', () => {
    const created = answer(401, unauthorized, {}, 'POST');
    expect(headerFindings(created)).toEqual([]);
  });
});
