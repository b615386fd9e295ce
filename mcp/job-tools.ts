// An account's jobs: seeded through the control API, created and listed through the service API with
// the account's own key (the agent names the account; the tool looks its key up).
import { controlDocument, serviceDocument } from '../contract/documents.ts';
import { createCronJobsClient, type JobCreate } from '../client/index.ts';
import { schemaAt, type InputSchema } from './tool-schemas.ts';
import { controlInput, text, tool, ToolError, type MockTarget, type Tool } from './tool.ts';

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

/** The service API as the account calls it, with its key. */
async function serviceFor({ baseUrl, control }: MockTarget, account: unknown) {
  const found = (await control.accounts.list()).find((a) => a.id === account);
  if (!found) throw new ToolError(`No account ${String(account)}; list_accounts shows the accounts there are.`);
  return createCronJobsClient({ baseUrl, apiKey: found.api_key });
}

async function allJobs(target: MockTarget, account: unknown): Promise<{ data: unknown[] }> {
  const api = await serviceFor(target, account);
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
}

export function jobTools(target: MockTarget): Tool[] {
  return [
    tool(
      'seed_account',
      'Seed an account',
      'Fills an account with realistic jobs and the past runs their schedules made; the same `seed` makes the same world.',
      controlInput('seedAccount'),
      (args) => target.control.seed(args as never),
    ),
    tool(
      'create_job',
      'Create a job',
      'Creates a job through the service API (POST /v1/jobs) with the account’s key. A target URL whose path holds /status/500 fails every run (with notify_on_failure, each failure is notified).',
      accountInput({ body: schemaAt(serviceDocument, '#/components/schemas/JobCreate') }, ['body']),
      async (args) => {
        const api = await serviceFor(target, args.account);
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
      (args) => allJobs(target, args.account),
      true,
    ),
  ];
}
