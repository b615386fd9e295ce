// Outcome rules let a test script failures without a failing server: by job id or by URL pattern, a rule
// gives a status, a latency or a connection error. The first matching rule wins and rules beat the URL
// convention; fields a rule leaves out come from the convention. A rule may apply a limited number of
// times ("the next 3 runs fail"), then it retires itself.

import { conventionAnswer, type Answer } from './outcome.ts';

/** A rule as the control API takes it (snake_case, like the rest of the wire). */
export interface OutcomeRuleInput {
  job_id?: string;
  /** Matched against the whole URL: a glob when it contains `*` or `?`, otherwise a substring. */
  url_pattern?: string;
  status?: number;
  latency_ms?: number;
  connection_error?: boolean;
  /** How many runs it applies to before it retires; unlimited when absent. */
  times?: number;
}

export interface OutcomeRule extends OutcomeRuleInput {
  id: string;
  /** Runs still to apply to; null when unlimited. */
  remaining: number | null;
}

export interface OutcomeRules {
  add(input: OutcomeRuleInput): OutcomeRule;
  remove(id: string): boolean;
  clear(): void;
  list(): OutcomeRule[];
  /**
   * The answer for a job's call and whether it may be cached: false when a counted rule matched, because
   * that answer changes once the rule retires.
   */
  answer(jobId: string, url: string): { answer: Answer; cacheable: boolean };
  /** Bumped on every change, so callers can cache answers per job and drop them when rules change. */
  readonly version: number;
  restore(rules: OutcomeRule[]): void;
}

// Patterns compiled once each: a counted rule's answers are never cached, so it is matched on every run.
const compiled = new Map<string, RegExp>();
function globToRegExp(glob: string): RegExp {
  let regExp = compiled.get(glob);
  if (!regExp) {
    const escaped = glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.');
    regExp = new RegExp(`^${escaped}$`);
    if (compiled.size >= 256) compiled.clear();
    compiled.set(glob, regExp);
  }
  return regExp;
}

export function ruleMatches(rule: OutcomeRuleInput, jobId: string, url: string): boolean {
  if (rule.job_id !== undefined && rule.job_id !== jobId) return false;
  if (rule.url_pattern !== undefined) {
    const pattern = rule.url_pattern;
    const isGlob = pattern.includes('*') || pattern.includes('?');
    if (isGlob ? !globToRegExp(pattern).test(url) : !url.includes(pattern)) return false;
  }
  return true;
}

/** Why a rule input is unusable, or null when it is fine (the core turns this into a 422). */
export function checkRule(input: OutcomeRuleInput): string | null {
  if (input.job_id === undefined && input.url_pattern === undefined) return 'a rule needs job_id or url_pattern';
  if (input.status !== undefined && !(Number.isInteger(input.status) && input.status >= 100 && input.status <= 599))
    return 'status must be an integer from 100 to 599';
  if (
    input.latency_ms !== undefined &&
    !(Number.isInteger(input.latency_ms) && input.latency_ms >= 0 && input.latency_ms <= 3_600_000)
  )
    return 'latency_ms must be an integer from 0 to 3,600,000';
  if (input.status !== undefined && input.connection_error === true)
    return 'status and connection_error exclude each other';
  if (input.times !== undefined && !(Number.isInteger(input.times) && input.times >= 1))
    return 'times must be a positive integer';
  return null;
}

export function createOutcomeRules(): OutcomeRules {
  let rules: OutcomeRule[] = [];
  let version = 0;
  let counter = 0;
  return {
    add(input) {
      const problem = checkRule(input);
      if (problem) throw new RangeError(problem);
      const rule: OutcomeRule = { ...input, id: `rule_${++counter}`, remaining: input.times ?? null };
      rules.push(rule);
      version++;
      return rule;
    },
    remove(id) {
      const before = rules.length;
      rules = rules.filter((rule) => rule.id !== id);
      version++;
      return rules.length < before;
    },
    clear() {
      rules = [];
      version++;
    },
    list: () => rules.map((rule) => ({ ...rule })),
    answer(jobId, url) {
      const convention = conventionAnswer(url);
      const rule = rules.find((candidate) => ruleMatches(candidate, jobId, url));
      if (!rule) return { answer: convention, cacheable: true };
      if (rule.remaining !== null) {
        rule.remaining--;
        if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
        version++;
      }
      const answer: Answer = rule.connection_error
        ? { status: null, latencyMs: rule.latency_ms ?? convention.latencyMs, connectionError: true }
        : {
            status: rule.status ?? convention.status,
            latencyMs: rule.latency_ms ?? convention.latencyMs,
            connectionError: false,
          };
      return { answer, cacheable: rule.remaining === null };
    },
    get version() {
      return version;
    },
    restore(saved) {
      rules = saved.map((rule) => ({ ...rule }));
      counter = Math.max(0, ...rules.map((rule) => Number(rule.id.slice(5)) || 0));
      version++;
    },
  };
}
