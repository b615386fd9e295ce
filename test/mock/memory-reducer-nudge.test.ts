// The CLI's memory-reducer nudge: after a burst of allocation, V8's memory reducer runs its collection
// within seconds of the process going quiet (not the ~100 s its watchdog takes in Node 24 without it), and
// the nudge's timer never keeps a process alive. Each case runs in a Node of its own: the reducer is
// per process, and seen from inside as a major GC with the "all external memory" flag it starts with.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const nudge = fileURLToPath(new URL('../../mock/server/memory-reducer-nudge.ts', import.meta.url));

function node(script: string, timeoutMs: number): Promise<{ code: number | null; out: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, ms: performance.now() - started });
    });
  });
}

test('the nudge alone does not keep a process alive', async () => {
  const { code, ms } = await node(`import { nudgeMemoryReducer } from ${JSON.stringify(nudge)}; nudgeMemoryReducer();`, 20_000);
  expect(code).toBe(0);
  expect(ms).toBeLessThan(15_000);
});

test('after a burst, the memory reducer collects within 30 s of the process going quiet', async () => {
  const script = `
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    import { nudgeMemoryReducer } from ${JSON.stringify(nudge)};
    nudgeMemoryReducer();
    let quietSince;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { kind, flags } = entry.detail;
        if (quietSince !== undefined && kind === constants.NODE_PERFORMANCE_GC_MAJOR && (flags & constants.NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY)) {
          console.log(JSON.stringify({ afterMs: Math.round(performance.now() - quietSince) }));
          process.exit(0);
        }
      }
    }).observe({ entryTypes: ['gc'] });
    // A busy spell: objects that outlive a few scavenges (a sliding window), so the old generation grows.
    let window = [];
    for (let i = 0; i < 300; i++) {
      window.push(Array.from({ length: 20_000 }, (_, j) => ({ i, j, text: 'x' + j })));
      if (window.length > 20) window.shift();
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    window = [];
    quietSince = performance.now();
    setTimeout(() => { console.log(JSON.stringify({ afterMs: null })); process.exit(0); }, 45_000);
  `;
  const { code, out } = await node(script, 55_000);
  expect(code).toBe(0);
  const { afterMs } = JSON.parse(out.trim().split('\n').pop()!) as { afterMs: number | null };
  // V8's reducer ticks every 8 s; without the nudge, Node 24's waits for its 100 s watchdog.
  expect(afterMs).not.toBeNull();
  expect(afterMs!).toBeLessThan(30_000);
}, 60_000);
