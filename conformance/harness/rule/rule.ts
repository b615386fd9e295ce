// A rule is a plain value: its metadata (rule-meta.ts) and the body that checks the service. A rule file's
// default export is one (`export default rule({ meta, run })`); importing it runs nothing and registers
// nothing. The catalogue (runner/catalogue.ts) imports the files; the suite (runner/rules.suite.ts) gives
// each one a vitest test; executeRule (outcome.ts) runs the body and turns what happened into data.
import type { RuleContext } from './rule-context.ts';
import type { RuleMeta } from './rule-meta.ts';

export interface Rule {
  readonly meta: RuleMeta;
  readonly run: (ctx: RuleContext) => Promise<void>;
}

export function rule(definition: Rule): Rule {
  return Object.freeze({ meta: definition.meta, run: definition.run });
}

/** Whether a module's default export is a rule (a file of rules/ that exports anything else is a kit defect). */
export function isRule(value: unknown): value is Rule {
  const candidate = value as Partial<Rule> | undefined;
  return typeof candidate?.run === 'function' && typeof candidate.meta?.id === 'string';
}
