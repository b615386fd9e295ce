// Runs the suite (runner/rules.suite.ts) in this process with vitest's public node API: the selected rules,
// the run's configuration and what the pre-flight established provided to the tests, each rule's record
// read by `results` as its test ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import type { ConformanceConfig } from './harness/rule/config.ts';
import type { RuleMeta } from './harness/rule/rule-meta.ts';
import type { RunResults } from './run-results.ts';
import type { PreflightResult } from './runner/preflight.ts';

// .ts in the repository, .js in the installed package.
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
const configFile = fileURLToPath(new URL(`./vitest.config.${extension}`, import.meta.url));
const suiteFile = `conformance/runner/rules.suite.${extension}`;

export async function runSuite(
  selected: readonly RuleMeta[],
  config: ConformanceConfig,
  checked: PreflightResult,
  results: RunResults,
): Promise<void> {
  if (selected.length === 0) return;
  const previousExitCode = process.exitCode;
  // This run's own folders: vite's cache (vitest.config.ts: concurrent runs never share state) and the records.
  const cacheDir = mkdtempSync(join(tmpdir(), 'cronjobs-kit-conformance-run-'));
  const recordsDir = mkdtempSync(join(tmpdir(), 'cronjobs-kit-conformance-records-'));
  try {
    const vitest = await startVitest(
      'test',
      [suiteFile],
      {
        config: configFile,
        watch: false,
        reporters: [results.reporter(selected, recordsDir)],
        provide: {
          conformance: {
            ok: true,
            config,
            preconditions: checked.preconditions,
            knownViolations: checked.knownViolations,
            preflightFaults: checked.faults,
            ...(checked.created ? { preflightCreate: checked.created } : {}),
            run: { selected: selected.map((meta) => meta.id), recordsDir },
          },
        },
      },
      { cacheDir },
    );
    await vitest.close();
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(recordsDir, { recursive: true, force: true });
    process.exitCode = previousExitCode;
  }
}
