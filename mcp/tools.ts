// The tools `cronjobs-mock mcp` gives a coding agent: the stateful mock's accounts, test clocks, jobs,
// clock, outcome rules and answer overrides, its notifications and its request journal with the
// violations found. Each control tool runs one operation of the control API through the control client
// (cronjobs-kit/control) and takes that operation's input from spec/mock-control.yaml (tool-schemas.ts);
// the job tools take the service spec's schemas and call the service API with the account's key.
import { ControlError } from '../client/control.ts';
import { accountTools } from './account-tools.ts';
import { clockTools } from './clock-tools.ts';
import { jobTools } from './job-tools.ts';
import { journalTools } from './journal-tools.ts';
import { scriptingTools } from './scripting-tools.ts';
import { ToolError, type MockTarget, type Tool } from './tool.ts';

export function mockTools(target: MockTarget): Tool[] {
  return [
    ...accountTools(target),
    ...clockTools(target),
    ...jobTools(target),
    ...scriptingTools(target),
    ...journalTools(target),
  ];
}

/** A refusal's text for the agent: the control client's message names the status and the first problem. */
export function refusalText(error: unknown): string | undefined {
  if (error instanceof ControlError || error instanceof ToolError) return error.message;
  return undefined;
}
