// A rule's failure names what was sent, what came back, what the rule expected, where the spec says so,
// which kind of check it was, and a curl line that replays it. It travels as data (vitest task meta,
// see outcome.ts), never as text to be parsed back. A rule that cannot decide throws RuleBlocked instead:
// it is reported as skipped with the reason.
import type { Exchange } from './http.ts';

/** The kind of check that failed, for the report's summary by check. */
export type CheckKind = 'status' | 'content-type' | 'schema' | 'headers' | '5xx' | 'no-answer' | 'behaviour';
export const checkKinds: readonly CheckKind[] = ['status', 'content-type', 'schema', 'headers', '5xx', 'no-answer', 'behaviour'];

export interface FailureParts {
  readonly sent: string;
  readonly received: string;
  readonly expected: string;
  readonly spec: string;
}

export interface FailureData extends FailureParts {
  readonly summary: string;
  readonly check: CheckKind;
  /** A copy-pasteable curl command with the keys as $CRONJOBS_API_KEY / $CRONJOBS_SECOND_API_KEY. */
  readonly reproduce?: string | undefined;
}

const labels = ['sent', 'received', 'expected', 'spec'] as const;

/** The failure as the text a person reads (CLI, JUnit body). */
export function failureText(data: FailureData): string {
  return [data.summary, ...labels.map((label) => `  ${`${label}:`.padEnd(10)}${data[label]}`), ...(data.reproduce ? [`  ${'replay:'.padEnd(10)}${data.reproduce}`] : [])].join('\n');
}

export class RuleFailure extends Error {
  override name = 'RuleFailure';
  readonly data: FailureData;
  constructor(summary: string, parts: FailureParts & { check?: CheckKind; reproduce?: string | undefined }) {
    const data: FailureData = { summary, check: parts.check ?? 'behaviour', sent: parts.sent, received: parts.received, expected: parts.expected, spec: parts.spec, reproduce: parts.reproduce };
    super(failureText(data));
    this.data = data;
  }
  get parts(): FailureParts {
    return this.data;
  }
}

/** The rule cannot decide: what it needs is missing (`blocked by RULE-ID: …`) or the seed leaves it open. */
export class RuleBlocked extends Error {
  override name = 'RuleBlocked';
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

export const blockedBy = (ruleId: string, reason: string): RuleBlocked => new RuleBlocked(`blocked by ${ruleId}: ${reason}`);

/** Pretty-printed JSON on one line, so a failure reads as one entry. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}… (truncated, ${text.length} chars)` : text);

/**
 * Replaces each secret by its label. Whole values, longest first, so a key that contains another
 * (`dev-key2` and `dev-key`) is never half-masked.
 */
export function createMask(secrets: ReadonlyArray<readonly [string, string]>): (text: string) => string {
  const ordered = secrets.filter(([secret]) => secret.length > 0).sort((a, b) => b[0].length - a[0].length);
  return (text) => {
    let parts: (string | { label: string })[] = [text];
    for (const [secret, label] of ordered)
      parts = parts.flatMap((part) => (typeof part !== 'string' ? [part] : part.split(secret).flatMap((piece, i) => (i === 0 ? [piece] : [{ label }, piece]))));
    return parts.map((part) => (typeof part === 'string' ? part : part.label)).join('');
  };
}

/** Keys from the config are never printed: they appear as <api-key> and <second-api-key>. */
export function createDescriber(secrets: ReadonlyArray<readonly [string, string]>) {
  const mask = createMask(secrets);
  return {
    mask,
    request(exchange: Exchange): string {
      const { method, path, headers = {}, body } = exchange.request;
      const shown = Object.entries(headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => `${name}: ${JSON.stringify(value)}`);
      const bodyText = body === undefined ? '' : ` body ${clip(typeof body === 'string' ? oneLine(body) : `<${body.length} bytes>`)}`;
      return mask(`${method} ${clip(path, 160)} [${shown.join(', ') || 'no headers'}]${bodyText}`);
    },
    response(exchange: Exchange): string {
      const response = exchange.response;
      if (!response) return `no answer (${exchange.error})`;
      const contentType = response.headers['content-type'] ?? 'no Content-Type';
      return mask(`${response.status} ${contentType} ${clip(oneLine(response.body) || '(empty body)')}`);
    },
  };
}
