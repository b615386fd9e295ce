// A rule that does not run in this configuration says why and what would let it run: the flag to give, or
// the rule whose failure blocks it. The owner of a precondition runs and fails with the cause itself.
import { expect, test } from 'vitest';
import { fixFirst } from './failure.ts';
import { unmet } from './preconditions.ts';
import { skipReason, type RuleMeta } from './rule-meta.ts';

const rule = (id: string, needs: RuleMeta['needs'], profile: RuleMeta['profile'] = 'core'): RuleMeta => ({
  id,
  title: 't',
  profile,
  source: { seed: '5' },
  needs,
});
const run = { profile: 'core' as const, readOnly: false, secondApiKey: 'k2' };

test.each([
  ['runs when nothing is missing', rule('AUTH-009', ['second-key', 'write', 'list']), run, {}, undefined],
  [
    'a full rule in a core run',
    rule('JOB-001', [], 'full'),
    run,
    {},
    { reason: 'not in the core profile', decideHint: 'run with --profile full' },
  ],
  [
    'no second key',
    rule('AUTH-009', ['second-key']),
    { ...run, secondApiKey: undefined },
    {},
    { decideHint: 'give --second-api-key (a key of a second account on the service)' },
  ],
  [
    '--read-only',
    rule('BODY-001', ['write']),
    { ...run, readOnly: true },
    {},
    { decideHint: 'run without --read-only' },
  ],
  [
    'a list that did not answer',
    rule('BODY-002', ['list']),
    run,
    { list: unmet('AUTH-004', 'GET /v1/jobs answered 403') },
    { reason: 'blocked by AUTH-004: GET /v1/jobs answered 403', decideHint: fixFirst('AUTH-004') },
  ],
  [
    'the owner of the precondition runs',
    rule('AUTH-004', ['list']),
    run,
    { list: unmet('AUTH-004', 'GET /v1/jobs answered 403') },
    undefined,
  ],
  [
    'a create with no id',
    rule('JOB-002', ['job-id']),
    run,
    { 'job-id': unmet('BODY-001', 'no id') },
    { decideHint: fixFirst('BODY-001') },
  ],
] as const)('%s', (_, meta, config, preconditions, expected) => {
  const skip = skipReason(meta, config, preconditions);
  if (expected === undefined) expect(skip).toBeUndefined();
  else expect(skip).toMatchObject(expected);
});
