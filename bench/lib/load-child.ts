// The load generator, in its own process so it never shares an event loop with the server it measures
// or with the orchestrator. Runs autocannon once per entry of the plan given as JSON in argv[2] (each
// after an optional warm-up of its own) and prints one JSON line: an array of results.
// Usage: node bench/lib/load-child.ts '{"url":…,"connections":50,"runs":[{"name":…,"duration":10,"warmup":2,"requests":[…]}]}'
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface LoadPlan {
  url: string;
  /** The server's process id: its CPU time during each measurement is reported (Linux /proc only). */
  pid?: number;
  connections: number;
  runs: Array<{
    name: string;
    /** Seconds; or `amount` requests in all (tiny runs; autocannon still takes a one-second tick). */
    duration?: number;
    amount?: number;
    /** Seconds of the same load before measuring; 0 or absent for none. */
    warmup?: number;
    requests: LoadRequest[];
  }>;
}

/** User + system CPU milliseconds of a process so far, from /proc/PID/stat; null where unavailable. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are the 12th and 13th after the command name; ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const results = [];
for (const run of plan.runs) {
  const common = { url: plan.url, connections: plan.connections, timeout: 10, requests: run.requests };
  if (run.warmup) await autocannon({ ...common, duration: run.warmup });
  const cpuBefore = cpuMs(plan.pid);
  const result = await autocannon({
    ...common,
    ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 10 }),
  });
  const cpuAfter = cpuMs(plan.pid);
  const serverCpuMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count;
  results.push({
    name: run.name,
    seconds: result.duration,
    requests: result.requests.total,
    req_per_s: result.requests.total / result.duration,
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    // The server's CPU per answered request: comparable across servers even when the load generator
    // and other processes compete for the same cores.
    server_cpu_us_per_request:
      serverCpuMs !== null && result.requests.total > 0
        ? Math.round((serverCpuMs * 1000) / result.requests.total)
        : null,
    server_cpu_share: serverCpuMs !== null ? Math.round((serverCpuMs / 1000 / result.duration) * 100) / 100 : null,
  });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
