// Packs the three packages (scripts/packages.ts) from dist/: each into a staging folder with its manifest,
// its built folders, the spec and its README, then `npm pack` into --out (default: the repository root).
//   node scripts/pack-packages.ts [--out DIR] [--no-build]
// Prints the path of each tarball, one a line.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { manifestOf, packageLayouts } from './packages.ts';

const repo = fileURLToPath(new URL('../', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' }, 'no-build': { type: 'boolean' } } });
const out = resolve(values.out ?? repo);
// npm pack writes only into a folder that exists.
mkdirSync(out, { recursive: true });
if (!values['no-build'] || !existsSync(join(repo, 'dist')))
  execFileSync(process.execPath, [join(repo, 'scripts/build.ts')], { cwd: repo, stdio: 'inherit' });
const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));

for (const layout of packageLayouts) {
  const stage = mkdtempSync(join(tmpdir(), `${layout.name}-`));
  try {
    for (const folder of [...layout.folders, ...(layout.assets ?? [])])
      cpSync(join(repo, 'dist', folder), join(stage, 'dist', folder), { recursive: true });
    // The bins' launchers (bin/launch.cjs, its import-entry.cjs and one file per bin), so an old Node gets one
    // line, not a SyntaxError.
    for (const file of Object.values(layout.bin ?? {})) cpSync(join(repo, file), join(stage, file));
    if (layout.bin)
      for (const file of ['bin/launch.cjs', 'bin/import-entry.cjs']) cpSync(join(repo, file), join(stage, file));
    for (const spec of ['openapi.yaml', 'mock-control.yaml'])
      cpSync(join(repo, 'spec', spec), join(stage, 'spec', spec));
    cpSync(join(repo, layout.readme), join(stage, 'README.md'));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifestOf(layout, root), null, 2)}\n`);
    const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: stage, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1)!;
    process.stdout.write(`${join(out, name)}\n`);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
