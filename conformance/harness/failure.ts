// A rule's failure names four things — what was sent, what came back, what the rule expected and where
// the spec says so — in a fixed line format that the reporters read back (parseFailure).
import type { Exchange } from './http.ts';

export interface FailureParts {
  readonly sent: string;
  readonly received: string;
  readonly expected: string;
  readonly spec: string;
}

const labels = ['sent', 'received', 'expected', 'spec'] as const;

export class RuleFailure extends Error {
  override name = 'RuleFailure';
  readonly parts: FailureParts;
  constructor(summary: string, parts: FailureParts) {
    super([summary, ...labels.map((label) => `  ${`${label}:`.padEnd(10)}${parts[label]}`)].join('\n'));
    this.parts = parts;
  }
}

/** Reads the four parts back from a failure message; undefined when the message is not a RuleFailure's. */
export function parseFailure(message: string): (FailureParts & { summary: string }) | undefined {
  const lines = message.split('\n');
  const found: Partial<Record<(typeof labels)[number], string>> = {};
  for (const line of lines) {
    const match = /^\s+(sent|received|expected|spec):\s+(.*)$/.exec(line);
    if (match) found[match[1] as (typeof labels)[number]] = match[2];
  }
  if (labels.some((label) => found[label] === undefined)) return undefined;
  return { summary: lines[0] ?? '', sent: found.sent!, received: found.received!, expected: found.expected!, spec: found.spec! };
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** Keys from the config are never printed: they appear as <api-key> and <second-api-key>. */
export function createDescriber(secrets: ReadonlyArray<readonly [string, string]>) {
  const mask = (text: string) => secrets.reduce((out, [secret, label]) => (secret ? out.split(secret).join(label) : out), text);
  return {
    request(exchange: Exchange): string {
      const { method, path, headers = {}, body } = exchange.request;
      const shown = Object.entries(headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
      const bodyText = body === undefined ? '' : ` body ${clip(typeof body === 'string' ? body : `<${body.length} bytes>`)}`;
      return mask(`${method} ${clip(path, 160)} [${shown.join(', ') || 'no headers'}]${bodyText}`);
    },
    response(exchange: Exchange): string {
      const response = exchange.response;
      if (!response) return `no answer (${exchange.error})`;
      const contentType = response.headers['content-type'] ?? 'no Content-Type';
      return mask(`${response.status} ${contentType} ${clip(response.body || '(empty body)')}`);
    },
  };
}
