// Start-up to first answer of `cronjobs-mock`: spawns the CLI, polls until GET /v1/jobs answers 200,
// prints the milliseconds. Usage: node scripts/measure-startup.ts [runs]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../mock/server/cli.ts', import.meta.url));
const runs = Number(process.argv[2] ?? 5);

async function once(port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, '--port', String(port), '--log-level', 'silent'], { stdio: 'ignore' });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/v1/jobs`, { headers: { 'X-API-Key': 'dev-key' } });
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const times: number[] = [];
for (let i = 0; i < runs; i++) times.push(await once(4400 + i));
times.sort((a, b) => a - b);
console.log(`start-up to first answer over ${runs} runs: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`);
