// Layers you can see: no folder of the kit imports a folder that imports it back (a file directly in
// mock/core/ belongs to the folder mock/core), so each folder can be read, tested and replaced from the
// ones below it. Test files are left out of the graph: nothing imports a test, so a test cannot make one
// layer depend on another, and a test that drives the wired-up core (simulator/engine/core-plug.test.ts) belongs
// beside the code it is about. Test helpers that are not tests (mock/core/testing/) count.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { describeLoop, filesUnder, folderGraph, folderLoops, importsOf, root, specifiersIn } from './folder-graph.ts';

/** Every top-level folder of the repository with code in it (generated/ included, dependencies and builds not). */
const folders = readdirSync(root, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules', 'dist', 'reports'].includes(entry.name),
  )
  .map((entry) => entry.name)
  .filter((folder) => filesUnder([folder], (name) => name.endsWith('.ts')).length > 0);
const code = (name: string) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts');

test('no folder of the repository imports one that imports it back', () => {
  expect(folders).toEqual(
    expect.arrayContaining(['bench', 'client', 'conformance', 'contract', 'lab', 'mock', 'scripts', 'soak', 'test']),
  );
  const files = filesUnder(folders, code);
  expect(files).toContain('mock/core/mock-core.ts');
  const graph = folderGraph(importsOf(files));
  expect(graph.get('mock/core')?.has('mock/core/primitives')).toBe(true);
  expect(folderLoops(graph).map((loop) => describeLoop(graph, loop))).toEqual([]);
});

// The same at the doors: a top-level folder counts as one, whatever its sub-folders import, so the house
// reads from the ground up (mcp/ stands above mock/, conformance/ and scripts/, which never reach it).
test('no top-level folder imports one that imports it back', () => {
  const graph = folderGraph(importsOf(filesUnder(folders, code)), (file) => file.split('/')[0]!);
  expect(graph.get('mcp')?.has('conformance')).toBe(true);
  expect(folderLoops(graph).map((loop) => describeLoop(graph, loop))).toEqual([]);
});

// The lab measures and checks the product from outside: it reaches mock/ through its public entry points
// only, the product never reaches the lab, and the lab's tools share helpers through lab/ alone.
const entryPoints = ['mock/core/index.ts', 'mock/server/index.ts', 'mock/msw/index.ts', 'mock/in-process/index.ts'];
const labFolders = ['bench', 'soak', 'conformance/selftest'];
const productFolders = ['mock', 'contract', 'client', 'conformance'];
const under = (file: string, folder: string) => file.startsWith(`${folder}/`);

test('bench/, soak/ and the self-test import mock/ only through its entry points', () => {
  const imports = importsOf(filesUnder(labFolders, (name) => name.endsWith('.ts') && !name.endsWith('.d.ts')));
  const deep = [...imports].flatMap(([file, targets]) =>
    targets.filter((t) => under(t, 'mock') && !entryPoints.includes(t)).map((t) => `${file} → ${t}`),
  );
  expect(deep).toEqual([]);
});

test('bench/ and soak/ take nothing from each other or from the self-test; the product takes nothing from the lab', () => {
  const imports = importsOf(filesUnder([...labFolders, ...productFolders], code));
  const crossing = [...imports].flatMap(([file, targets]) =>
    targets
      .filter((t) => {
        if (under(file, 'bench')) return under(t, 'soak') || under(t, 'conformance/selftest');
        if (under(file, 'soak')) return under(t, 'bench') || under(t, 'conformance/selftest');
        if (under(file, 'conformance/selftest')) return under(t, 'bench') || under(t, 'soak');
        return under(t, 'lab') || under(t, 'bench') || under(t, 'soak');
      })
      .map((t) => `${file} → ${t}`),
  );
  expect(crossing).toEqual([]);
});

test('mock/core/primitives is a leaf: it imports nothing from the rest of the kit', () => {
  const files = filesUnder(['mock/core/primitives'], (name) => name.endsWith('.ts'));
  expect(files).toContain('mock/core/primitives/ulid.ts');
  const outside = [...importsOf(files)].flatMap(([file, targets]) =>
    targets.filter((t) => !t.startsWith('mock/core/primitives/')).map((t) => `${file} → ${t}`),
  );
  expect(outside).toEqual([]);
});

describe('the loop finder', () => {
  test('reads imports as the compiler does: across lines, type-only, re-exports, literal import(); not in comments or strings', () => {
    const text = [
      "import {\n  a,\n  b,\n} from './multi-line.ts';",
      "import type { T } from '../types.ts';",
      "export * from './again.ts';",
      "const lazy = await import('./lazy.ts');",
      "// import { x } from './commented.ts';",
      'const s = "import { y } from \'./quoted.ts\'";',
      "import express from 'express';",
    ].join('\n');
    expect(specifiersIn(text).sort()).toEqual(['../types.ts', './again.ts', './lazy.ts', './multi-line.ts', 'express']);
  });

  test('names a loop of folders with the imports that close it, and ignores a one-way chain', () => {
    const graph = folderGraph(
      new Map([
        ['a/one.ts', ['a/b/two.ts', 'a/two.ts']],
        ['a/b/two.ts', ['a/c/three.ts']],
        ['a/c/three.ts', ['a/one.ts', 'leaf/x.ts']],
        ['leaf/x.ts', []],
      ]),
    );
    const loops = folderLoops(graph);
    expect(loops).toEqual([['a', 'a/b', 'a/c']]);
    expect(describeLoop(graph, loops[0]!)).toBe(
      'a ↔ a/b ↔ a/c:\n  a/one.ts → a/b/two.ts\n  a/b/two.ts → a/c/three.ts\n  a/c/three.ts → a/one.ts',
    );
    expect(
      folderLoops(
        folderGraph(
          new Map([
            ['a/one.ts', ['b/two.ts']],
            ['b/two.ts', ['c/three.ts']],
          ]),
        ),
      ),
    ).toEqual([]);
  });
});
