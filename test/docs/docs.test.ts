// The docs stay a newcomer's: a README short enough to read, links that lead somewhere, package READMEs
// without investigation notes, and no pointer to the design document that is not part of the project
// (its decisions live in docs/decisions/ and the spec).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageLayouts } from '../../scripts/packages.ts';

const repo = resolve(import.meta.dirname, '../..');
const { repository } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { repository: { url: string } };
const repoUrl = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
// What git ignores (build output, local results) and what is not ours.
const skipped = new Set(['node_modules', '.git', 'dist', 'coverage', 'reports', '.stryker-tmp', '.state']);
const skippedPaths = new Set(['bench/results/local', 'soak/results']);

function walk(folder: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(repo, folder), { withFileTypes: true })) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (skipped.has(entry.name) || skippedPaths.has(path) || entry.name.endsWith('.tgz')) continue;
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const files = walk('');
const docs = ['README.md', ...files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))];
const packageReadmes = new Set(packageLayouts.map((p) => p.readme));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6} +(.+)$/gm))
    anchors.add(
      heading!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
  return anchors;
}

const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** Every link of a page that does not resolve: a missing file or folder, or a missing heading anchor. */
function brokenLinks(page: string, text = readFileSync(join(repo, page), 'utf8')): string[] {
  // A package README is read from the package's root, where the spec is packed as in the repository.
  const base = packageReadmes.has(page) ? repo : dirname(join(repo, page));
  const broken: string[] = [];
  for (const [, target] of withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    let path: string;
    if (target!.startsWith(`${repoUrl}/`)) {
      const inRepo = /^\/(?:blob|tree)\/main\/(.+)$/.exec(target!.slice(repoUrl.length))?.[1];
      if (!inRepo) {
        broken.push(target!);
        continue;
      }
      path = join(repo, inRepo);
    } else if (/^[a-z]+:/i.test(target!))
      continue; // another site
    else path = target!.startsWith('#') ? join(repo, page) + target : resolve(base, target!);
    const [file, anchor] = path.split('#') as [string, string | undefined];
    if (!existsSync(file)) broken.push(target!);
    else if (
      anchor &&
      statSync(file).isFile() &&
      file.endsWith('.md') &&
      !anchorsOf(readFileSync(file, 'utf8')).has(anchor)
    )
      broken.push(target!);
  }
  return broken;
}

describe('the docs', () => {
  test('the mutation summary is at most 30 KB: figures and how to read them, the full listing is an artefact', () => {
    expect(statSync(join(repo, 'conformance/selftest/mutation.md')).size).toBeLessThanOrEqual(30 * 1024);
  });

  test('the README is at most 12 KB', () => {
    expect(statSync(join(repo, 'README.md')).size).toBeLessThanOrEqual(12 * 1024);
  });

  test('docs/README.md links every page of docs/ (outside decisions/ and packages/, which have an index of their own), and the README links it', () => {
    const index = readFileSync(join(repo, 'docs/README.md'), 'utf8');
    const pages = docs.filter((f) => /^docs\/[^/]+\.md$/.test(f) && f !== 'docs/README.md');
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((page) => !index.includes(`](${page.slice('docs/'.length)})`))).toEqual([]);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toContain('](docs/README.md)');
  });

  test("the README's Layout names every top-level folder and every folder of mock/", () => {
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const tracked = execFileSync('git', ['ls-files'], { cwd: repo, encoding: 'utf8' }).split('\n');
    const folders = (prefix: string) => [
      ...new Set(
        tracked
          .filter((f) => f.startsWith(prefix) && f.slice(prefix.length).includes('/'))
          .map((f) => f.slice(prefix.length).split('/')[0]!),
      ),
    ];
    const unnamed = [
      ...folders('').filter((f) => !f.startsWith('.') && !layout.includes(`\`${f}/\``)),
      ...folders('mock/').filter((f) => !layout.includes(`\`${f}/\``)),
    ];
    expect(folders('mock/').length).toBeGreaterThan(3);
    expect(unnamed).toEqual([]);
  });

  test.each(docs)('every link in %s resolves to a file, folder or heading', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });

  test('the link check itself catches a missing file, a missing heading and a link out of the repository', () => {
    expect(anchorsOf('# The state file\n## Transport limits: what a client sees\n```\n# not a heading\n```')).toEqual(
      new Set(['the-state-file', 'transport-limits-what-a-client-sees']),
    );
    const page =
      '[a](missing.md) [b](mock-server.md#no-such-heading) [c](mock-server.md#the-state-file) [d](decisions/README.md) ' +
      `[e](${repoUrl}/blob/main/no/such/file.md) [f](${repoUrl}/blob/main/README.md) [g](https://example.com/x) \`[h](missing-in-code.md)\``;
    expect(brokenLinks('docs/example.md', page)).toEqual([
      'missing.md',
      'mock-server.md#no-such-heading',
      `${repoUrl}/blob/main/no/such/file.md`,
    ]);
  });

  test('bench/README.md holds figures, not a diary: no commit hash, no issue, every bench file named, links resolve', () => {
    const page = 'bench/README.md';
    const text = readFileSync(join(repo, page), 'utf8');
    expect(statSync(join(repo, page)).size).toBeLessThanOrEqual(12 * 1024);
    expect(text.match(/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/g)).toBeNull();
    expect(text.match(/\bissues? #?\d+/gi)).toBeNull();
    const benchFiles = files.filter((f) => /^bench\/[^/]+\.ts$/.test(f));
    expect(benchFiles.length).toBeGreaterThan(10);
    expect(benchFiles.filter((f) => !text.includes(`\`${f.slice('bench/'.length)}\``))).toEqual([]);
    expect(brokenLinks(page)).toEqual([]);
  });

  test('every decision record is listed in the index and says context, decision and consequences', () => {
    const records = files.filter((f) => /^docs\/decisions\/\d{4}-.+\.md$/.test(f));
    expect(records.length).toBeGreaterThanOrEqual(9);
    const index = readFileSync(join(repo, 'docs/decisions/README.md'), 'utf8');
    for (const record of records) {
      expect(index, record).toContain(`](${relative('docs/decisions', record)})`);
      const text = readFileSync(join(repo, record), 'utf8');
      expect(text.match(/^## (Context|Decision|Consequences)$/gm), record).toEqual([
        '## Context',
        '## Decision',
        '## Consequences',
      ]);
    }
  });

  test('each package ships a short README of its own, not the repository notebook', () => {
    for (const layout of packageLayouts) {
      expect(layout.readme, layout.name).toMatch(/^docs\/packages\//);
      expect(statSync(join(repo, layout.readme)).size, layout.name).toBeLessThanOrEqual(4 * 1024);
    }
  });

  test('no file of the project points to the design document outside it', () => {
    expect(files.length).toBeGreaterThan(100);
    const pointing = files.filter((f) => /DESIGN\.md|\.\.\/shared\b/.test(readFileSync(join(repo, f), 'latin1')));
    expect(pointing).toEqual([]);
  });
});
