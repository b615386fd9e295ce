// What counts as a failure for one fuzzed request: a table of named rules over the request and its
// outcome. Any 5xx, a dropped connection, no answer in time, a refused connection (the server is gone),
// or a request under /v1 answered by the control API under /__mock.
import type { FuzzRequest } from './fuzz.ts';
import type { Outcome, RawAnswer } from './raw-client.ts';
import { maxBodyBytes } from '../../mock/core/index.ts';

export type FailureKind = '5xx' | 'dropped' | 'timeout' | 'refused' | 'reached-control';

/** Text only the control API answers with (`spec/mock-control.yaml`); the service API never does. */
const controlFingerprints: ReadonlyArray<{ name: string; test: (body: string) => boolean }> = [
  { name: 'account keys', test: (body) => body.includes('"api_key"') },
  { name: 'webhook secret', test: (body) => body.includes('"webhook_secret"') },
  { name: 'request journal', test: (body) => body.includes('"key_fingerprint"') || body.includes('"violations"') },
  { name: 'outcome rules', test: (body) => body.includes('"url_pattern"') },
  { name: 'clock', test: (body) => /"now"\s*:/.test(body) && /"mode"\s*:/.test(body) },
  // notifications and outcome-rule lists are {"data": [...]} with no next_cursor; every /v1 list has one
  { name: 'control list', test: (body) => /^\{"data":\[/.test(body) && !body.includes('"next_cursor"') },
];

/** Targets the service API owns: origin-form under /v1, or absolute-form whose path is. */
export function targetsServiceApi(target: string): boolean {
  return /^\/v1(?:[/?#%\\;.]|$)/i.test(target) || /^https?:\/\/[^/]*\/v1(?:[/?#%\\;.]|$)/i.test(target);
}

function controlLeak(request: FuzzRequest, answer: RawAnswer): string | undefined {
  if (!targetsServiceApi(request.target) || answer.status >= 300) return undefined;
  const body = answer.body.toString('utf8');
  return controlFingerprints.find((print) => print.test(body))?.name;
}

export interface Verdict {
  failure?: { kind: FailureKind; detail: string };
  /** '2xx'…'5xx', or the failure kind when there was no answer. */
  bucket: string;
  status?: number;
  /** The answer is application/problem+json. */
  problem?: boolean;
}

export function judge(request: FuzzRequest, outcome: Outcome): Verdict {
  switch (outcome.kind) {
    case 'timeout':
      return {
        bucket: 'timeout',
        failure: {
          kind: 'timeout',
          detail: `no whole answer within ${Math.round(outcome.ms)} ms (${outcome.receivedBytes} bytes received)`,
        },
      };
    case 'refused':
      return {
        bucket: 'refused',
        failure: { kind: 'refused', detail: `connection refused (${outcome.reason}): is the server gone?` },
      };
    case 'dropped':
      return {
        bucket: 'dropped',
        failure: { kind: 'dropped', detail: `${outcome.reason} after ${outcome.receivedBytes} bytes of answer` },
      };
    case 'answered': {
      const { status } = outcome.answer;
      const bucket = `${Math.floor(status / 100)}xx`;
      const problem = /^application\/problem\+json\b/i.test(outcome.answer.headers['content-type'] ?? '');
      if (status >= 500)
        return {
          bucket,
          status,
          problem,
          failure: { kind: '5xx', detail: `${status}: ${outcome.answer.body.toString('utf8').slice(0, 200)}` },
        };
      const leak = controlLeak(request, outcome.answer);
      if (leak)
        return {
          bucket,
          status,
          problem,
          failure: {
            kind: 'reached-control',
            detail: `${status} with the control API's ${leak}: ${outcome.answer.body.toString('utf8').slice(0, 160)}`,
          },
        };
      return { bucket, status, problem };
    }
  }
}

/** Words that group failures by what the requests had in common, for the report. */
export function requestTags(request: FuzzRequest, headBytes: number): string {
  const tags: string[] = [];
  const upper = request.method.toUpperCase();
  tags.push(
    request.method === 'CONNECT'
      ? 'CONNECT'
      : /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)$/.test(request.method)
        ? 'standard method'
        : upper === request.method
          ? 'unknown method'
          : 'odd-case method',
  );
  if (headBytes > 16 * 1024) tags.push('head > 16 KB');
  if (request.body.length > 0) tags.push(request.body.length > maxBodyBytes ? 'body > 64 KiB' : 'body');
  if (request.framing.kind !== 'length') tags.push(request.framing.kind);
  if (/__mock/i.test(request.target)) tags.push('aims at /__mock');
  return tags.join(', ');
}
