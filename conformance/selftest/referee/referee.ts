// The independent referee (issue 5, item 6): the conformance suite runs against the mock through
// `prism proxy spec/openapi.yaml <mock> --errors`, with the recorder (recorder.ts) in front of Prism, so
// every exchange is judged by a validator we did not write. Prism ignores the `servers` path; our paths
// carry /v1 themselves, so the mock's bare origin is the upstream.

import { fileURLToPath } from 'node:url';
import type { ConformanceReport } from '../../run.ts';
import { startBrokenMock, startCorrectMock, suite } from '../fault-runner.ts';
import type { FaultName } from '../faults/index.ts';
import { startPrismProxy } from './prism.ts';
import { startRecorder, type Exchange } from './recorder.ts';

export const SPEC = fileURLToPath(new URL('../../../spec/openapi.yaml', import.meta.url));

export interface RefereeRun {
  report: ConformanceReport;
  exchanges: Exchange[];
  /** Exchanges Prism judged the server's answer for (forwarded, not refused by Prism itself). */
  judged: number;
  /** Of those, the mock's 4xx answers. */
  judgedErrors: number;
  problems: Exchange[];
  prismLog: string;
}

export async function runRefereed(
  options: { prismFlags?: string[]; faults?: FaultName[]; only?: string[]; skip?: string[] } = {},
): Promise<RefereeRun> {
  const mock = await (options.faults?.length ? startBrokenMock(...options.faults) : startCorrectMock());
  try {
    const prism = await startPrismProxy({ spec: SPEC, upstream: mock.url, flags: options.prismFlags ?? [] });
    try {
      const recorder = await startRecorder({ prismUrl: prism.url, serverUrl: mock.url });
      try {
        const report = await suite({ url: recorder.url, close: async () => {} }, 'full', {
          only: options.only,
          skip: options.skip,
        });
        const exchanges = recorder.exchanges;
        const judged = exchanges.filter(
          (e) => e.route === 'prism' && (e.verdict.kind === 'clean' || e.verdict.kind === 'response-violation'),
        );
        return {
          report,
          exchanges,
          judged: judged.length,
          judgedErrors: judged.filter((e) => e.status >= 400 && e.status < 500).length,
          problems: exchanges.filter(
            (e) => e.verdict.kind === 'response-violation' || e.verdict.kind === 'prism-error',
          ),
          prismLog: prism.log(),
        };
      } finally {
        await recorder.close();
      }
    } finally {
      await prism.close();
    }
  } finally {
    await mock.close();
  }
}

export function describeProblems(problems: Exchange[]): string {
  return problems
    .map((e) => {
      const what =
        e.verdict.kind === 'response-violation'
          ? e.verdict.violations.map((v) => `  ${v.severity} ${v.location.join('.')}: ${v.message}`).join('\n')
          : e.verdict.kind === 'prism-error'
            ? `  Prism error ${e.verdict.prismType}: ${e.verdict.detail}`
            : '';
      return `${e.method} ${e.path} → ${e.status}\n${what}`;
    })
    .join('\n');
}

export function tally(exchanges: Exchange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of exchanges) {
    const key = e.bypass
      ? `bypassed (${e.bypass})`
      : e.verdict.kind === 'request-refused'
        ? `refused by Prism (${e.verdict.prismType})`
        : e.verdict.kind;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
