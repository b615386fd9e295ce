// The tools `cronjobs-mock mcp` gives a coding agent: the stateful mock's accounts, test clocks, jobs,
// clock, outcome rules and answer overrides, its notifications and its request journal with the
// violations found. Each control tool runs one operation of the control API through the control client
// (cronjobs-kit/control) and takes that operation's input from spec/mock-control.yaml (tool-schemas.ts);
// the job tools take the service spec's schemas and call the service API with the account's key.
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { ControlError, type MockControl } from '../../client/control.ts';
import { createCronJobsClient, type JobCreate } from '../../client/index.ts';
import { operationInput, schemaAt, type InputSchema } from './tool-schemas.ts';

export interface Tool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: InputSchema;
  /** Read-only tools change nothing in the mock (MCP's `readOnlyHint`). */
  readonly readOnly: boolean;
  run(args: Record<string, unknown>): Promise<unknown>;
}

/** A tool's refusal in words, for the agent (MCP's `isError` result): never a protocol error. */
export class ToolError extends Error {
  override name = 'ToolError';
}

export interface MockTarget {
  /** Where the mock answers, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  control: MockControl;
}

const noInput: InputSchema = { type: 'object', properties: {}, additionalProperties: false };
const controlInput = (operationId: string) => operationInput(controlDocument, operationId);
const accountId = schemaAt(controlDocument, '#/components/schemas/Account/properties/id');
const { type: _type, ...accountIdSchema } = accountId;

/** The job tools' input: the account (by its id) whose key sends the request, and the rest. */
function accountInput(extra: InputSchema['properties'] = {}, required: string[] = []): InputSchema {
  return {
    type: 'object',
    properties: {
      account: {
        ...accountIdSchema,
        type: 'string',
        description: 'The account (its id) whose API key sends the request.',
      },
      ...(extra as object),
    },
    required: ['account', ...required],
    additionalProperties: false,
  };
}

export function mockTools({ baseUrl, control }: MockTarget): Tool[] {
  async function keyOf(account: unknown): Promise<string> {
    const found = (await control.accounts.list()).find((a) => a.id === account);
    if (!found) throw new ToolError(`No account ${String(account)}; list_accounts shows the accounts there are.`);
    return found.api_key;
  }
  const serviceFor = async (account: unknown) => createCronJobsClient({ baseUrl, apiKey: await keyOf(account) });
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  /** A removal's answer: what is gone (the control API answers 204 with no body). */
  const removal = (remove: (id: string) => Promise<void>, id: unknown) =>
    remove(String(id)).then(() => ({ deleted: id }));

  const tool = (
    name: string,
    title: string,
    description: string,
    inputSchema: InputSchema,
    run: Tool['run'],
    readOnly = false,
  ): Tool => ({ name, title, description, inputSchema, run, readOnly });

  return [
    tool(
      'mock_info',
      'Where the mock is',
      'The mock’s base URL (point the app under test there), its console, its clock and its accounts with their API keys.',
      noInput,
      async () => ({
        base_url: baseUrl,
        console: `${baseUrl}/__console/`,
        clock: await control.clock(),
        accounts: await control.accounts.list(),
      }),
      true,
    ),
    tool(
      'list_accounts',
      'List accounts',
      'Every account with its API key (send it as X-API-Key) and its test clock.',
      controlInput('listAccounts'),
      async () => ({ data: await control.accounts.list() }),
      true,
    ),
    tool(
      'create_account',
      'Create an account',
      'A new account with a key of its own; give `test_clock` to put it on a test clock, so only that clock’s advances run its jobs.',
      controlInput('createAccount'),
      (args) => control.accounts.create(args as never),
    ),
    tool(
      'delete_account',
      'Delete an account',
      'Deletes one account and everything it holds.',
      controlInput('deleteAccount'),
      (args) => removal(control.accounts.remove, args.account_id),
    ),
    tool(
      'list_test_clocks',
      'List test clocks',
      'Every test clock, its time and its accounts.',
      controlInput('listTestClocks'),
      async () => ({ data: await control.testClocks.list() }),
      true,
    ),
    tool(
      'create_test_clock',
      'Create a test clock',
      'A virtual clock of its own, frozen until advanced (Stripe’s model): create one per scenario and an account on it.',
      controlInput('createTestClock'),
      (args) => control.testClocks.create(args as never),
    ),
    tool(
      'advance_test_clock',
      'Advance a test clock',
      'Moves a test clock by `seconds` or `to` a time, running every job of its accounts due on the way, in order; answers the runs made.',
      controlInput('advanceTestClock'),
      (args) => control.testClocks.advance(String(args.test_clock_id), args.body as never),
    ),
    tool(
      'delete_test_clock',
      'Delete a test clock',
      'Deletes a test clock with its accounts and all they hold.',
      controlInput('deleteTestClock'),
      (args) => removal(control.testClocks.remove, args.test_clock_id),
    ),
    tool(
      'get_clock',
      'Read the global clock',
      'The global clock (for accounts on no test clock): its time and whether it is real or virtual.',
      controlInput('getClock'),
      () => control.clock(),
      true,
    ),
    tool(
      'advance_clock',
      'Advance the global clock',
      'Moves the global clock and runs what is due for the accounts on no test clock.',
      controlInput('advanceClock'),
      (args) => control.advance(Number(args.seconds)),
    ),
    tool(
      'seed_account',
      'Seed an account',
      'Fills an account with realistic jobs and the past runs their schedules made; the same `seed` makes the same world.',
      controlInput('seedAccount'),
      (args) => control.seed(args as never),
    ),
    tool(
      'create_job',
      'Create a job',
      'Creates a job through the service API (POST /v1/jobs) with the account’s key. A target URL whose path holds /status/500 fails every run (with notify_on_failure, each failure is notified).',
      accountInput({ body: schemaAt(serviceDocument, '#/components/schemas/JobCreate') }, ['body']),
      async (args) => {
        const api = await serviceFor(args.account);
        const { data, error, response } = await api.POST('/v1/jobs', { body: args.body as JobCreate });
        if (!data) throw new ToolError(`POST /v1/jobs answered ${response.status}: ${JSON.stringify(error)}`);
        return data;
      },
    ),
    tool(
      'list_jobs',
      'List jobs',
      'Every job of the account (GET /v1/jobs, all pages).',
      accountInput(),
      async (args) => {
        const api = await serviceFor(args.account);
        const jobs: unknown[] = [];
        let cursor: string | undefined;
        do {
          const { data, error, response } = await api.GET('/v1/jobs', {
            params: { query: { limit: 100, ...(cursor ? { cursor } : {}) } },
          });
          if (!data) throw new ToolError(`GET /v1/jobs answered ${response.status}: ${JSON.stringify(error)}`);
          jobs.push(...data.data);
          cursor = text(data.next_cursor);
        } while (cursor);
        return { data: jobs };
      },
      true,
    ),
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
      async (args) => ({
        data: await control.overrides.list({ ...(text(args.account) ? { account: text(args.account) } : {}) }),
      }),
      true,
    ),
    tool(
      'remove_override',
      'Remove an answer override',
      'The operation answers for real again.',
      controlInput('deleteAnswerOverride'),
      (args) => removal(control.overrides.remove, args.override_id),
    ),
    tool(
      'list_notifications',
      'Read failure notifications',
      'Every failure notification the mock made (a failed run of a job with notify_on_failure), with its delivery state.',
      controlInput('listNotifications'),
      async (args) => ({
        data: await control.notifications({ ...(text(args.account) ? { account: text(args.account) } : {}) }),
      }),
      true,
    ),
    tool(
      'list_requests',
      'Read the request journal',
      'The service-API requests the mock received, oldest first, each with its status and the contract violations found in it (rule, JSON pointer, detail): what the app under test did wrong.',
      controlInput('listRequests'),
      async (args) => {
        const data = await control.requests({ ...(text(args.account) ? { account: text(args.account) } : {}) });
        return { data, with_violations: data.filter((entry) => entry.violations.length > 0).length };
      },
      true,
    ),
  ];
}

/** A refusal's text for the agent: the control client's message names the status and the first problem. */
export function refusalText(error: unknown): string | undefined {
  if (error instanceof ControlError || error instanceof ToolError) return error.message;
  return undefined;
}
