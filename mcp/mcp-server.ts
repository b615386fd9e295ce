// The MCP server over the tools (tools.ts, guard-tools.ts), with the SDK's low-level `Server`: its
// high-level `McpServer` takes zod schemas, and these tools' schemas are the specs' JSON Schemas as they
// stand (tool-schemas.ts), which a conversion would copy. A tool's refusal (a 4xx of the mock, a tool's own
// check) is a result with `isError`, so the agent reads it and corrects its call; anything else is the
// protocol's internal error.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { refusalText } from './tools.ts';
import type { Tool } from './tool.ts';

export const instructions = `This server drives a stateful mock of the Cron Job Scheduling Service API (jobs under /v1, key in X-API-Key).
A typical session: mock_info (the base URL for the app under test and the accounts' keys); create_test_clock, then create_account on it;
create_job or seed_account; advance_test_clock to run what is due; list_notifications for failures; list_requests for what the app sent and the contract violations in it;
override_answer to make one operation fail or be slow for one account. Times are virtual: nothing runs until a clock is advanced.`;

function result(value: unknown) {
  const structured = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { value };
  return {
    content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
    structuredContent: structured as Record<string, unknown>,
  };
}

export function createMcpServer(tools: readonly Tool[], version: string): Server {
  const server = new Server({ name: 'cronjobs-mock', version }, { capabilities: { tools: {} }, instructions });
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, title, description, inputSchema, readOnly }) => ({
      name,
      title,
      description,
      inputSchema,
      annotations: { title, readOnlyHint: readOnly, openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool)
      return {
        isError: true,
        content: [
          {
            type: 'text' as const,
            text: `No tool ${request.params.name}; the tools are ${[...byName.keys()].join(', ')}.`,
          },
        ],
      };
    try {
      return result(await tool.run(request.params.arguments ?? {}));
    } catch (error) {
      const text = refusalText(error);
      if (text === undefined) throw error;
      return { isError: true, content: [{ type: 'text' as const, text }] };
    }
  });
  return server;
}
