// A path typo's compile error names the paths the method takes (client/typed-paths.ts): the message is
// what a user reads, so it is checked here by compiling snippets with the TypeScript compiler's API — a
// `@ts-expect-error` (test/types/*.check.ts) only proves that some error happens. One program for all the
// snippets, each on a line of its own, so the compiler runs once.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const snippets = {
  getOneArgument: `await client.GET('/v1/job');`,
  postWithInit: `await client.POST('/v1/job', { body: { name: 'x' } });`,
  controlRaw: `await control.raw.POST('/__mock/clock/advanse', { body: { seconds: 1 } });`,
  knownPath: `await client.GET('/v1/jobs/{job_id}', { params: { path: { job_id: 'j' } } });`,
  knownPathWithoutItsParameters: `await client.GET('/v1/jobs/{job_id}');`,
};
const header = [
  `import { createCronJobsClient } from ${JSON.stringify(join(root, 'client/index.ts'))};`,
  `import { createMockControl } from ${JSON.stringify(join(root, 'client/control.ts'))};`,
  `const client = createCronJobsClient({ baseUrl: 'http://x', apiKey: 'k' });`,
  `const control = createMockControl({});`,
  'export async function run() {',
];
const dir = mkdtempSync(join(tmpdir(), 'path-typo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each snippet's diagnostics, by name. */
function compile(): Record<keyof typeof snippets, string[]> {
  const file = join(dir, 'snippets.ts');
  const names = Object.keys(snippets) as (keyof typeof snippets)[];
  writeFileSync(file, [...header, ...names.map((name) => snippets[name]), '}', ''].join('\n'));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  const found = Object.fromEntries(names.map((name) => [name, [] as string[]])) as Record<keyof typeof snippets, string[]>;
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file?.fileName !== file || d.start === undefined) continue;
    const line = d.file.getLineAndCharacterOfPosition(d.start).line - header.length;
    const name = names[line];
    if (name) found[name].push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return found;
}

test('a path the spec lacks is an error on the path, naming the paths the method takes', () => {
  const found = compile();
  // One argument: not openapi-fetch's "Expected 2 arguments, but got 1".
  expect(found.getOneArgument).toEqual([
    `Argument of type '"/v1/job"' is not assignable to parameter of type '"/v1/jobs" | "/v1/jobs/{job_id}" | "/v1/jobs/{job_id}/runs"'.`,
  ]);
  expect(found.postWithInit).toHaveLength(1);
  expect(found.postWithInit[0]).toMatch(
    /^Argument of type '"\/v1\/job"' is not assignable to parameter of type '"\/v1\/jobs" \| .*"\/v1\/schedules\/preview".*'\.$/,
  );
  expect(found.controlRaw).toHaveLength(1);
  expect(found.controlRaw[0]).toContain(`Argument of type '"/__mock/clock/advanse"' is not assignable to parameter of type '`);
  expect(found.controlRaw[0]).toContain('"/__mock/clock/advance"');
  // A known path is still held to its parameters.
  expect(found.knownPath).toEqual([]);
  expect(found.knownPathWithoutItsParameters).toEqual(['Expected 2 arguments, but got 1.']);
}, 60_000);
