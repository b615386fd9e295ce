import { describe, expect, test } from 'vitest';
import { seedPromises } from '../harness/spec/seed-promises.ts';
import { createDescriber, createMask, RuleFailure, type ExchangeLine } from '../harness/rule/failure.ts';
import { buildReport, resultOf, toJson, type RuleResult } from './report.ts';
import { exitCodeOf, toConsole } from './report-console.ts';
import { toCtrf } from './report-ctrf.ts';
import { toJunit } from './report-junit.ts';
import { cell, codeBlock, toMarkdown } from './report-markdown.ts';

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
  resultOf(
    { id: 'AUTH-001', title: 'rejects a request without X-API-Key', profile: 'core' },
    'failed',
    failure.message,
    {
      reproduce: data.reproduce!,
      check: data.check,
      failure: {
        summary: data.summary,
        sent: data.sent,
        received: data.received,
        expected: data.expected,
        spec: data.spec,
      },
      duration_ms: 34,
    },
  ),
  resultOf(
    { id: 'AUTH-010', title: "answers 404 to another account's job", profile: 'full' },
    'skipped',
    'needs a second account: pass --second-api-key',
  ),
  resultOf(
    { id: 'JOB-001', title: 'returns a created job', profile: 'full' },
    'error',
    'the kit could not finish JOB-001 after …',
    { internal: 'TypeError: x' },
  ),
];
const report = buildReport(
  {
    profile: 'full',
    baseUrl: 'http://127.0.0.1:4010',
    runId: 'abc123',
    seed: 42,
    durationMs: 1500,
    coverage: ['listJobs 200', 'listJobs 401', 'listJobs 500'],
  },
  results,
);

describe('reports', () => {
  test('the JSON report has the fixed shape first (docs/decisions/0004): run id and seed at the top, reproduce on failures', () => {
    const json = JSON.parse(toJson(report));
    expect(Object.keys(json).slice(0, 6)).toEqual(['profile', 'base_url', 'run_id', 'seed', 'summary', 'rules']);
    expect(json).toMatchObject({
      run_id: 'abc123',
      seed: 42,
      summary: { passed: 1, failed: 1, skipped: 2, errors: 1 },
    });
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
    expect(md).toContain(
      '**1 passed, 1 failed, 2 skipped** (1 of them the kit could not run); 13 promises of the seed reached by no probe.',
    );
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
    const stopped = buildReport(
      {
        profile: 'core',
        baseUrl: 'http://x',
        runId: 'r',
        seed: 1,
        durationMs: 5,
        preflight: { ok: false, problems: ['the service refused --api-key'] },
      },
      [],
    );
    expect(JSON.parse(toJson(stopped)).preflight).toEqual({ ok: false, problems: ['the service refused --api-key'] });
    expect(toJunit(stopped)).toMatch(
      /<testsuite name="preflight"[\s\S]*<error message="pre-flight failed: the service refused --api-key"/,
    );
    expect(toMarkdown(stopped)).toContain('## Conformance: not run: pre-flight failed');
  });

  test('the configured keys never appear in a description, and a key that contains the other is masked whole', () => {
    const describe = createDescriber([['secret-1', '<api-key>']]);
    const text = describe.request({
      request: { method: 'GET', path: '/v1/jobs?api_key=secret-1', headers: { 'X-API-Key': 'secret-1' } },
    });
    expect(text).not.toContain('secret-1');
    expect(text).toContain('<api-key>');
    const mask = createMask([
      ['dev-key', '<api-key>'],
      ['dev-key2', '<second-api-key>'],
    ]);
    expect(mask('a dev-key2 b dev-key c')).toBe('a <second-api-key> b <api-key> c');
  });
});

