// The one ajv configuration the kit validates with. `npm run generate` uses it to write the standalone
// validators in generated/ (so nothing compiles a schema at run time: no `new Function`, no ajv in the
// browser); tests use it to compile schemas the spec does not hold.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from '../contract/documents.ts';
import type { CompiledSchemas, CompiledValidator, SchemaRef } from '../contract/schema-validator.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

// OpenAPI keywords that are not JSON Schema vocabulary but may sit inside schemas.
const openApiKeywords = ['discriminator', 'xml', 'externalDocs', 'example', 'x-provenance', 'x-generated', 'x-error-detail'];

/**
 * verbose: errors carry `parentSchema`, which the wording reads for `x-error-detail`; messages: false —
 * contract/violation-wording.ts words every error itself, so ajv's English would only weigh on the bundle.
 */
export function createAjv(useDefaults: boolean, extra: Options = {}): Ajv2020 {
  // validateSchema: false — the documents are checked against the OpenAPI 3.1 meta-schema by `npm run lint:spec`.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, useDefaults, validateSchema: false, verbose: true, messages: false, ...extra });
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  // The document root is not a schema; only the pointers we compile are.
  for (const keyword of ['openapi', 'info', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'jsonSchemaDialect'])
    ajv.addKeyword(keyword);
  return addFormats(ajv);
}

/** Compiles at run time, on demand, any pointer into `document` (Node-side only: ajv uses `new Function`). */
export function compileSchemas(document: OpenApiDocument, id: string): CompiledSchemas {
  const compilers = [createAjv(false), createAjv(true)] as const;
  for (const ajv of compilers) ajv.addSchema({ ...document, $id: id }, id);
  const caches = [new Map<SchemaRef, CompiledValidator>(), new Map<SchemaRef, CompiledValidator>()] as const;
  return {
    find(ref, withDefaults) {
      const which = withDefaults ? 1 : 0;
      let fn = caches[which].get(ref);
      if (!fn) caches[which].set(ref, (fn = compilers[which].compile({ $ref: `${id}${ref}` }) as CompiledValidator));
      return fn;
    },
  };
}
