// Starting a stranger and judging it with the kit's `core` profile through the CLI, as strangers.test.ts does
// (two accounts' keys, `--cases 5`, `--seed 23`): shared by Stryker's command-runner test (judge.ts) and the
// Python mutants' runner (run.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceReport } from '../../../run.ts';
import { startFastifyService, type Stranger } from '../../strangers/fastify-service.ts';
import { startFlaskService } from '../../strangers/flask-service.ts';
import { startHonoService } from '../../strangers/hono-service.ts';
import type { Outcome } from './survivors.ts';

export const keys = ['stranger-k1', 'stranger-k2'] as const;
const cli = fileURLToPath(new URL('../../../cli.ts', import.meta.url));

/** `app`: the Python stranger's app file to run instead of its own (a mutant's copy). */
export function startStranger(name: string, options: { app?: string } = {}): Promise<Stranger> {
  if (name === 'fastify') return startFastifyService({ keys });
  if (name === 'hono') return startHonoService({ keys });
  if (name === 'flask') return startFlaskService({ keys, ...(options.app ? { script: options.app } : {}) });
  throw new Error(`no stranger named ${String(name)}`);
}

/**
 * What one core run made of the service. Killed: `failed-rule` (exit 1), `preflight` (exit 2, the service's
 * own answers refused before any rule), `skipped` (exit 3: a rule undecided or a seed promise unreached, which
 * fails the run by default), `kit-error` (exit 2 with no rule failed: the kit could not run a rule), `no-start`,
 * `timeout` (the CLI outlived `timeoutMs`). Survived: the CLI exited 0.
 */
export interface Verdict {
  outcome: Outcome;
  code: number;
  /** The rules that failed or errored, or why the run stopped. */
  detail: string;
}

export async function judgeOnce(baseUrl: string, timeoutMs = 180_000): Promise<Verdict> {
  const dir = mkdtempSync(join(tmpdir(), 'cjk-mutant-'));
  const json = join(dir, 'report.json');
  // biome-ignore format: one flag and its value a line
  const args = [
    cli,
    '--base-url', baseUrl,
    '--api-key', keys[0], '--second-api-key', keys[1],
    '--profile', 'core',
    '--cases', '5', '--seed', '23',
    '--json', json,
  ];
  try {
    const { code, output, late } = await new Promise<{ code: number; output: string; late: boolean }>((resolve) => {
      execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs }, (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          output: stdout + stderr,
          late: error?.killed === true,
        }),
      );
    });
    if (late) return { outcome: 'timeout', code, detail: `no end within ${timeoutMs} ms` };
    let report: ConformanceReport | undefined;
    try {
      report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceReport;
    } catch {
      report = undefined;
    }
    if (code === 0) return { outcome: 'survived', code, detail: 'exit 0' };
    if (!report) return { outcome: 'kit-error', code, detail: `exit ${code}, no report: ${output.slice(-300)}` };
    const failed = report.rules.filter((r) => r.status === 'failed').map((r) => r.id);
    const errors = report.rules.filter((r) => r.error === true).map((r) => r.id);
    if (failed.length > 0) return { outcome: 'failed-rule', code, detail: failed.join(',') };
    if (!report.preflight.ok) return { outcome: 'preflight', code, detail: report.preflight.problems.join('; ') };
    if (errors.length > 0 || code === 2)
      return { outcome: 'kit-error', code, detail: [...errors, ...report.usage_errors].join('; ') || `exit ${code}` };
    const skipped = report.rules.filter((r) => r.status === 'skipped').map((r) => r.id);
    return { outcome: 'skipped', code, detail: skipped.join(',') || 'a seed promise unreached' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
