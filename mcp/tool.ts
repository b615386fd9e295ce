// What a tool of `cronjobs-mock mcp` is, how one is made, and the pieces the control tools share: the
// input of a control operation (from spec/mock-control.yaml) and the answer to a removal.
import { controlDocument } from '../contract/documents.ts';
import type { MockControl } from '../client/control.ts';
import { operationInput, type InputSchema } from './tool-schemas.ts';

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

export const tool = (
  name: string,
  title: string,
  description: string,
  inputSchema: InputSchema,
  run: Tool['run'],
  readOnly = false,
): Tool => ({ name, title, description, inputSchema, run, readOnly });

export const noInput: InputSchema = { type: 'object', properties: {}, additionalProperties: false };
export const controlInput = (operationId: string) => operationInput(controlDocument, operationId);

export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A removal's answer: what is gone (the control API answers 204 with no body). */
export const removal = (remove: (id: string) => Promise<void>, id: unknown) =>
  remove(String(id)).then(() => ({ deleted: id }));

/** The `account` filter of a listing, when the agent gave one. */
export const accountFilter = (args: Record<string, unknown>) =>
  text(args.account) ? { account: text(args.account) } : {};
