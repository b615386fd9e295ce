// The folder-level import graph of the kit's own code, for the layering test. Imports are read with the
// TypeScript compiler's pre-processor (`ts.preProcessFile`), which reports `import`, `import type`,
// `export … from` and literal `import()` as the compiler sees them: an import split over lines counts,
// one quoted in a comment or a string does not — a regex over the text gets both wrong.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export const root = resolve(import.meta.dirname, '../..');

const skipped = new Set(['node_modules', 'dist', 'results']);

/** The repository-relative paths of files under `folders` whose names pass `keep`. */
export function filesUnder(folders: readonly string[], keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (keep(entry.name)) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return out.sort();
}

/** The module specifiers a source text imports or re-exports, statically or with a literal `import()`. */
export function specifiersIn(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((i) => i.fileName);
}

/** folder → the folders its files import (by relative path; packages are not part of the graph), each with the file-level imports that make the edge. */
export type FolderGraph = Map<string, Map<string, string[]>>;

/** `imports` maps each file to the repository-relative files it imports; `folderOf` names a file's folder (its own by default). */
export function folderGraph(
  imports: ReadonlyMap<string, readonly string[]>,
  folderOf: (file: string) => string = posix.dirname,
): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const [file, targets] of imports) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return graph;
}

/** Each file of `files` with the repository files it imports by relative path. */
export function importsOf(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      specifiersIn(readFileSync(join(root, file), 'utf8'))
        .filter((name) => name.startsWith('.'))
        .map((name) => posix.normalize(posix.join(posix.dirname(file), name))),
    ]),
  );
}

/** The groups of folders that import each other round (strongly connected, Tarjan), each sorted; none when the graph is layered. */
export function folderLoops(graph: FolderGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) loops.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return loops;
}

/** A loop in words: its folders, then every import between two of them. */
export function describeLoop(graph: FolderGraph, loop: readonly string[]): string {
  const imports = loop.flatMap((from) =>
    [...(graph.get(from) ?? [])].filter(([to]) => loop.includes(to)).flatMap(([, files]) => files),
  );
  return `${loop.join(' ↔ ')}:\n  ${imports.join('\n  ')}`;
}
