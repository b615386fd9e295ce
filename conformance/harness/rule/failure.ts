// A rule's failure names what was sent, what came back, what the rule expected, where the spec says so,
// which kind of check it was, and a curl line that replays it. It travels as data (vitest task meta,
// see outcome.ts), never as text to be parsed back. A rule that cannot decide throws RuleBlocked instead:
// it is reported as skipped with the reason.
import type { CheckKind, FailureCause } from './failure-cause.ts';
import type { Exchange } from '../transport/http.ts';

export type { CheckKind } from './failure-cause.ts';
export const checkKinds: readonly CheckKind[] = [
  'status',
  'content-type',
  'schema',
  'headers',
  '5xx',
  'no-answer',
  'behaviour',
];

export interface FailureParts {
  readonly sent: string;
  readonly received: string;
  readonly expected: string;
  readonly spec: string;
}

/** One exchange a failing rule made, in a line: keys masked, the body cut short. */
export interface ExchangeLine {
  readonly method: string;
  readonly path: string;
  /** null: no answer (`body` then says why). */
  readonly status: number | null;
  readonly body: string;
  /** The exchange the failure is about. */
  readonly failing?: true;
}

export interface FailureData extends FailureParts {
  readonly summary: string;
  readonly check: CheckKind;
  /** A copy-pasteable curl command with the keys as $CRONJOBS_API_KEY / $CRONJOBS_SECOND_API_KEY. */
  readonly reproduce?: string | undefined;
  /** The root cause as data, when the check knows it (a status, a contract violation): reports group by it. */
  readonly cause?: FailureCause | undefined;
  /**
   * Every exchange the rule made up to the failing one — what the failure relied on (a BODY-002 failure
   * shows the create answer as well as the list). Long runs keep the first 5 and the last 10.
   */
  readonly exchanges?: readonly ExchangeLine[] | undefined;
  /** How many exchanges were left out of `exchanges` (between its first and its last ones). */
  readonly exchangesOmitted?: number | undefined;
}

const labels = ['sent', 'received', 'expected', 'spec'] as const;

function exchangeLines(data: FailureData): string[] {
  const lines = data.exchanges ?? [];
  // One exchange is the sent/received pair already shown.
  if (lines.length < 2) return [];
  const keep = 5;
  const shown = lines.map((line) =>
    `    ${line.failing ? '→' : ' '} ${line.method} ${line.path} ${line.status ?? 'no answer'} ${line.body}`.trimEnd(),
  );
  if (data.exchangesOmitted) shown.splice(keep, 0, `      … ${data.exchangesOmitted} more …`);
  return [
    `  exchanges: ${lines.length + (data.exchangesOmitted ?? 0)} this rule made, in order (→ the one that failed):`,
    ...shown,
  ];
}

/** The failure as the text a person reads (CLI, JUnit body). */
export function failureText(data: FailureData): string {
  return [
    data.summary,
    ...labels.map((label) => `  ${`${label}:`.padEnd(10)}${data[label]}`),
    ...exchangeLines(data),
    ...(data.reproduce ? [`  ${'replay:'.padEnd(10)}${data.reproduce}`] : []),
  ].join('\n');
}

type FailureInput = FailureParts &
  Partial<Pick<FailureData, 'check' | 'reproduce' | 'cause' | 'exchanges' | 'exchangesOmitted'>>;

export class RuleFailure extends Error {
  override name = 'RuleFailure';
  readonly data: FailureData;
  /** The exchange the failure is about, when there is one (not part of the data: it is not serializable). */
  readonly at: Exchange | undefined;
  constructor(summary: string, parts: FailureInput, at?: Exchange) {
    const data: FailureData = {
      summary,
      check: parts.check ?? 'behaviour',
      sent: parts.sent,
      received: parts.received,
      expected: parts.expected,
      spec: parts.spec,
      reproduce: parts.reproduce,
      ...(parts.cause ? { cause: parts.cause } : {}),
      ...(parts.exchanges ? { exchanges: parts.exchanges, exchangesOmitted: parts.exchangesOmitted } : {}),
    };
    super(failureText(data));
    this.data = data;
    this.at = at;
  }
  get parts(): FailureParts {
    return this.data;
  }
}

