// The product carries no deliberate defects (issue 12, item 4): the self-test builds its broken mocks by
// wrapping the core from outside (conformance/selftest/faults/), so nothing under mock/ or contract/ may
// name a fault again — no switch, no option, no check. Mutation testing (issue 18) mutates these folders,
// and a fault switch left there would only add mutants to mark equivalent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
// "fault" or "faults" as a word, and the names the switches had; "defaults" is not a match.
const faultWord = /\bfaults?\b|faultName|createFaults/i;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test.each(['mock', 'contract'])('no file under %s/ mentions fault switches', (folder) => {
  const files = sourcesUnder(folder);
  expect(files.length).toBeGreaterThan(5);
  const mentions = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (faultWord.test(line) ? [`${file.slice(root.length)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(mentions).toEqual([]);
});

test('the pattern finds a switch and leaves "defaults" alone', () => {
  expect(faultWord.test("if (faults.has('no-cors')) return;")).toBe(true);
  expect(faultWord.test('export type { FaultName }')).toBe(true);
  expect(faultWord.test('validator.validateWithDefaults(ref, value)')).toBe(false);
});
