// The mock's world as a whole: reset it, export it as a fixture, import a fixture's accounts into it.
import type { operations } from '../../../generated/mock-control.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';
import { accountFilter } from './control-lookups.ts';

const reply = typedReply<operations>();

export function worldHandlers(
  deps: Pick<ControlHandlerDeps, 'accounts' | 'journal' | 'reset' | 'exportState' | 'importState' | 'commit'>,
): Record<'resetMock' | 'getState' | 'importState', ControlHandler> {
  const { accounts, journal, commit } = deps;
  return {
    async resetMock() {
      deps.reset();
      journal.clear();
      await commit();
      return noContent();
    },
    getState: async ({ url }) => reply('getState', 200, deps.exportState(accountFilter(accounts, url))),
    async importState({ body }) {
      const made = deps.importState(body);
      await commit();
      return reply('importState', 201, { data: made });
    },
  };
}
