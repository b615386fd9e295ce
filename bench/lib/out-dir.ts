// Where a bench run writes latest.json and latest.md. The recorded figures (bench/results/, tracked, cited
// by bench/README.md) change only when asked with --record; any other run writes to the ignored
// bench/results/local/, so trying the README's own commands leaves the working tree clean.
import { join } from 'node:path';

export interface OutDirChoice {
  /** Where to write; `temporary` asks the caller for a fresh temp folder instead. */
  dir: string | 'temporary';
  /** Why the choice is refused, when it is. */
  error?: string;
}

export function chooseOutDir(
  options: { tiny: boolean; record: boolean; out?: string | undefined },
  benchDir: string,
): OutDirChoice {
  if (options.record && options.out !== undefined)
    return { dir: '', error: '--record writes bench/results/; drop --out, or --record to write elsewhere' };
  if (options.record && options.tiny)
    return { dir: '', error: '--record keeps figures others cite; a --tiny run measures nothing worth keeping' };
  if (options.out !== undefined) return { dir: options.out };
  if (options.record) return { dir: join(benchDir, 'results') };
  return { dir: options.tiny ? 'temporary' : join(benchDir, 'results', 'local') };
}
