// The three packages (scripts/packages.ts) declare what their code imports and nothing heavier: every bare
// import of the shipped sources is a declared dependency (or a Node built-in), and the frontend package's
// whole dependency tree — read from package-lock.json — holds no test runner, bundler, web framework or
// logger. test/package/packed-tarball.test.ts installs all three for real.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { manifestOf, packageLayouts } from '../../scripts/packages.ts';

const repo = join(import.meta.dirname, '../..');
const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const heavy = ['vitest', 'vite', 'rolldown', 'fast-check', 'express', 'pino'];

function shippedSources(folder: string): string[] {
  return (readdirSync(join(repo, folder), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !/\.test\.ts$|(^|\/)testing\.ts$/.test(f) && !f.startsWith('selftest'))
    .map((f) => join(repo, folder, f));
}

function bareImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^'"\n;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1] ?? m[2]!);
  return found
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !builtinModules.includes(s))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

/** Every package the lockfile installs for `names`, transitively (hoisted layout; npm installs required peers too). */
function closure(names: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const entry = lock.packages[`node_modules/${name}`];
    const peers = Object.keys(entry?.peerDependencies ?? {}).filter(
      (name) => !entry?.peerDependenciesMeta?.[name]?.optional,
    );
    for (const dep of [...Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies }), ...peers])
      visit(dep);
  };
  names.forEach(visit);
  return seen;
}

describe.each(packageLayouts.map((l) => [l.name, l] as const))('%s', (_, layout) => {
  const manifest = manifestOf(layout, root) as {
    dependencies: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  test('declares every package its shipped code imports', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies ?? {})]);
    const missing = new Set<string>();
    for (const folder of layout.folders)
      for (const file of shippedSources(folder))
        for (const name of bareImports(file))
          if (!declared.has(name)) missing.add(`${name} (${file.slice(repo.length + 1)})`);
    expect([...missing]).toEqual([]);
  });
});

test('the frontend package installs none of vitest, vite, rolldown, fast-check, express, pino', () => {
  const kit = packageLayouts.find((l) => l.name === 'cronjobs-kit')!;
  const tree = closure(Object.keys((manifestOf(kit, root) as { dependencies: Record<string, string> }).dependencies));
  expect(
    [...tree].filter((name) => heavy.some((h) => name === h || name.startsWith(`@${h}`) || name.startsWith(`${h}-`))),
  ).toEqual([]);
  // …while the bins' packages do bring what they run on.
  const conformance = closure(packageLayouts.find((l) => l.name === 'cronjobs-conformance')!.extras as string[]);
  expect(conformance.has('vite')).toBe(true);
});
