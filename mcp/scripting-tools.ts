// What a test scripts: how simulated runs end (outcome rules) and how the service answers (answer
// overrides), so an app's error and loading states show without building them.
import { accountFilter, controlInput, removal, tool, type MockTarget, type Tool } from './tool.ts';

export function scriptingTools({ control }: MockTarget): Tool[] {
  return [
    tool(
      'add_outcome_rule',
      'Script a run outcome',
      'Decides how simulated runs of a job (or of URLs matching a pattern) end: a status, a latency or a connection error, for `times` runs or until removed.',
      controlInput('createOutcomeRule'),
      (args) => control.outcomeRules.create(args as never),
    ),
    tool(
      'override_answer',
      'Force or override an answer',
      'Makes one service operation answer a `status` (the spec’s documented answer unless `body` is given) or answer `delay_ms` late, for one account, one test clock’s accounts or everyone, for `times` requests or until removed — the app’s error and loading states without building them.',
      controlInput('createAnswerOverride'),
      (args) => control.overrides.create(args as never),
    ),
    tool(
      'list_overrides',
      'List answer overrides',
      'The answer overrides in force, newest first.',
      controlInput('listAnswerOverrides'),
      async (args) => ({ data: await control.overrides.list(accountFilter(args)) }),
      true,
    ),
    tool(
      'remove_override',
      'Remove an answer override',
      'The operation answers for real again.',
      controlInput('deleteAnswerOverride'),
      (args) => removal(control.overrides.remove, args.override_id),
    ),
  ];
}
