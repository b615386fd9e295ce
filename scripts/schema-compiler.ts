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
const openApiKeywords = ['xml', 'externalDocs', 'example', 'x-provenance', 'x-generated', 'x-error-detail'];

/**
 * verbose: errors carry `parentSchema`, which the wording reads for `x-error-detail`; messages: false —
 * contract/violation-wording.ts words every error itself, so ajv's English would only weigh on the bundle.
 * discriminator: a body that is a union on `schedule_type` (JobCreate) is checked against the branch its
 * tag names only, so a 422 lists that branch's violations, not every branch's.
 */
export function createAjv(useDefaults: boolean, extra: Options = {}): Ajv2020 {
  // validateSchema: false — the documents are checked against the OpenAPI 3.1 meta-schema by `npm run lint:spec`.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    useDefaults,
    validateSchema: false,
    verbose: true,
    messages: false,
    discriminator: true,
    ...extra,
  });
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  // The document root is not a schema; only the pointers we compile are.
  for (const keyword of [
    'openapi',
    'info',
    'servers',
    'paths',
    'webhooks',
    'components',
    'security',
    'tags',
    'jsonSchemaDialect',
  ])
    ajv.addKeyword(keyword);
  return addFormats(ajv);
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document as ajv takes it: ajv derives a discriminator's mapping from each branch's `const` tag and
 * refuses an explicit `mapping`, which OpenAPI tools need (without one, openapi-typescript types the tag
 * as the schema's name). So each mapping is checked against the branches' tags here, then left out.
 */
export function withoutDiscriminatorMappings(document: OpenApiDocument): OpenApiDocument {
  const resolve = (ref: string): Node | undefined => {
    let node: unknown = document;
    for (const token of ref.slice(2).split('/'))
      node = isNode(node) ? node[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    return isNode(node) ? node : undefined;
  };
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'discriminator' && isNode(value) && isNode(value.mapping)) {
        const { mapping, ...rest } = value;
        for (const [tag, ref] of Object.entries(mapping)) {
          const tagSchema = (resolve(String(ref))?.properties as Node | undefined)?.[String(value.propertyName)];
          if (!isNode(tagSchema) || tagSchema.const !== tag)
            throw new Error(
              `discriminator mapping ${tag} → ${String(ref)}: that schema's ${String(value.propertyName)} is not const ${tag}`,
            );
        }
        out[key] = rest;
      } else out[key] = strip(value);
    }
    return out;
  };
  return strip(document) as OpenApiDocument;
}

/** Compiles at run time, on demand, any pointer into `document` (Node-side only: ajv uses `new Function`). */
export function compileSchemas(document: OpenApiDocument, id: string): CompiledSchemas {
  const compilers = [createAjv(false), createAjv(true)] as const;
  for (const ajv of compilers) ajv.addSchema({ ...withoutDiscriminatorMappings(document), $id: id }, id);
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
