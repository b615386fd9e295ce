// Section 7 of the bench report: the in-process mock against the MSW handlers (bench/in-process.bench.ts).
import { n, table } from './markdown.ts';

export interface RequestCost {
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
}
export interface InProcessRow {
  workload: string;
  requests: number;
  in_process: RequestCost;
  msw: RequestCost;
  msw_over_in_process_p50: number;
}

export function inProcess(rows: InProcessRow[]): string {
  const body = rows.map((r) => [
    r.workload,
    `${n(r.in_process.p50_ms, 3)} / ${n(r.in_process.p99_ms, 2)} ms`,
    `${n(r.msw.p50_ms, 3)} / ${n(r.msw.p99_ms, 2)} ms`,
    `${n(r.in_process.mean_ms, 3)} / ${n(r.msw.mean_ms, 3)} ms`,
    `${n(r.msw_over_in_process_p50, 1)}×`,
    n(r.requests),
  ]);
  return [
    '## 7. In-process mock against MSW',
    '',
    'One request of the typed client, in one process: through `createInProcessMock` (straight to `core.handle`) and through `setupServer(...createCronJobsHandlers(…))` (the global fetch, intercepted), the two alternating request by request (`bench/in-process.bench.ts`).',
    '',
    table(
      [
        'workload',
        'in process p50 / p99',
        'MSW p50 / p99',
        'mean in process / MSW',
        'MSW ÷ in process (p50)',
        'requests each',
      ],
      body,
    ),
  ].join('\n');
}
