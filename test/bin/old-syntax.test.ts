// bin/launch.cjs and the bins must parse on any Node, so an old one prints the Node the bins need instead of a
// SyntaxError (docs/install.md): each is parsed as ES5, the oldest syntax they promise. import-entry.cjs, which
// holds the one `import()`, is required only after the version check, and parses as the ES2020 it needs.
import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import { describe, expect, test } from 'vitest';

const source = (file: string) => readFileSync(new URL(`../../bin/${file}`, import.meta.url), 'utf8');
const parses = (file: string, ecmaVersion: 5 | 2020) => () =>
  parse(source(file), { ecmaVersion, sourceType: 'script', allowHashBang: true });

describe('the bins parse on the Node they promise to explain themselves to', () => {
  test.each(['launch.cjs', 'cronjobs-mock.cjs', 'cronjobs-conformance.cjs'])('%s is ES5', (file) => {
    expect(parses(file, 5)).not.toThrow();
  });

  test('import-entry.cjs is ES2020, and is not ES5 (so the split is what keeps launch.cjs old)', () => {
    expect(parses('import-entry.cjs', 2020)).not.toThrow();
    expect(parses('import-entry.cjs', 5)).toThrow(SyntaxError);
  });

  test('launch.cjs requires import-entry.cjs only after the version check', () => {
    const text = source('launch.cjs');
    expect(text.indexOf("require('./import-entry.cjs')")).toBeGreaterThan(text.indexOf('process.exit(1)'));
  });
});
