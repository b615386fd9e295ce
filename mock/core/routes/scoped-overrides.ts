// A key's answer overrides: those for its account alone (not a test clock's, not another account's).
import type { components } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { narrowed, own, type ScopedDeps, type ScopedHandler } from './key-scope.ts';
import type { OverrideOperation } from './control-overrides.ts';

export function scopedOverrideHandlers(
  deps: Pick<ScopedDeps, 'overrides' | 'operator'>,
): Record<OverrideOperation, ScopedHandler> {
  const { overrides, operator } = deps;
  return {
    listAnswerOverrides: async (context) =>
      operator.listAnswerOverrides({ ...context, url: narrowed(context.url, 'account', own(context.scope)) }),
    async createAnswerOverride(context) {
      const account = own(context.scope);
      const body = context.body as components['schemas']['AnswerOverrideFields'];
      const other =
        body.test_clock !== undefined
          ? 'test_clock'
          : body.account !== undefined && body.account !== account.id
            ? 'account'
            : undefined;
      if (other)
        throw new ProblemError('validation', `With X-API-Key, an override is for the account ${account.id} alone.`, {
          errors: [
            { pointer: `/${other}`, detail: "must be absent (or, for account, the key's account's id) with X-API-Key" },
          ],
        });
      return operator.createAnswerOverride({ ...context, body: { ...body, account: account.id } });
    },
    async clearAnswerOverrides({ scope }) {
      const account = own(scope);
      for (const override of overrides.list()) if (override.account === account.id) overrides.remove(override.id);
      return noContent();
    },
    async deleteAnswerOverride(context) {
      const account = own(context.scope);
      const id = context.params.override_id ?? '';
      if (overrides.list().find((o) => o.id === id)?.account !== account.id)
        throw new ProblemError('notFound', `No override ${id}.`);
      return operator.deleteAnswerOverride(context);
    },
  };
}
