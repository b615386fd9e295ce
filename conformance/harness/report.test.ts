import { describe, expect, test } from 'vitest';
import { createDescriber, createMask, RuleFailure } from './failure.ts';
import { buildReport, resultOf, toJson, toJunit, toMarkdown, type RuleResult } from './report.ts';
import { cell, codeBlock } from './report-markdown.ts';

const failure = new RuleFailure('AUTH-001: expected 401, got 200', {
  sent: 'GET /v1/jobs [no headers]',
  received: '200 application/json {"data":[{"name":"a | b\\nc"}]}',
  expected: '401 (a missing key is refused)',
  spec: '#/components/securitySchemes/ApiKeyAuth',
  check: 'status',
  reproduce: "curl -sS -i --globoff --path-as-is -X 'GET' 'http://127.0.0.1:4010/v1/jobs'",
});
const { data } = failure;
const results: RuleResult[] = [
  resultOf({ id: 'BODY-002', title: 'lists a created job', profile: 'core' }, 'passed', '', { duration_ms: 12 }),
  resultOf({ id: 'AUTH-001', title: 'rejects a request without X-API-Key', profile: 'core' }, 'failed', failure.message, {
    reproduce: data.reproduce!,
    check: data.check,
    failure: { summary: data.summary, sent: data.sent, received: data.received, expected: data.expected, spec: data.spec },
    duration_ms: 34,
  }),
  resultOf({ id: 'AUTH-010', title: "answers 404 to another account's job", profile: 'full' }, 'skipped', 'needs a second account: pass --second-api-key'),
  resultOf({ id: 'JOB-001', title: 'returns a created job', profile: 'full' }, 'error', 'the kit could not finish JOB-001 after …', { internal: 'TypeError: x' }),
];
const report = buildReport({ profile: 'full', baseUrl: 'http://127.0.0.1:4010', runId: 'abc123', seed: 42, durationMs: 1500, coverage: ['listJobs 200', 'listJobs 401', 'listJobs 500'] }, results);

