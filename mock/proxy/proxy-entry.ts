// A forwarded exchange as a journal entry (spec/mock-control.yaml JournalEntry): the entry the mock would
// have written for the request, with both sides' violations and a curl line that sends the request to the
// upstream again, the key as "$CRONJOBS_API_KEY".
import { curlCommand } from '../../contract/curl-line.ts';
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { keyFingerprint } from '../core/state/accounts.ts';
import type { JournalEntry } from '../core/state/journal.ts';
import { keyOf, type ProxiedExchange, type SidedViolation } from './exchange.ts';

const operations = operationTable(serviceDocument);

/** The spec's operation for the request, as the mock would route it; null when none serves it. */
function operationOf(method: string, target: string): string | null {
  const match = URL.canParse(target, 'http://upstream')
    ? operations.match(method, new URL(target, 'http://upstream').pathname)
    : undefined;
  return match?.kind === 'operation' ? match.operation.operationId : null;
}

/** Longest curl line kept (spec: JournalEntry.curl); a longer request gets none. */
export const curlChars = 2048;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function bodyForCurl(body: Uint8Array): string | Uint8Array | undefined {
  if (body.byteLength === 0) return undefined;
  try {
    return utf8.decode(body);
  } catch {
    return body;
  }
}

export function proxyEntry(input: {
  id: string;
  receivedAt: string;
  upstream: string;
  exchange: ProxiedExchange;
  /** The headers as the client sent them, in its case, without the hop-by-hop ones. */
  sentHeaders: Readonly<Record<string, string>>;
  violations: readonly SidedViolation[];
}): JournalEntry {
  const { exchange } = input;
  const key = keyOf(exchange);
  const body = bodyForCurl(exchange.body);
  const curl = curlCommand(
    input.upstream,
    {
      method: exchange.method,
      path: exchange.target,
      headers: input.sentHeaders,
      ...(body !== undefined ? { body } : {}),
    },
    key ? [[key, 'CRONJOBS_API_KEY']] : [],
  );
  return {
    id: input.id,
    received_at: input.receivedAt,
    method: exchange.method,
    path: exchange.target,
    operation_id: operationOf(exchange.method, exchange.target),
    status: exchange.answer.status,
    key_fingerprint: key ? keyFingerprint(key) : null,
    violations: [...input.violations],
    ...(curl.length <= curlChars ? { curl } : {}),
  };
}