test('--record writes HAR 1.2 with every exchange, keys masked, each entry naming its rule', async () => {
  const { toHar } = await import('./har.ts');
  const exchange = {
    request: {
      method: 'POST',
      path: '/v1/jobs?api_key=dev-key2',
      headers: { 'X-API-Key': 'dev-key', 'Content-Type': 'application/json' },
      body: '{"name":"n"}',
    },
    response: {
      status: 201,
      headers: { 'content-type': 'application/json' },
      body: '{"id":"j"}',
      json: { id: 'j' },
      mediaType: 'application/json',
    },
    startedAt: Date.parse('2026-11-22T15:00:00Z'),
    ms: 12.5,
  };
  const har = JSON.parse(
    toHar(
      'http://127.0.0.1:4010',
      [{ rule: 'BODY-001', exchange }],
      [
        ['dev-key', '<api-key>'],
        ['dev-key2', '<second-api-key>'],
      ],
    ),
  );
  expect(har.log.version).toBe('1.2');
  const [entry] = har.log.entries;
  expect(entry).toMatchObject({
    comment: 'BODY-001',
    time: 12.5,
    startedDateTime: '2026-11-22T15:00:00.000Z',
    response: { status: 201, content: { text: '{"id":"j"}' } },
  });
  expect(entry.request.url).toBe('http://127.0.0.1:4010/v1/jobs?api_key=<second-api-key>');
  expect(entry.request.headers).toContainEqual({ name: 'X-API-Key', value: '<api-key>' });
  expect(entry.request.postData).toEqual({ mimeType: 'application/json', text: '{"name":"n"}' });
  expect(JSON.stringify(har)).not.toMatch(/dev-key/);
});

