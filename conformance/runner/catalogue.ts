// The rule catalogue: every file of rules/, imported, its default export a rule (harness/rule/rule.ts). Importing
// runs nothing: the catalogue lists rules (`--list`, the catalogue's own lint), the suite (rules.suite.ts)
// makes one test of each.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isRule, type Rule } from '../harness/rule/rule.ts';

export const conformanceDir = fileURLToPath(new URL('..', import.meta.url));
export const rulesDir = join(conformanceDir, 'rules');

export interface CatalogueEntry extends Rule {
  /** Relative to conformance/rules, e.g. `auth/missing-key-is-rejected.rule.ts`. */
  readonly file: string;
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

/** Every rule, by id. A file that does not load or exports no rule is a defect of the kit: it throws, naming the file. */
export function loadCatalogue(): Promise<CatalogueEntry[]> {
  cache ??= (async () => {
    const entries: CatalogueEntry[] = [];
    for (const file of ruleFiles()) {
      const module = (await import(pathToFileURL(join(rulesDir, file)).href)) as { default?: unknown };
      if (!isRule(module.default)) throw new Error(`conformance/rules/${file} exports no rule as its default`);
      entries.push({ file, meta: module.default.meta, run: module.default.run });
    }
    return entries.sort((a, b) => a.meta.id.localeCompare(b.meta.id, 'en', { numeric: true }));
  })();
  cache.catch(() => (cache = undefined));
  return cache;
}

/** The name of a rule's test: what vitest prints, and how the runner finds the rule of a test case. */
export const testNameOf = (meta: Rule['meta']): string => `${meta.id} ${meta.title}`;
