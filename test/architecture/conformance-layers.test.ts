// The conformance suite's folders import one way (conformance/README.md, Layout): a rule uses the harness
// alone; the runner (catalogue, pre-flight) and the reports (report/) build on the harness; nothing in the
// harness reaches up into them, so a rule author reads harness/ alone and a reporter can change without a
// rule noticing. The entry points directly in conformance/ (run.ts, cli.ts) wire all three and are not held.
// Tests count too: a harness test that needs the runner says the harness leans on it.
import { expect, test } from 'vitest';
import { filesUnder, importsOf } from './folder-graph.ts';

/** Each layer of conformance/ with the layers its files may import (besides their own). */
const allowed: Record<string, readonly string[]> = {
  harness: [],
  rules: ['harness'],
  runner: ['harness'],
  report: ['harness'],
};

/** The layer of a repository path, when it is under one of conformance/'s layers. */
const layerOf = (path: string): string | undefined => {
  const [top, layer] = path.split('/');
  return top === 'conformance' && layer !== undefined && Object.hasOwn(allowed, layer) ? layer : undefined;
};

/** Every import from one layer of conformance/ into another that `allowed` does not list, as `file → target`. */
function strayImports(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const stray: string[] = [];
  for (const [file, targets] of imports) {
    const from = layerOf(file);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (to !== undefined && to !== from && !allowed[from]!.includes(to)) stray.push(`${file} → ${target}`);
    }
  }
  return stray;
}

test('conformance/: rules → harness; runner → harness; report → harness; the harness imports none of them', () => {
  const files = filesUnder(
    Object.keys(allowed).map((layer) => `conformance/${layer}`),
    (name) => name.endsWith('.ts') && !name.endsWith('.d.ts'),
  );
  expect(files).toContain('conformance/harness/rule/rule-context.ts');
  expect(files).toContain('conformance/runner/preflight.ts');
  expect(files).toContain('conformance/report/report.ts');
  expect(strayImports(importsOf(files))).toEqual([]);
});

test('the check names an import against the direction, and passes the allowed ones', () => {
  const imports = new Map([
    [
      'conformance/rules/auth/x.rule.ts',
      ['conformance/harness/define-rule.ts', 'conformance/runner/catalogue.ts', 'contract/har-log.ts'],
    ],
    ['conformance/harness/rule/context.ts', ['conformance/harness/transport/http.ts', 'conformance/report/report.ts']],
    ['conformance/report/report.ts', ['conformance/harness/rule/outcome.ts']],
    ['conformance/runner/preflight.ts', ['conformance/harness/transport/http.ts', 'conformance/rules/auth/x.rule.ts']],
    ['conformance/run.ts', ['conformance/runner/preflight.ts', 'conformance/report/report.ts']],
  ]);
  expect(strayImports(imports)).toEqual([
    'conformance/rules/auth/x.rule.ts → conformance/runner/catalogue.ts',
    'conformance/harness/rule/context.ts → conformance/report/report.ts',
    'conformance/runner/preflight.ts → conformance/rules/auth/x.rule.ts',
  ]);
});