// Skips never pass silently; failures lead to their cause; CTRF for dashboards.
describe('a run that leaves rules undecided, or fails several for one cause', () => {
  const cause = (summary: string, kind = 'status') => ({ summary, kind, pointer: '/status' });
  const failed = (id: string, summary: string | undefined, exchanges?: readonly ExchangeLine[]) =>
    resultOf({ id, title: `rule ${id}`, profile: 'full' }, 'failed', `${id}: failed`, {
      check: 'status',
      reproduce: `curl ${id}`,
      failure: {
        summary: `${id}: failed`,
        sent: 's',
        received: 'r',
        expected: 'e',
        spec: '#/x',
        ...(summary ? { cause: cause(summary) } : {}),
        ...(exchanges ? { exchanges, exchanges_omitted: 0 } : {}),
      },
    });
  const skipped = (id: string, reason: string, hint: string, error = false) =>
    resultOf({ id, title: `rule ${id}`, profile: 'core' }, error ? 'error' : 'skipped', reason, {
      decide_hint: hint,
      ...(error ? { internal: 'TypeError: x' } : {}),
    });
  const exchanges = [
    { method: 'POST', path: '/v1/jobs', status: 202, body: '{"job":{"id":7}}' },
    { method: 'GET', path: '/v1/jobs', status: 200, body: '{"items":[]}', failing: true as const },
  ];
  const rules = [
    failed('BODY-003', '400 where the spec says 422'),
    failed('BODY-007', '400 where the spec says 422'),
    failed('BODY-001', '202 where the spec says 201'),
    failed('AUTH-001', '403 where the spec says 401'),
    failed('BODY-009', '400 where the spec says 422'),
    failed('BODY-002', undefined, exchanges),
    skipped(
      'AUTH-009',
      'needs a second account: pass --second-api-key',
      'give --second-api-key (a key of a second account on the service)',
    ),
    skipped(
      'AUTH-012',
      'cannot tell whether the list holds cjk-x: page 2 repeats an earlier page',
      'give --next-page HOW',
    ),
    skipped('JOB-001', 'the kit could not finish JOB-001', 'a defect of the kit', true),
    resultOf({ id: 'VER-001', title: 'rule VER-001', profile: 'core' }, 'passed', '', { duration_ms: 3 }),
  ];
  // Every promise of the seed probed but one, the list of the client's own jobs, which no walk could read.
  const probes = {
    counts: Object.fromEntries(
      seedPromises.filter((p) => p.id !== '4.2').map((p) => [p.id, { [`a probe of ${p.id}`]: 2, 'another kind': 1 }]),
    ),
    unreached: { '4.2': 'the list states 40 jobs but shows 5, and no way reaches the rest' },
  };
  const mixed = buildReport(
    {
      profile: 'full',
      baseUrl: 'http://svc',
      runId: 'run1',
      seed: 7,
      durationMs: 2000,
      startedAt: Date.parse('2026-11-25T10:00:00Z'),
      probes,
    },
    rules,
  );

  test.each([
    ['console', () => toConsole(mixed)],
    ['JSON', () => toJson(mixed)],
    ['Markdown', () => toMarkdown(mixed)],
    ['JUnit', () => toJunit(mixed)],
    ['CTRF', () => toCtrf(mixed)],
  ])('%s carries every promise of the seed, with its probes by kind, and says why one was unreached', (_, render) => {
    // JUnit escapes quotes as XML entities, JSON as \u-free text: read both back the same way.
    const text = render().replace(/&apos;/g, "'");
    for (const p of seedPromises) expect(text).toContain(p.promise);
    expect(text).toContain('a probe of 5.1');
    expect(text).toContain('the list states 40 jobs but shows 5, and no way reaches the rest');
    expect(mixed.summary.promises_unreached).toBe(1);
    expect(mixed.promises.find((p) => p.id === '4.2')).toMatchObject({ status: 'unreached', probes: 0 });
    expect(mixed.promises.find((p) => p.id === '2:url')).toMatchObject({
      status: 'checked',
      probes: 3,
      kinds: { 'a probe of 2:url': 2, 'another kind': 1 },
    });
  });

  test('failures are grouped by root cause, most rules first; a failure with no known cause is not grouped', () => {
    expect(mixed.by_cause).toEqual([
      { cause: '400 where the spec says 422', kind: 'status', rules: ['BODY-003', 'BODY-007', 'BODY-009'] },
      { cause: '202 where the spec says 201', kind: 'status', rules: ['BODY-001'] },
      { cause: '403 where the spec says 401', kind: 'status', rules: ['AUTH-001'] },
    ]);
  });

  test.each([
    ['the console', () => toConsole(mixed)],
    ['Markdown', () => toMarkdown(mixed)],
  ])('%s shows the causes before the list of failures', (_, render) => {
    const text = render();
    const causes = text.indexOf('400 where the spec says 422');
    expect(causes).toBeGreaterThan(-1);
    const line = text.split('\n').find((l) => l.includes('400 where the spec says 422'))!;
    expect(line).toMatch(/\b3\b/);
    expect(line).toContain('BODY-003, BODY-007, BODY-009');
    expect(causes).toBeLessThan(text.indexOf('BODY-003: failed'));
  });

  test.each([
    ['the console', () => toConsole(mixed)],
    ['Markdown', () => toMarkdown(mixed)],
    ['JUnit', () => toJunit(mixed)],
    ['CTRF', () => toCtrf(mixed)],
  ])('%s lists every skipped rule with why and what would decide it', (_, render) => {
    const text = render();
    for (const rule of rules.filter((r) => r.status === 'skipped')) {
      expect(text).toContain(rule.id);
      expect(text).toContain(rule.detail);
      expect(text).toContain(rule.decide_hint!);
    }
  });

  test('the Markdown verdict of a run with skips and no failure says they were not decided', () => {
    const onlySkips = buildReport(
      { profile: 'core', baseUrl: 'http://svc', runId: 'r', seed: 1, durationMs: 1 },
      rules.filter((r) => r.status !== 'failed' && !r.error),
    );
    expect(toMarkdown(onlySkips)).toContain('## Conformance: passed, 2 rules not decided (core profile)');
    expect(toConsole(onlySkips)).toContain(
      '2 rules were not decided and 13 promises were reached by no probe, so the run fails (exit 3); --allow-skips accepts them',
    );
    const allowed = toConsole(onlySkips, { allowSkips: true });
    expect(allowed).not.toContain('(exit 3)');
    // --allow-skips names each skip it accepts.
    expect(allowed).toMatch(
      /--allow-skips: 2 rules were not decided and 13 promises were reached by no probe, accepted: \S+, \S+, promise/,
    );
  });

  test('the console summary line says how the list was paged, when a walk needed a second page', () => {
    expect(
      toConsole({ ...mixed, pagination: { how: 'field:nextPageToken,query:page_token', source: 'detected' } }),
    ).toMatch(/seed 7, pages: field:nextPageToken,query:page_token detected\)\n/);
    expect(toConsole({ ...mixed, pagination: null })).not.toContain('pages:');
  });

  test.each([
    ['all passed', { failed: 0, skipped: 0 }, true, false, [], 0],
    ['a failure', { failed: 1, skipped: 0 }, true, false, [], 1],
    ['a failure and skips', { failed: 1, skipped: 2 }, true, false, [], 1],
    ['skips', { failed: 0, skipped: 2 }, true, false, [], 3],
    ['skips, --allow-skips', { failed: 0, skipped: 2 }, true, true, [], 0],
    ['a promise unreached', { failed: 0, skipped: 0, promises_unreached: 1 }, true, false, [], 3],
    ['a promise unreached, --allow-skips', { failed: 0, skipped: 0, promises_unreached: 1 }, true, true, [], 0],
    ['a kit error', { failed: 0, skipped: 1, errors: 1 }, true, true, [], 2],
    ['a kit error beside a failure', { failed: 1, skipped: 1, errors: 1 }, true, false, [], 2],
    ['pre-flight failed', { failed: 0, skipped: 0 }, false, false, [], 2],
    ['a usage error found while running', { failed: 1, skipped: 0 }, true, false, ['--next-page x never matched'], 2],
  ] as const)('exit code: %s', (_, counts, ok, allowSkips, usage, code) => {
    const r = {
      ...mixed,
      preflight: { ok, problems: ok ? [] : ['x'] },
      usage_errors: [...usage],
      summary: { ...mixed.summary, passed: 0, errors: 0, promises_unreached: 0, ...counts },
    };
    expect(exitCodeOf(r, { allowSkips })).toBe(code);
  });

  test('a failure lists every exchange the rule made up to the failing one, in the text and in Markdown', async () => {
    const { failureText } = await import('../harness/rule/failure.ts');
    const text = failureText({
      summary: 'BODY-002: the created job is not listed',
      check: 'behaviour',
      sent: 's',
      received: 'r',
      expected: 'e',
      spec: '#/x',
      exchanges,
    });
    expect(text).toContain('exchanges: 2 this rule made, in order (→ the one that failed):');
    expect(text).toMatch(/ {5}POST \/v1\/jobs 202 \{"job":\{"id":7\}\}\n {4}→ GET \/v1\/jobs 200 \{"items":\[\]\}/);
    const md = toMarkdown(mixed);
    expect(md).toContain('POST /v1/jobs 202 {"job":{"id":7}}');
    const one = failureText({
      summary: 'x',
      check: 'behaviour',
      sent: 's',
      received: 'r',
      expected: 'e',
      spec: '#/x',
      exchanges: exchanges.slice(1),
    });
    expect(one).not.toContain('exchanges:');
  });

  test('the CTRF report validates against the CTRF schema and maps each status', async () => {
    const { validate } = await import('ctrf');
    const document = JSON.parse(toCtrf(mixed));
    expect(validate(document).errors).toEqual([]);
    expect(validate(document).valid).toBe(true);
    const byId = Object.fromEntries(document.results.tests.map((t: { testId: string }) => [t.testId, t]));
    expect(byId['BODY-003']).toMatchObject({
      status: 'failed',
      message: 'BODY-003: failed',
      suite: ['BODY'],
      extra: { cause: '400 where the spec says 422', reproduce: 'curl BODY-003' },
    });
    expect(byId['BODY-003'].trace).toContain('curl BODY-003');
    expect(byId['AUTH-009']).toMatchObject({
      status: 'skipped',
      extra: { decide_hint: 'give --second-api-key (a key of a second account on the service)' },
    });
    expect(byId['JOB-001']).toMatchObject({ status: 'other', rawStatus: 'error', trace: 'TypeError: x' });
    expect(byId['VER-001']).toMatchObject({ status: 'passed', duration: 3 });
    // Ten rules, and the thirteen promises of the seed: twelve probed, one unreached.
    expect(document.results.summary).toEqual({
      tests: 23,
      passed: 13,
      failed: 6,
      skipped: 3,
      pending: 0,
      other: 1,
      start: Date.parse('2026-11-25T10:00:00Z'),
      stop: Date.parse('2026-11-25T10:00:02Z'),
      duration: 2000,
    });
    expect(document).toMatchObject({
      reportFormat: 'CTRF',
      runId: 'run1',
      results: { tool: { name: 'cronjobs-conformance' }, extra: { seed: 7, profile: 'full' } },
    });
  });

  test('a pre-flight that stopped the run is a failed CTRF test, never an empty green report', async () => {
    const { validate } = await import('ctrf');
    const stopped = JSON.parse(
      toCtrf(
        buildReport(
          {
            profile: 'core',
            baseUrl: 'http://x',
            runId: 'r',
            seed: 1,
            durationMs: 5,
            preflight: { ok: false, problems: ['the service refused --api-key'] },
          },
          [],
        ),
      ),
    );
    expect(validate(stopped).valid).toBe(true);
    expect(stopped.results.summary).toMatchObject({ tests: 1, failed: 1 });
    expect(stopped.results.tests[0].message).toContain('the service refused --api-key');
  });
});