/**
 * Why a rule was not decided, and what would let the kit decide it — a flag to give (`give --second-api-key`),
 * a rule whose failure to fix first, or what the service would have to offer. A skip is a check that did
 * not happen, so every report names both; `--strict` fails a run that has any.
 */
export interface SkipReason {
  readonly reason: string;
  readonly decideHint: string;
}

/** The rule cannot decide: what it needs is missing (`blocked by RULE-ID: …`) or the seed leaves it open. */
export class RuleBlocked extends Error {
  override name = 'RuleBlocked';
  readonly reason: string;
  readonly decideHint: string;
  constructor(reason: string, decideHint: string) {
    super(reason);
    this.reason = reason;
    this.decideHint = decideHint;
  }
}

/** What lets a rule blocked by `ruleId` run: that rule passing. */
export const fixFirst = (ruleId: string): string => `fix what ${ruleId} reports; this rule runs once ${ruleId} passes`;

export const blockedBy = (ruleId: string, reason: string): RuleBlocked =>
  new RuleBlocked(`blocked by ${ruleId}: ${reason}`, fixFirst(ruleId));

/**
 * Pretty-printed JSON on one line, so a failure reads as one entry: each run of white space with a line break
 * in it becomes one space. A scan from each line break, not a regular expression: a body padded with
 * megabytes of white space made `\s+` exhaust V8's stack in a worker, and `\s*\n\s*` went back over a run
 * at each of its characters.
 */
function oneLine(text: string): string {
  const space = (at: number) => /\s/.test(text[at]!);
  let out = '';
  let from = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', from)) {
    let start = at;
    while (start > from && space(start - 1)) start--;
    let end = at + 1;
    while (end < text.length && space(end)) end++;
    out += `${text.slice(from, start)} `;
    from = end;
  }
  return out + text.slice(from);
}
/** A body in an exchange line: enough to recognise the answer; the JSON report's `received` and the HAR record have it whole. */
const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);
const clip = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max)}… (truncated, ${text.length} chars)` : text;

/**
 * Replaces each secret by its label. Whole values, longest first, so a key that contains another
 * (`dev-key2` and `dev-key`) is never half-masked.
 */
export function createMask(secrets: ReadonlyArray<readonly [string, string]>): (text: string) => string {
  const ordered = secrets.filter(([secret]) => secret.length > 0).sort((a, b) => b[0].length - a[0].length);
  return (text) => {
    let parts: (string | { label: string })[] = [text];
    for (const [secret, label] of ordered)
      parts = parts.flatMap((part) =>
        typeof part !== 'string'
          ? [part]
          : part.split(secret).flatMap((piece, i) => (i === 0 ? [piece] : [{ label }, piece])),
      );
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
      const bodyText =
        body === undefined ? '' : ` body ${clip(typeof body === 'string' ? oneLine(body) : `<${body.length} bytes>`)}`;
      return mask(`${method} ${clip(path, 160)} [${shown.join(', ') || 'no headers'}]${bodyText}`);
    },
    /** The exchanges up to `until` (inclusive; all when absent) as lines, the first 5 and the last 10 when there are more. */
    lines(exchanges: readonly Exchange[], until?: Exchange): { exchanges: ExchangeLine[]; exchangesOmitted: number } {
      const end = until ? exchanges.indexOf(until) : -1;
      const upTo = end >= 0 ? exchanges.slice(0, end + 1) : [...exchanges];
      const line = (exchange: Exchange): ExchangeLine => ({
        method: exchange.request.method,
        path: mask(clip(exchange.request.path, 160)),
        status: exchange.response?.status ?? null,
        body: mask(exchange.response ? short(oneLine(exchange.response.body)) : `(${exchange.error})`),
        ...(exchange === until ? { failing: true as const } : {}),
      });
      const kept = upTo.length > 15 ? [...upTo.slice(0, 5), ...upTo.slice(-10)] : upTo;
      return { exchanges: kept.map(line), exchangesOmitted: upTo.length - kept.length };
    },
    response(exchange: Exchange): string {
      const response = exchange.response;
      if (!response) return `no answer (${exchange.error})`;
      const contentType = response.headers['content-type'] ?? 'no Content-Type';
      return mask(`${response.status} ${contentType} ${clip(oneLine(response.body) || '(empty body)')}`);
    },
  };
}

export type Describer = ReturnType<typeof createDescriber>;
