// `cronjobs-mock mcp` driven as a coding agent drives it: the MCP SDK's own client over stdio, starting
// the server as an agent's config does, and running a session — a test clock, an account on it, seeded and
// created jobs, an advance, the failure notification it made, the app's bad request and the violation the
// journal found in it, an answer override, the conformance suite and the breaking-change guard. Each tool's
// input schema is the spec's own (tool-schemas.ts).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { operationInput, schemaAt } from '../../mcp/tool-schemas.ts';
import { startMockServer, type MockServer } from '../../mock/server/start-mock-server.ts';

const repo = resolve(import.meta.dirname, '../..');
const cli = resolve(repo, 'mcp/cli.js');

async function connect(args: string[]): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [cli, ...args],
    cwd: repo,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client({ name: 'cronjobs-kit test agent', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

type Result = Awaited<ReturnType<Client['callTool']>>;
/** A tool's answer, failing the test with the tool's own words when it refused. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result: Result = await client.callTool({ name, arguments: args });
  if (result.isError) throw new Error(`${name} refused: ${JSON.stringify(result.content)}`);
  return result.structuredContent;
}

describe('an agent’s session with cronjobs-mock mcp', () => {
  let client: Client;
  let stderr: () => string;
  beforeAll(async () => {
    ({ client, stderr } = await connect(['--port', '0']));
  });
  afterAll(() => client?.close());

  test('the tools take their input schemas from the specs', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        'mock_info',
        'create_test_clock',
        'create_account',
        'seed_account',
        'create_job',
        'advance_test_clock',
        'list_notifications',
        'list_requests',
        'override_answer',
        'add_outcome_rule',
        'run_conformance',
        'check_breaking_changes',
      ]),
    );
    expect(byName.get('create_test_clock')!.inputSchema).toEqual(operationInput(controlDocument, 'createTestClock'));
    expect(byName.get('override_answer')!.inputSchema).toEqual(operationInput(controlDocument, 'createAnswerOverride'));
    expect((byName.get('create_job')!.inputSchema.properties as any).body).toEqual(
      schemaAt(serviceDocument, '#/components/schemas/JobCreate'),
    );
    // A schema the spec holds, inlined: the either/or of a test clock's advance is the spec's oneOf.
    expect((byName.get('advance_test_clock')!.inputSchema.properties as any).body.oneOf).toEqual([
      { required: ['seconds'] },
      { required: ['to'] },
    ]);
    expect(byName.get('list_requests')!.annotations).toMatchObject({ readOnlyHint: true });
  });

  test('test clock, seed, advance, a failure notification, a violation, an override', async () => {
    const info = await call(client, 'mock_info');
    expect(info.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info.clock.mode).toBe('virtual');
    expect(stderr()).toContain(`started the mock on ${info.base_url}`);

    const clock = await call(client, 'create_test_clock', { name: 'agent', now: '2027-01-01T00:00:00Z' });
    const account = await call(client, 'create_account', { name: 'agent', test_clock: clock.id });
    const seeded = await call(client, 'seed_account', { account: account.id, jobs: 4, seed: 7 });
    expect(seeded.jobs).toHaveLength(4);
    const failing = await call(client, 'create_job', {
      account: account.id,
      body: {
        name: 'Agent’s failing job',
        url: 'https://example.com/status/500',
        schedule_type: 'interval',
        interval_seconds: 600,
        notify_on_failure: true,
      },
    });
    expect(failing).toMatchObject({ status: 'active', next_run_at: '2027-01-01T00:10:00.000Z' });

    const advanced = await call(client, 'advance_test_clock', { test_clock_id: clock.id, body: { seconds: 600 } });
    expect(advanced.now).toBe('2027-01-01T00:10:00.000Z');
    expect(advanced.runs).toContainEqual(
      expect.objectContaining({ job_id: failing.id, outcome: 'failed', http_status: 500 }),
    );
    const notifications = await call(client, 'list_notifications', { account: account.id });
    expect(notifications.data).toContainEqual(
      expect.objectContaining({
        account_id: account.id,
        payload: expect.objectContaining({
          data: expect.objectContaining({ job: expect.objectContaining({ id: failing.id }) }),
        }),
      }),
    );

    // The app under test sends a job without its interval; the agent reads what was wrong.
    const app = await fetch(`${info.base_url}/v1/jobs`, {
      method: 'POST',
      headers: { 'X-API-Key': account.api_key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'From the app', url: 'https://example.com/', schedule_type: 'interval' }),
    });
    expect(app.status).toBe(422);
    const journal = await call(client, 'list_requests', { account: account.id });
    expect(journal.with_violations).toBe(1);
    expect(journal.data.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/jobs',
      status: 422,
      violations: [expect.objectContaining({ rule: 'schema', pointer: '/interval_seconds' })],
    });

    // A refusal is a tool error the agent can read, not a protocol error.
    const refused: Result = await client.callTool({
      name: 'advance_test_clock',
      arguments: { test_clock_id: clock.id, body: { seconds: 60, to: '2027-02-01T00:00:00Z' } },
    });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain('POST /__mock/test-clocks/{test_clock_id}/advance answered 422');

    // The app's next list fails once, for this account only.
    await call(client, 'override_answer', { operation_id: 'listJobs', account: account.id, status: 503, times: 1 });
    const listed = await fetch(`${info.base_url}/v1/jobs`, { headers: { 'X-API-Key': account.api_key } });
    expect(listed.status).toBe(503);
    expect((await call(client, 'list_jobs', { account: account.id })).data).toHaveLength(5);
  });

  test('the conformance suite and the breaking-change guard', async () => {
    const info = await call(client, 'mock_info');
    const report = await call(client, 'run_conformance', {
      base_url: info.base_url,
      api_key: 'dev-key',
      profile: 'core',
      only: ['AUTH'],
    });
    expect(report.summary.failed).toBe(0);
    expect(report.summary.passed).toBeGreaterThan(0);
    const guard = await call(client, 'check_breaking_changes');
    expect(guard.breaking).toBe(0);
    expect(guard.text).toContain('nothing breaks a client of the released contract');
    const broken = await client.callTool({ name: 'check_breaking_changes', arguments: { base: 'spec/no-such.yaml' } });
    expect(broken.isError).toBe(true);
  });
});

describe('cronjobs-mock mcp beside a running mock', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ port: 0, apiKeys: ['already-here'] });
  });
  afterAll(() => server.close());

  test('drives the mock already on its port instead of failing', async () => {
    const { client, stderr } = await connect(['--port', new URL(server.url).port]);
    try {
      const info = await call(client, 'mock_info');
      expect(info.base_url).toBe(server.url);
      expect(info.accounts.map((a: { api_key: string }) => a.api_key)).toEqual(['already-here']);
      expect(stderr()).toContain(`driving the mock already on ${server.url}`);
    } finally {
      await client.close();
    }
  });

  test('--mock-url drives the mock at that URL', async () => {
    const { client } = await connect(['--mock-url', server.url]);
    try {
      expect((await call(client, 'list_accounts')).data[0].api_key).toBe('already-here');
    } finally {
      await client.close();
    }
  });
});
