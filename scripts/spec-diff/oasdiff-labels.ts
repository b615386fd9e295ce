// The labelled pairs of an outside corpus for the breaking-change guard: oasdiff's own tests
// (github.com/oasdiff/oasdiff, Apache-2.0), read from a checkout the caller fetched — nothing of it is
// copied here. A test function of `checker/*_test.go` that opens exactly two different documents and
// changes neither in code names the changes it expects (`checker.…Id`); `checker/rules.go` gives each its
// level. A pair is breaking when any expected change is ERR, "maybe" when the worst is WARN, harmless when
// all are INFO; a pair opened by several tests (in the same order) takes every test's changes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Label = 'breaking' | 'maybe' | 'harmless';

export interface Pair {
  readonly base: string;
  readonly head: string;
  readonly label: Label;
  /** oasdiff's expected change ids, and the tests that expect them. */
  readonly expected: readonly string[];
  readonly tests: readonly string[];
}

const levelWords = { ERR: 'breaking', WARN: 'maybe', INFO: 'harmless' } as const;

/** oasdiff's labelled pairs, read from its tests and rules. */
export async function labelledPairs(root: string): Promise<Pair[]> {
  const rules = await readFile(join(root, 'checker/rules.go'), 'utf8');
  const levels = new Map(
    [...rules.matchAll(/newBackwardCompatibilityRule\((\w+),\s*(ERR|WARN|INFO)/g)].map((m) => [m[1]!, m[2]!]),
  );
  const pairs = new Map<string, { base: string; head: string; ids: Set<string>; tests: string[] }>();
  const files = (await readdir(join(root, 'checker'))).filter((f) => f.endsWith('_test.go')).sort();
  for (const file of files) {
    const text = await readFile(join(root, 'checker', file), 'utf8');
    for (const part of text.split(/\nfunc (?=Test)/).slice(1)) {
      const opened = [...part.matchAll(/open\("\.\.\/(data\/[^"]+)"\)/g)].map((m) => m[1]!);
      // Two documents as written: a test that edits one in Go (s1.Spec…) or loads others is not a pair of files.
      if (opened.length !== 2 || opened[0] === opened[1]) continue;
      if (/\bs[12]\.(?:Spec|Info)\b|\bs[12]\s*=|\bloadFrom\(|\bl\(t,/.test(part)) continue;
      const ids = [...part.matchAll(/checker\.(\w+Id)\b/g)].map((m) => m[1]!).filter((id) => levels.has(id));
      if (ids.length === 0) continue;
      const key = opened.join('\n');
      const pair = pairs.get(key) ?? { base: opened[0]!, head: opened[1]!, ids: new Set<string>(), tests: [] };
      for (const id of ids) pair.ids.add(id);
      pair.tests.push(`${file}:${/^\w+/.exec(part)![0]}`);
      pairs.set(key, pair);
    }
  }
  return [...pairs.values()].map(({ base, head, ids, tests }) => {
    const found = [...ids].map((id) => levels.get(id)!);
    const worst = found.includes('ERR') ? 'ERR' : found.includes('WARN') ? 'WARN' : 'INFO';
    return { base, head, label: levelWords[worst], expected: [...ids], tests };
  });
}
