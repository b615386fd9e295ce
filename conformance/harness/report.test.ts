import { describe, expect, test } from 'vitest';
import { createDescriber, parseFailure, RuleFailure } from './failure.ts';
import { buildReport, failureRows, toJson, toJunit, toMarkdown, type RuleResult } from './report.ts';

const failure = new RuleFailure('AUTH-001: expected 401, got 200', {
  sent: 'GET /v1/jobs [no headers]',
  received: '200 application/json {"data":[]}',
  expected: '401 (a missing key is refused)',
  spec: '#/components/securitySchemes/ApiKeyAuth',
});
const results: RuleResult[] = [
  { id: 'BODY-002', title: 'lists a created job', profile: 'core', status: 'passed', detail: '' },
  { id: 'AUTH-001', title: 'rejects a request without X-API-Key', profile: 'core', status: 'failed', detail: failure.message },
  { id: 'AUTH-010', title: "answers 404 to another account's job", profile: 'full', status: 'skipped', detail: 'needs a second account: pass --second-api-key' },
];
const report = buildReport('full', 'http://127.0.0.1:4010', results);

describe('reports', () => {
  test('a failure message reads back into its four parts', () => {
    expect(parseFailure(failure.message)).toEqual({ summary: 'AUTH-001: expected 401, got 200', ...failure.parts });
    expect(parseFailure('plain error')).toBeUndefined();
  });

  test('the JSON report has exactly the DESIGN.md shape', () => {
    const json = JSON.parse(toJson(report));
    expect(Object.keys(json)).toEqual(['profile', 'base_url', 'summary', 'rules']);
    expect(json.summary).toEqual({ passed: 1, failed: 1, skipped: 1 });
    for (const rule of json.rules) expect(Object.keys(rule)).toEqual(['id', 'title', 'profile', 'status', 'detail']);
    expect(json.rules.map((r: RuleResult) => r.id)).toEqual(['AUTH-001', 'AUTH-010', 'BODY-002']);
  });

  test('the failure table names rule, sent, received, expected and spec', () => {
    expect(failureRows(report)).toEqual([['AUTH-001', failure.parts.sent, failure.parts.received, failure.parts.expected, failure.parts.spec]]);
  });

  test('JUnit XML has one suite per family and escapes text', () => {
    const xml = toJunit(report);
    expect(xml).toContain('<testsuite name="AUTH" tests="2" failures="1" skipped="1" errors="0">');
    expect(xml).toContain('<failure message="AUTH-001: expected 401, got 200">');
    expect(xml).toContain('&quot;data&quot;');
    expect(xml).toContain('answers 404 to another account&apos;s job');
  });

  test('the Markdown summary carries the counts and the failure table', () => {
    const md = toMarkdown(report);
    expect(md).toContain('**1 passed, 1 failed, 1 skipped**');
    expect(md).toContain('| AUTH-001 | GET /v1/jobs [no headers] |');
  });

  test('the configured keys never appear in a description', () => {
    const describe = createDescriber([['secret-1', '<api-key>']]);
    const text = describe.request({ request: { method: 'GET', path: '/v1/jobs?api_key=secret-1', headers: { 'X-API-Key': 'secret-1' } } });
    expect(text).not.toContain('secret-1');
    expect(text).toContain('<api-key>');
  });
});
