// Writes generated/ from spec/: openapi-typescript types, each document bundled to JSON (external
// $refs pulled in) so code that walks it — in Node or a browser — imports it without a file system, and
// each document's validators compiled ahead of time (ajv standalone code, see generate-validators.ts). With --check, writes nothing and exits 1 when generated/ differs from what spec/
// produces, so CI catches a spec change whose outputs were not rebuilt.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import openapiTS, { astToString, NEVER } from 'openapi-typescript';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { OpenApiDocument } from '../contract/documents.ts';
import { renderValidators } from './generate-validators.ts';

const documents = [
  {
    spec: 'spec/openapi.yaml',
    types: 'generated/openapi.ts',
    json: 'generated/openapi.json',
    validators: 'generated/openapi.validators',
    id: 'urn:cronjobs-kit:openapi',
  },
  {
    spec: 'spec/mock-control.yaml',
    types: 'generated/mock-control.ts',
    json: 'generated/mock-control.json',
    validators: 'generated/mock-control.validators',
    id: 'urn:cronjobs-kit:mock-control',
  },
];

const { values: flags } = parseArgs({ options: { check: { type: 'boolean' }, root: { type: 'string' } } });
// --root points at another checkout (the drift test uses a temporary copy).
const root = flags.root ? pathToFileURL(`${flags.root.replace(/\/$/, '')}/`) : new URL('../', import.meta.url);
const check = flags.check ?? false;

const isAcceptingNothing = (schema: object): boolean => {
  const not = (schema as { not?: unknown }).not;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
};

async function renderTypes(spec: string): Promise<string> {
  const ast = await openapiTS(new URL(spec, root), {
    alphabetize: true,
    defaultNonNullable: false,
    // `not: {}` accepts nothing (a field refused for one schedule type): TypeScript's `never`, where
    // openapi-typescript would write `unknown` and let the field through.
    transform: (schema) => (isAcceptingNothing(schema) ? NEVER : undefined),
  });
  return `// generated — do not edit. Source: ${spec}. Rebuild with \`npm run generate\`.\n\n${astToString(ast)}`;
}

async function bundled(spec: string): Promise<Record<string, unknown>> {
  const config = await createConfig({});
  const result = await bundle({ ref: fileURLToPath(new URL(spec, root)), config });
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`${spec} does not bundle: ${errors.map((e) => e.message).join('; ')}`);
  return {
    'x-generated': `generated — do not edit. Source: ${spec}. Rebuild with npm run generate.`,
    ...result.bundle.parsed,
  };
}

async function renderJson(spec: string): Promise<string> {
  return `${JSON.stringify(await bundled(spec), null, 2)}\n`;
}

// JavaScript, not TypeScript: Node would strip the types of these large modules again at every start.
async function renderValidatorModule(spec: string, id: string): Promise<string> {
  const code = await renderValidators((await bundled(spec)) as unknown as OpenApiDocument, id);
  return `// generated — do not edit. Source: ${spec}. Rebuild with \`npm run generate\`.\n${code}`;
}

const validatorDeclarations = (
  spec: string,
) => `// generated — do not edit. Source: ${spec}. Rebuild with \`npm run generate\`.
import type { CompiledValidator } from '../contract/schema-validator.ts';

/** A validator per schema pointer the code validates at (see scripts/generate-validators.ts). */
export declare const validators: Readonly<Record<string, CompiledValidator>>;
/** The same for request bodies (and the schemas serving them), filling in defaults as they validate. */
export declare const defaultingValidators: Readonly<Record<string, CompiledValidator>>;
`;

let drift = 0;
await mkdir(new URL('generated/', root), { recursive: true });
for (const { spec, types, json, validators, id } of documents) {
  const outputs = [
    [types, await renderTypes(spec)],
    [json, await renderJson(spec)],
    [`${validators}.js`, await renderValidatorModule(spec, id)],
    [`${validators}.d.ts`, validatorDeclarations(spec)],
  ] as const;
  for (const [out, wanted] of outputs) {
    const target = new URL(out, root);
    if (check) {
      const current = await readFile(target, 'utf8').catch(() => null);
      if (current !== wanted) {
        drift++;
        console.error(`${out} differs from what ${spec} produces: run \`npm run generate\` and commit both.`);
      }
    } else {
      await writeFile(target, wanted);
      console.log(`wrote ${out}`);
    }
  }
}
if (check && drift === 0) console.log(`generated/ matches spec/ (${documents.length * 4} files)`);
process.exitCode = drift ? 1 : 0;
