// The answer-override operations of the control API (spec/mock-control.yaml, tag "Answer overrides"):
// list, create, remove one, remove all. Create resolves the operation — by `operation_id`, or by `method`
// and `path` through the service's own router — and checks the account and the test clock it names, each
// refusal a 422 at its pointer, with the nearest known name where there is one.
import type { components, operations } from '../../../generated/mock-control.ts';
import type { OperationTable } from '../../../contract/operation-table.ts';
import { nearestName } from '../../../contract/near-names.ts';
import type { Accounts } from '../state/accounts.ts';
import type { AnswerOverrides } from '../state/answer-overrides.ts';
import type { TestClockService } from '../state/test-clock-service.ts';
import { ProblemError } from '../http/problem.ts';
import { noContent } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { bodilessStatuses } from './answer-override.ts';
import type { ControlHandler } from './control-context.ts';

const reply = typedReply<operations>();

type Fields = components['schemas']['AnswerOverrideFields'];
export type OverrideOperation =
  | 'listAnswerOverrides'
  | 'createAnswerOverride'
  | 'deleteAnswerOverride'
  | 'clearAnswerOverrides';

export interface OverrideHandlerDeps {
  /** The service API's operations, to resolve what an override names. */
  router: OperationTable;
  accounts: Accounts;
  clocks: TestClockService;
  overrides: AnswerOverrides;
}

const invalid = (pointer: string, detail: string): ProblemError =>
  new ProblemError('validation', `The override is unusable: ${pointer.slice(1)} ${detail}.`, {
    errors: [{ pointer, detail }],
  });

export function createOverrideHandlers(deps: OverrideHandlerDeps): Record<OverrideOperation, ControlHandler> {
  const { router, accounts, clocks, overrides } = deps;

  function operationOf(fields: Fields): { operationId: string; method: string; path: string } {
    if (fields.operation_id !== undefined) {
      const found = router.operations.find((o) => o.operationId === fields.operation_id);
      if (!found) {
        const near = nearestName(
          fields.operation_id,
          router.operations.map((o) => o.operationId),
        );
        throw invalid(
          '/operation_id',
          `must be an operationId of the service spec${near ? `; did you mean ${near}?` : ''} (${router.operations.map((o) => o.operationId).join(', ')})`,
        );
      }
      return { operationId: found.operationId, method: found.method, path: found.path };
    }
    const method = fields.method ?? '';
    const path = fields.path ?? '';
    const match = router.match(method, path);
    if (match.kind === 'not-found') {
      const near = nearestName(path, router.templates);
      throw invalid(
        '/path',
        `must be a path of the service spec, as a template or a concrete path${near ? `; did you mean ${near}?` : ''}`,
      );
    }
    if (match.kind === 'method-not-allowed')
      throw invalid('/method', `must be one of ${match.allow.join(', ')} for ${path}`);
    return { operationId: match.operation.operationId, method: match.operation.method, path };
  }

  return {
    async listAnswerOverrides({ url }) {
      const only = url.searchParams.get('account');
      if (only !== null && !accounts.byId(only)) throw new ProblemError('notFound', `No account ${only}.`);
      const clock = only === null ? undefined : accounts.testClockOf(only);
      const data = overrides
        .list()
        .filter(
          (o) =>
            only === null ||
            (o.account === undefined && o.test_clock === undefined) ||
            o.account === only ||
            (clock !== undefined && o.test_clock === clock),
        );
      return reply('listAnswerOverrides', 200, { data });
    },
    async createAnswerOverride({ body }) {
      const fields = body as Fields;
      const { operationId, method, path } = operationOf(fields);
      if (fields.account !== undefined && !accounts.byId(fields.account))
        throw invalid('/account', 'must be the id of an existing account');
      if (fields.test_clock !== undefined && !clocks.get(fields.test_clock))
        throw invalid('/test_clock', 'must be the id of an existing test clock');
      if (fields.body !== undefined && fields.status !== undefined && bodilessStatuses.has(fields.status))
        throw invalid('/body', `must be absent with status ${fields.status}, which has no body`);
      const { operation_id: _id, method: _method, path: _path, ...rest } = fields;
      const created = overrides.add({
        operation_id: operationId,
        method: method as Fields['method'] & string,
        path,
        ...rest,
      });
      return reply('createAnswerOverride', 201, created);
    },
    async deleteAnswerOverride({ params }) {
      if (!overrides.remove(params.override_id ?? ''))
        throw new ProblemError('notFound', `No answer override ${params.override_id}.`);
      return noContent();
    },
    async clearAnswerOverrides() {
      overrides.clear();
      return noContent();
    },
  };
}
