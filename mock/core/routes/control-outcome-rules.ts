// Outcome rules: how simulated runs end (a status, a latency, a connection error), listed, added, removed.
import type { operations } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { checkRule, type OutcomeRuleInput } from '../simulator/outcomes/outcome-rules.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';

const reply = typedReply<operations>();

type RuleOperation = 'listOutcomeRules' | 'createOutcomeRule' | 'clearOutcomeRules' | 'deleteOutcomeRule';

export function outcomeRuleHandlers(
  deps: Pick<ControlHandlerDeps, 'engine' | 'commit'>,
): Record<RuleOperation, ControlHandler> {
  const { commit } = deps;
  const { rules } = deps.engine;
  return {
    listOutcomeRules: async () => reply('listOutcomeRules', 200, { data: rules.list() }),
    async createOutcomeRule({ body }) {
      const input = body as OutcomeRuleInput;
      // The schema already says all of this; the engine's own check keeps the two honest.
      const problem = checkRule(input);
      if (problem)
        throw new ProblemError('validation', `The rule is unusable: ${problem}.`, {
          errors: [{ pointer: '', detail: problem }],
        });
      const rule = rules.add(input);
      await commit();
      return reply('createOutcomeRule', 201, rule);
    },
    async clearOutcomeRules() {
      rules.clear();
      await commit();
      return noContent();
    },
    async deleteOutcomeRule({ params }) {
      if (!rules.remove(params.rule_id ?? '')) throw new ProblemError('notFound', `No outcome rule ${params.rule_id}.`);
      await commit();
      return noContent();
    },
  };
}
