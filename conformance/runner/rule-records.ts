// How a rule's result travels from its test (rules.suite.ts, in a vitest worker) to the runner (run.ts): a
// file per rule in a folder of the run's own, written with the structured clone Node's workers use. The
// result is plain data the runner reads; vitest only runs the tests and says when each has ended.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SkipReason } from '../harness/rule/failure.ts';
import type { RuleOutcome } from '../harness/rule/outcome.ts';

/** What became of a rule: run, with its outcome, or not run (another profile, --read-only, an unmet precondition). */
export type RuleRecord = { readonly outcome: RuleOutcome } | { readonly notRun: SkipReason };

const fileOf = (folder: string, id: string) => join(folder, `${id}.v8`);

export function writeRuleRecord(folder: string, id: string, record: RuleRecord): void {
  writeFileSync(fileOf(folder, id), serialize(record));
}

/** The rule's record, or undefined when its test ended without one (a timeout, a kit defect). */
export function readRuleRecord(folder: string, id: string): RuleRecord | undefined {
  const file = fileOf(folder, id);
  return existsSync(file) ? (deserialize(readFileSync(file)) as RuleRecord) : undefined;
}
