// Reads a contract for the guard: YAML or JSON, bundled by @redocly/openapi-core (external $refs pulled
// in, as `npm run generate` does), so the comparison follows only local $refs.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { OpenApiDocument } from '../../contract/documents.ts';

/** A file that cannot be read or is no OpenAPI 3 document: the guard cannot judge, exit 2. */
export class UnreadableContract extends Error {}

export async function loadContract(file: string): Promise<OpenApiDocument> {
  try {
    await readFile(file);
  } catch (error) {
    throw new UnreadableContract(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let parsed: unknown;
  try {
    const result = await bundle({ ref: resolve(file), config: await createConfig({}) });
    const errors = result.problems.filter((p) => p.severity === 'error');
    if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
    parsed = result.bundle.parsed;
  } catch (error) {
    throw new UnreadableContract(`${file} does not parse: ${error instanceof Error ? error.message : String(error)}`);
  }
  const document = parsed as Partial<OpenApiDocument> | null;
  if (
    !document ||
    typeof document !== 'object' ||
    typeof document.openapi !== 'string' ||
    !document.openapi.startsWith('3.')
  )
    throw new UnreadableContract(`${file} is not an OpenAPI 3 document`);
  return { ...document, paths: document.paths ?? {}, components: document.components ?? {} } as OpenApiDocument;
}