// Core judges statuses by what the seed states (any 2xx, any 4xx; codes not shown), full by the spec.
describe('the coverage table judges statuses by the profile', () => {
  const row = (profile: 'core' | 'full', keys: string[], operation: string) =>
    buildReport({ profile, baseUrl: 'http://x', runId: 'r', seed: 1, durationMs: 1, coverage: keys }, []).coverage.find(
      (r) => r.operation === operation,
    )!;
  test.each([
    ['core', 'createJob 202', 'createJob', { basis: 'seed', exercised: ['2XX'], undocumented: [] }],
    ['core', 'listJobs 403', 'listJobs', { basis: 'seed', exercised: ['4XX'], undocumented: [] }],
    ['core', 'createJob 400', 'createJob', { exercised: ['4XX'], undocumented: [] }],
    ['core', 'listJobs 500', 'listJobs', { undocumented: ['500'] }],
    ['full', 'createJob 202', 'createJob', { basis: 'spec', exercised: [], undocumented: ['202'] }],
    ['full', 'listJobs 403', 'listJobs', { undocumented: ['403'] }],
    ['full', 'listJobs 401', 'listJobs', { exercised: ['401'], undocumented: [] }],
  ] as const)('%s: %s', (profile, key, operation, expected) => {
    expect(row(profile, [key], operation)).toMatchObject({ ...expected, answered: [key.split(' ')[1]] });
  });

  test('core Markdown names the seed as its basis, with no "undocumented" column', () => {
    const md = toMarkdown(
      buildReport(
        {
          profile: 'core',
          baseUrl: 'http://x',
          runId: 'r',
          seed: 1,
          durationMs: 1,
          coverage: ['createJob 202', 'listJobs 403'],
        },
        [],
      ),
    );
    expect(md).toContain('outcomes the seed states');
    expect(md).not.toContain('undocumented');
    expect(md).toMatch(/\| POST \/v1\/jobs \| 2XX, 4XX \| 2XX \| 4XX \| – \|/);
  });
});

