// How the outside corpus is labelled (scripts/spec-diff/oasdiff-labels.ts), on a made-up tree shaped like
// oasdiff's: a pair takes the levels of the changes its tests expect; a test that edits a document in code,
// opens one document twice or expects nothing is not a pair.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { labelledPairs } from '../../scripts/spec-diff/oasdiff-labels.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const rules = `
  newBackwardCompatibilityRule(GoneId, ERR, GoneCheck, DirectionRequest),
  newBackwardCompatibilityRule(MaybeId, WARN, MaybeCheck, DirectionRequest),
  newBackwardCompatibilityRule(AddedId, INFO, AddedCheck, DirectionRequest),
`;
const test1 = (name: string, base: string, head: string, body: string) => `
func ${name}(t *testing.T) {
	s1, err := open("../data/checker/${base}")
	s2, err := open("../data/checker/${head}")
${body}
}
`;

test('pairs, their labels and the tests that expect them', async () => {
  const root = await mkdtemp(join(tmpdir(), 'oasdiff-'));
  dirs.push(root);
  await mkdir(join(root, 'checker'));
  await writeFile(join(root, 'checker/rules.go'), rules);
  await writeFile(
    join(root, 'checker/a_test.go'),
    `package checker_test\n${[
      test1('TestGone', 'a_base.yaml', 'a_revision.yaml', '\trequire.Equal(t, checker.GoneId, errs[0].GetId())'),
      test1('TestAdded', 'a_base.yaml', 'a_revision.yaml', '\trequire.Equal(t, checker.AddedId, errs[0].GetId())'),
      test1('TestOnlyAdded', 'b_base.yaml', 'b_revision.yaml', '\trequire.Equal(t, checker.AddedId, errs[0].GetId())'),
      test1('TestMaybe', 'b_revision.yaml', 'b_base.yaml', '\trequire.Equal(t, checker.MaybeId, errs[0].GetId())'),
      test1(
        'TestEdited',
        'c_base.yaml',
        'c_revision.yaml',
        '\ts2.Spec.Paths = nil\n\trequire.Equal(t, checker.GoneId, x)',
      ),
      test1('TestSame', 'c_base.yaml', 'c_base.yaml', '\trequire.Equal(t, checker.GoneId, x)'),
      test1('TestNothing', 'd_base.yaml', 'd_revision.yaml', '\trequire.Empty(t, errs)'),
    ].join('')}`,
  );
  expect(await labelledPairs(root)).toEqual([
    {
      base: 'data/checker/a_base.yaml',
      head: 'data/checker/a_revision.yaml',
      label: 'breaking',
      expected: ['GoneId', 'AddedId'],
      tests: ['a_test.go:TestGone', 'a_test.go:TestAdded'],
    },
    {
      base: 'data/checker/b_base.yaml',
      head: 'data/checker/b_revision.yaml',
      label: 'harmless',
      expected: ['AddedId'],
      tests: ['a_test.go:TestOnlyAdded'],
    },
    {
      base: 'data/checker/b_revision.yaml',
      head: 'data/checker/b_base.yaml',
      label: 'maybe',
      expected: ['MaybeId'],
      tests: ['a_test.go:TestMaybe'],
    },
  ]);
});
