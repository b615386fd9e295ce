// Validates values against schemas of an OpenAPI 3.1 document with ajv (JSON Schema 2020-12), so the
// mock (requests) and the conformance suite (responses) share one compiled reading of spec/ and
// nobody keeps a second, hand-written copy of a schema.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './documents.ts';
import { escapePointerToken } from './spec-walker.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** One violation: where (an RFC 6901 pointer into the value) and what. */
export interface Violation {
  pointer: string;
  detail: string;
}

/** A pointer into the document, e.g. `#/components/schemas/JobCreate`. */
export type SchemaRef = `#/${string}`;

export interface SchemaValidator {
  /** Every violation of `value` against the schema at `ref`; empty when valid. */
  validate(ref: SchemaRef, value: unknown): Violation[];
  /** A validator that also fills in the schema's defaults (mutates `value`). */
  validateWithDefaults(ref: SchemaRef, value: unknown): Violation[];
}

// OpenAPI keywords that are not JSON Schema vocabulary but may sit inside schemas.
const openApiKeywords = ['discriminator', 'xml', 'externalDocs', 'example', 'x-provenance', 'x-generated', 'x-error-detail'];

function createAjv(useDefaults: boolean): Ajv2020 {
  // validateSchema: false — the documents are checked against the OpenAPI 3.1 meta-schema by
  // `npm run lint:spec`; checking them again at run time cost ~45 ms of the mock's start-up.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, useDefaults, validateSchema: false, verbose: true });
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  // The document root is not a schema; only the pointers we compile are.
  for (const keyword of ['openapi', 'info', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'jsonSchemaDialect'])
    ajv.addKeyword(keyword);
  return addFormats(ajv);
}

function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const child = (params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty) as string | undefined;
  const escaped = child === undefined ? '' : `/${escapePointerToken(child)}`;
  return `${error.instancePath}${escaped}`;
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  // A schema may say in words what its pattern or format means (x-error-detail); a regex is no help to a client.
  const worded = (error.parentSchema as { 'x-error-detail'?: string } | undefined)?.['x-error-detail'];
  // `not` too: a field refused in one case (a cron field with schedule_type interval) says why.
  if (worded && (error.keyword === 'pattern' || error.keyword === 'format' || error.keyword === 'not')) return worded;
  if (error.keyword === 'additionalProperties') return 'is not a known field';
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'enum') return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return error.message ?? `breaks ${error.keyword}`;
}

/** Turns ajv's errors into violations, dropping the summary errors that only repeat a nested one. */
function toViolations(errors: readonly ErrorObject[] | null | undefined): Violation[] {
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if' || error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
    const violation = { pointer: pointerOf(error), detail: describe(error) };
    const key = `${violation.pointer}\u0000${violation.detail}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(violation);
    }
  }
  return out;
}

export function createSchemaValidator(document: OpenApiDocument, id = 'urn:cronjobs-kit:openapi'): SchemaValidator {
  const compilers = [createAjv(false), createAjv(true)] as const;
  for (const ajv of compilers) ajv.addSchema({ ...document, $id: id }, id);
  const caches = [new Map<SchemaRef, ValidateFunction>(), new Map<SchemaRef, ValidateFunction>()] as const;

  function run(which: 0 | 1, ref: SchemaRef, value: unknown): Violation[] {
    let fn = caches[which].get(ref);
    if (!fn) {
      fn = compilers[which].compile({ $ref: `${id}${ref}` });
      caches[which].set(ref, fn);
    }
    return fn(value) ? [] : toViolations(fn.errors);
  }
  return {
    validate: (ref, value) => run(0, ref, value),
    validateWithDefaults: (ref, value) => run(1, ref, value),
  };
}