test('a long rule shows its first 5 and last 10 exchanges up to the failing one, and says how many it left out', async () => {
  const { failureText } = await import('../harness/rule/failure.ts');
  const describe = createDescriber([['k1', '<api-key>']]);
  const made = Array.from({ length: 45 }, (_, i) => ({
    request: { method: 'POST', path: `/v1/jobs?n=${i}&key=k1` },
    response: { status: 201, headers: {}, body: `{"id":${i}}`, json: { id: i }, mediaType: 'application/json' },
  }));
  const lines = describe.lines(made, made[39]);
  expect(lines.exchangesOmitted).toBe(25);
  expect(lines.exchanges.map((e) => e.path)).toEqual(
    [0, 1, 2, 3, 4, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39].map((i) => `/v1/jobs?n=${i}&key=<api-key>`),
  );
  expect(lines.exchanges.at(-1)?.failing).toBe(true);
  const text = failureText({
    summary: 's',
    check: 'behaviour',
    sent: '',
    received: '',
    expected: '',
    spec: '',
    ...lines,
  });
  expect(text).toContain('exchanges: 40 this rule made');
  expect(text).toMatch(/n=4&key=<api-key> 201 \{"id":4\}\n {6}… 25 more …\n {6}POST \/v1\/jobs\?n=30/);
  expect(describe.lines(made.slice(0, 3)).exchanges).toHaveLength(3);
});
