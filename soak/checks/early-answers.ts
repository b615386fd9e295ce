// Early answers: requests the server must refuse before it reads their body, each followed by 1 MB of
// body sent as clients send it (in pieces, after the head). A server that answers and then closes
// the connection while the body is still arriving resets it, and the client loses the answer — a race
// the fuzz sees about once in a thousand requests; repeating each case makes it show every run.
import { pool } from '../../lab/common.ts';
import { exchange } from '../lib/raw-client.ts';
import type { SoakServer } from '../lib/server.ts';

export interface EarlyAnswerCase {
  name: string;
  /** The status a fixed server gives (issue 11: 405/400 for CONNECT and unknown methods). */
  expected: string;
  head: (key: string) => string;
}

export interface EarlyAnswerResult {
  name: string;
  expected: string;
  sent: number;
  statuses: Record<string, number>;
  dropped: number;
  timeouts: number;
}

const bodyBytes = 1024 * 1024;

export const earlyAnswerCases: EarlyAnswerCase[] = [
  {
    name: 'head over 16 KB, then a body',
    expected: '431',
    head: (key) =>
      `POST /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nX-Big: ${'b'.repeat(20_000)}\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  },
  {
    name: 'Content-Length over the limit',
    expected: '413',
    head: (key) =>
      `POST /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  },
  {
    name: 'unknown method with a body',
    expected: '400 or 405',
    head: (key) =>
      `BREW /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  },
  {
    name: 'lower-case method with a body',
    expected: '400 or 405',
    head: (key) =>
      `post /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  },
  // HEAD among them: its early answer must end with its headers (RFC 9110 §9.3.2), and the raw client
  // counts a body after them as a lost exchange.
  {
    name: 'HEAD with a head over 16 KB',
    expected: '431',
    head: (key) =>
      `HEAD /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
  },
  {
    name: 'HEAD with a header line a parser must refuse',
    expected: '400',
    head: (key) => `HEAD /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nBad Header: y\r\n\r\n`,
  },
  {
    name: 'CONNECT with a body',
    expected: '400 or 405',
    head: (key) =>
      `CONNECT /v1/jobs HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${key}\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
  },
];

export async function runEarlyAnswers(
  server: SoakServer,
  options: { repeats: number; concurrency: number; timeoutMs: number },
): Promise<EarlyAnswerResult[]> {
  const body = Buffer.alloc(bodyBytes, 0x20);
  const results: EarlyAnswerResult[] = [];
  for (const testCase of earlyAnswerCases) {
    const bytes = Buffer.concat([Buffer.from(testCase.head(server.keys[0]), 'latin1'), body]);
    const method = testCase.head('').split(' ')[0]!;
    const result: EarlyAnswerResult = {
      name: testCase.name,
      expected: testCase.expected,
      sent: 0,
      statuses: {},
      dropped: 0,
      timeouts: 0,
    };
    await pool(Array.from({ length: options.repeats }), options.concurrency, async () => {
      if (!server.alive()) return;
      const outcome = await exchange({
        host: server.host,
        port: server.port,
        bytes,
        method,
        timeoutMs: options.timeoutMs,
      });
      result.sent++;
      if (outcome.kind === 'answered')
        result.statuses[outcome.answer.status] = (result.statuses[outcome.answer.status] ?? 0) + 1;
      else if (outcome.kind === 'timeout') result.timeouts++;
      else result.dropped++;
    });
    results.push(result);
  }
  return results;
}
