// A rule's record crosses from its test to the runner whole (runner/rule-records.ts), and a rule is a value
// the catalogue can tell from anything else a file might export (harness/rule/rule.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { isRule, rule } from '../harness/rule/rule.ts';
import type { RuleOutcome } from '../harness/rule/outcome.ts';
import { readRuleRecord, writeRuleRecord } from './rule-records.ts';

const folder = mkdtempSync(join(tmpdir(), 'cjk-records-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('an outcome written by a test is read back by the runner as it was, nested values and all', () => {
  const outcome: RuleOutcome = {
    status: 'failed',
    detail: 'listJobs answered 500',
    coverage: ['listJobs 500'],
    requests: 2,
    trail: [{ t: 1, key: 'main', method: 'GET', path: '/v1/jobs', status: 500 }],
    hint: { matched: false, instead: 'query:page' },
  };
  writeRuleRecord(folder, 'AUTH-009', { outcome });
  writeRuleRecord(folder, 'BODY-002', {
    notRun: { reason: 'creates data; left out by --read-only', decideHint: 'run without --read-only' },
  });
  expect(readRuleRecord(folder, 'AUTH-009')).toEqual({ outcome });
  expect(readRuleRecord(folder, 'BODY-002')).toEqual({
    notRun: { reason: 'creates data; left out by --read-only', decideHint: 'run without --read-only' },
  });
});

test('a rule whose test left no record (a timeout) reads as undefined, not as an empty pass', () => {
  expect(readRuleRecord(folder, 'JOB-001')).toBeUndefined();
});

test.each([
  [
    'a rule',
    rule({ meta: { id: 'AUTH-001', title: 't', profile: 'core', source: { seed: '5.1' } }, run: async () => {} }),
    true,
  ],
  ['its metadata alone', { id: 'AUTH-001', title: 't' }, false],
  ['a function', async () => {}, false],
  ['nothing', undefined, false],
] as const)('isRule: %s → %s', (_, value, expected) => {
  expect(isRule(value)).toBe(expected);
});
