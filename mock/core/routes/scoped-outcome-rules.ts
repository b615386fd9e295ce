// A key's outcome rules: those naming one of its account's jobs. A rule by URL alone would decide other
// accounts' runs, so a keyed call cannot make one.
import type { operations } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { Account } from '../state/accounts.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import { own, type ScopedDeps, type ScopedHandler } from './key-scope.ts';

const reply = typedReply<operations>();

type RuleOperation = 'listOutcomeRules' | 'createOutcomeRule' | 'clearOutcomeRules' | 'deleteOutcomeRule';

const ownsRule = (store: JobsStore, account: Account, jobId: string | undefined) =>
  jobId !== undefined && store.get(jobId)?.accountId === account.id;

export function scopedOutcomeRuleHandlers(
  deps: Pick<ScopedDeps, 'store' | 'rules' | 'commit' | 'operator'>,
): Record<RuleOperation, ScopedHandler> {
  const { store, rules, commit, operator } = deps;
  return {
    async listOutcomeRules({ scope }) {
      const account = own(scope);
      return reply('listOutcomeRules', 200, {
        data: rules.list().filter((rule) => ownsRule(store, account, rule.job_id)),
      });
    },
    async createOutcomeRule(context) {
      const account = own(context.scope);
      if (!ownsRule(store, account, (context.body as { job_id?: string }).job_id))
        throw new ProblemError('validation', "With X-API-Key, a rule names one of the account's jobs.", {
          errors: [
            {
              pointer: '/job_id',
              detail: `must be the id of a job of account ${account.id} (a rule by URL alone would decide other accounts' runs)`,
            },
          ],
        });
      return operator.createOutcomeRule(context);
    },
    async clearOutcomeRules({ scope }) {
      const account = own(scope);
      for (const rule of rules.list()) if (ownsRule(store, account, rule.job_id)) rules.remove(rule.id);
      await commit();
      return noContent();
    },
    async deleteOutcomeRule(context) {
      const account = own(context.scope);
      const id = context.params.rule_id ?? '';
      const rule = rules.list().find((candidate) => candidate.id === id);
      if (!rule || !ownsRule(store, account, rule.job_id)) throw new ProblemError('notFound', `No outcome rule ${id}.`);
      return operator.deleteOutcomeRule(context);
    },
  };
}
