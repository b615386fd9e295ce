// Renders a document's validators as one self-contained ES module: ajv's standalone code for every
// schema pointer the code can ask for, bundled (rolldown) with the few runtime helpers it requires
// (ajv-formats' formats, ajv's ucs2length) so the module imports nothing, compiles nothing at run time
// and runs in Node and under a browser's `script-src 'self'`.
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '../contract/documents.ts';
import { escapePointerToken } from '../contract/spec-walker.ts';
import { createAjv, withoutDiscriminatorMappings } from './schema-compiler.ts';

// CommonJS: the function arrives as the default export or under it, depending on the loader.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ?? standaloneCodeModule) as (
  ajv: ReturnType<typeof createAjv>,
  exports: Record<string, string>,
) => string;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * Every pointer a caller may validate at: each component schema, and the `schema` of every parameter,
 * header and media type (paths, webhooks, components), as the operation table and the response judge
 * name them. `bodies` are the request-body schemas, which are also validated with defaults filled in.
 */
export function schemaPointers(document: OpenApiDocument): { all: string[]; bodies: string[] } {
  const all: string[] = [];
  const bodies: string[] = [];
  const walk = (node: Node, pointer: string) => {
    for (const [key, value] of Object.entries(node)) {
      // Examples are data, not descriptions: a `schema` key inside one is not a schema.
      if (key === 'example' || key === 'examples' || !isNode(value)) continue;
      const at = `${pointer}/${escapePointerToken(key)}`;
      if (at === '#/components/schemas') {
        for (const name of Object.keys(value)) all.push(`${at}/${escapePointerToken(name)}`);
      } else if (key === 'schema') {
        all.push(at);
        if (
          /^#\/components\/requestBodies\/[^/]+\/content\/[^/]+\/schema$|\/requestBody\/content\/[^/]+\/schema$/.test(
            at,
          )
        )
          bodies.push(at);
      } else walk(value, at);
    }
  };
  walk(document as unknown as Node, '#');
  return { all: [...new Set(all)].sort(), bodies: [...new Set(bodies)].sort() };
}

// Keywords that do not change what a schema accepts: a `$ref` beside only these validates as its target.
const annotations = new Set(['$ref', 'description', 'summary', 'title', 'example', 'examples', 'x-provenance']);

function at(document: OpenApiDocument, pointer: string): unknown {
  let node: unknown = document;
  for (const token of pointer.slice(2).split('/'))
    node = isNode(node) ? node[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return node;
}

/**
 * The pointer whose validator serves `pointer`: a schema that only refers elsewhere (most response and
 * parameter schemas) is served by its target's. Compiling each such pointer on its own would copy the
 * target's code once per pointer (ajv does not share it across roots reached through different paths).
 */
function servedBy(document: OpenApiDocument, pointer: string): string {
  const seen = new Set<string>();
  for (let current = pointer; ; ) {
    const node = at(document, current);
    if (!isNode(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/') || seen.has(current))
      return current;
    if (!Object.keys(node).every((key) => annotations.has(key))) return current;
    seen.add(current);
    current = node.$ref;
  }
}

function standalone(document: OpenApiDocument, id: string, pointers: readonly string[], useDefaults: boolean): string {
  // inlineRefs: false — a referenced schema becomes one shared function instead of a copy per pointer.
  const ajv = createAjv(useDefaults, { code: { source: true, esm: true }, inlineRefs: false });
  ajv.addSchema({ ...withoutDiscriminatorMappings(document), $id: id }, id);
  const exports: Record<string, string> = {};
  // Named by their place in the document (not wrapped in `{ $ref }` schemas of their own), so every
  // pointer compiles against the one document and a shared component schema becomes one function.
  for (const [i, pointer] of pointers.entries()) exports[`v${i}`] = `${id}${pointer}`;
  return standaloneCode(ajv, exports);
}

/** The module's text (no header): `validators` and `defaultingValidators`, keyed by pointer. */
export async function renderValidators(document: OpenApiDocument, id: string): Promise<string> {
  const { all, bodies } = schemaPointers(document);
  const targets = (pointers: readonly string[]) =>
    [...new Set(pointers.map((pointer) => servedBy(document, pointer)))].sort();
  const plainTargets = targets(all);
  const defaultingTargets = targets(bodies);
  const table = (from: string, pointers: readonly string[], compiled: readonly string[]) =>
    `{\n${pointers.map((pointer) => `  ${JSON.stringify(pointer)}: ${from}.v${compiled.indexOf(servedBy(document, pointer))},`).join('\n')}\n}`;
  const modules: Record<string, string> = {
    '\0entry': [
      "import * as plain from '\0plain';",
      "import * as defaulting from '\0defaulting';",
      `export const validators = ${table('plain', all, plainTargets)};`,
      // Keyed by the bodies and what serves them (`#/components/schemas/JobCreate`), so either name works.
      `export const defaultingValidators = ${table('defaulting', [...new Set([...bodies, ...defaultingTargets])].sort(), defaultingTargets)};`,
    ].join('\n'),
    '\0plain': standalone(document, id, plainTargets, false),
    '\0defaulting': standalone(document, id, defaultingTargets, true),
  };
  const bundle = await rolldown({
    input: '\0entry',
    // The helpers come from this checkout's node_modules, whichever checkout --root names.
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    platform: 'browser',
    logLevel: 'warn',
    plugins: [
      {
        name: 'standalone-sources',
        resolveId: (source) => (source in modules ? source : null),
        load: (id) => modules[id] ?? null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  if (output.length !== 1) throw new Error(`validators bundled into ${output.length} chunks, expected one`);
  const code = output[0]!.code;
  // The point of generating: the module must neither import nor evaluate code at run time.
  // ajv's helpers keep their own source as a string (`ucs2length.code = "require(…)"`): not a call.
  const offending = /^\s*import\b|(?<!")\brequire\(|\bnew Function\(|\beval\(/m.exec(code);
  if (offending)
    throw new Error(
      `generated validators still import or evaluate code: …${code.slice(offending.index, offending.index + 80)}`,
    );
  return code;
}