describe('reports', () => {
  test('the JSON report has the fixed shape first (docs/decisions/0004): run id and seed at the top, reproduce on failures', () => {
    const json = JSON.parse(toJson(report));
    expect(Object.keys(json).slice(0, 6)).toEqual(['profile', 'base_url', 'run_id', 'seed', 'summary', 'rules']);
    expect(json).toMatchObject({ run_id: 'abc123', seed: 42, summary: { passed: 1, failed: 1, skipped: 2, errors: 1 } });
    expect(json.rules.map((r: RuleResult) => r.id)).toEqual(['AUTH-001', 'AUTH-010', 'BODY-002', 'JOB-001']);
    expect(json.rules[0].reproduce).toMatch(/^curl /);
    expect(json.rules[3]).toMatchObject({ status: 'skipped', error: true });
    expect(json.by_family.AUTH).toEqual({ passed: 0, failed: 1, skipped: 1, errors: 0 });
    expect(json.by_check).toEqual({ status: 1 });
  });

  test('the coverage table names documented statuses exercised, missed, and answers the spec does not document', () => {
    const row = report.coverage.find((r) => r.operation === 'listJobs')!;
    expect(row.exercised).toEqual(expect.arrayContaining(['200', '401']));
    expect(row.documented.filter((d) => !row.exercised.includes(d))).toContain('400');
    expect(row.exercised).toContain('500'); // the spec documents a 500 problem
  });

  test('JUnit XML has real durations, failure apart from error, the run id and seed, escaped text', () => {
    const xml = toJunit(report);
    expect(xml).toContain('<testsuite name="AUTH" tests="2" failures="1" errors="0" skipped="1" time="0.034">');
    expect(xml).toContain('<testsuite name="JOB" tests="1" failures="0" errors="1" skipped="0"');
    expect(xml).toMatch(/<testcase [^>]*name="JOB-001 returns a created job" time="0.000">\n\s*<error /);
    expect(xml).toContain('<failure message="AUTH-001: expected 401, got 200" type="status">');
    expect(xml).toContain('<property name="run_id" value="abc123"/>');
    expect(xml).toContain('<property name="seed" value="42"/>');
    expect(xml).toContain('replay:');
    expect(xml).toContain('answers 404 to another account&apos;s job');
  });

  test('the Markdown summary renders on GitHub: counts, failure in code blocks with its curl line, escaped cells', () => {
    const md = toMarkdown(report);
    expect(md).toContain('**1 passed, 1 failed, 2 skipped** (1 of them the kit could not run).');
    expect(md).toContain('run `abc123` · seed `42`');
    expect(md).toContain('#### AUTH-001 rejects a request without X-API-Key');
    expect(md).toContain("```sh\ncurl -sS -i --globoff --path-as-is -X 'GET' 'http://127.0.0.1:4010/v1/jobs'\n```");
    // Every row of every table has as many cells as its header: no pipe or newline broke one.
    const pipes = (line: string) => line.split(/(?<!\\)\|/).length;
    let header = 0;
    for (const line of md.split('\n')) {
      if (!line.startsWith('|')) header = 0;
      else if (header === 0) header = pipes(line);
      else expect(pipes(line), line).toBe(header);
    }
    expect(cell('a | b\nc')).toBe('a \\| b<br>c');
    expect(codeBlock('x ``` y')).toBe('````text\nx ``` y\n````');
    expect(codeBlock('y'.repeat(5000))).toContain('… (truncated: 5000 characters');
  });

  test('a pre-flight failure is in every report', () => {
    const stopped = buildReport({ profile: 'core', baseUrl: 'http://x', runId: 'r', seed: 1, durationMs: 5, preflight: { ok: false, problems: ['the service refused --api-key'] } }, []);
    expect(JSON.parse(toJson(stopped)).preflight).toEqual({ ok: false, problems: ['the service refused --api-key'] });
    expect(toJunit(stopped)).toMatch(/<testsuite name="preflight"[^]*<error message="pre-flight failed: the service refused --api-key"/);
    expect(toMarkdown(stopped)).toContain('## Conformance: not run: pre-flight failed');
  });

  test('the configured keys never appear in a description, and a key that contains the other is masked whole', () => {
    const describe = createDescriber([['secret-1', '<api-key>']]);
    const text = describe.request({ request: { method: 'GET', path: '/v1/jobs?api_key=secret-1', headers: { 'X-API-Key': 'secret-1' } } });
    expect(text).not.toContain('secret-1');
    expect(text).toContain('<api-key>');
    const mask = createMask([['dev-key', '<api-key>'], ['dev-key2', '<second-api-key>']]);
    expect(mask('a dev-key2 b dev-key c')).toBe('a <second-api-key> b <api-key> c');
  });
});

test('--record writes HAR 1.2 with every exchange, keys masked, each entry naming its rule', async () => {
  const { toHar } = await import('./har.ts');
  const exchange = {
    request: { method: 'POST', path: '/v1/jobs?api_key=dev-key2', headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' }, body: '{"name":"n"}' },
    response: { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":"j"}', json: { id: 'j' }, mediaType: 'application/json' },
    startedAt: Date.parse('2026-11-22T15:00:00Z'),
    ms: 12.5,
  };
  const har = JSON.parse(toHar('http://127.0.0.1:4010', [{ rule: 'BODY-001', exchange }], [['dev-key', '<api-key>'], ['dev-key2', '<second-api-key>']]));
  expect(har.log.version).toBe('1.2');
  const [entry] = har.log.entries;
  expect(entry).toMatchObject({ comment: 'BODY-001', time: 12.5, startedDateTime: '2026-11-22T15:00:00.000Z', response: { status: 201, content: { text: '{"id":"j"}' } } });
  expect(entry.request.url).toBe('http://127.0.0.1:4010/v1/jobs?api_key=<second-api-key>');
  expect(entry.request.headers).toContainEqual({ name: 'X-API-Key', value: '<api-key>' });
  expect(entry.request.postData).toEqual({ mimeType: 'application/json', text: '{"name":"n"}' });
  expect(JSON.stringify(har)).not.toMatch(/dev-key/);
});
