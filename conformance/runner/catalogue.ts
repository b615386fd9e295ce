// Lists the rule catalogue without running it: imports every rule file in collect mode, where
// defineRule only records metadata.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { registeredRules, setCollecting, type RuleMeta } from '../harness/rule-meta.ts';

export const conformanceDir = fileURLToPath(new URL('..', import.meta.url));
export const rulesDir = join(conformanceDir, 'rules');

export interface CatalogueEntry {
  /** Relative to conformance/rules, e.g. `auth/missing-key-is-rejected.rule.ts`. */
  readonly file: string;
  readonly meta: RuleMeta;
}

// Rules are `.rule.ts` in the repository and `.rule.js` in the installed package (dist/).
const ruleFile = /\.rule\.[jt]s$/;

export function ruleFiles(): string[] {
  return (readdirSync(rulesDir, { recursive: true }) as string[])
    .filter((file) => ruleFile.test(file))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

let cache: Promise<CatalogueEntry[]> | undefined;

export function collectRules(): Promise<CatalogueEntry[]> {
  cache ??= (async () => {
    setCollecting(true);
    const entries: CatalogueEntry[] = [];
    for (const file of ruleFiles()) {
      const before = registeredRules().length;
      await import(pathToFileURL(join(rulesDir, file)).href);
      for (const meta of registeredRules().slice(before)) entries.push({ file, meta });
    }
    return entries.sort((a, b) => a.meta.id.localeCompare(b.meta.id, 'en', { numeric: true }));
  })();
  return cache;
}

export function ruleFileOf(absolutePath: string): string {
  return relative(rulesDir, absolutePath).split('\\').join('/');
}
