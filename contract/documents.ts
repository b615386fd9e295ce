// The two OpenAPI documents, bundled by `npm run generate`. Imported as JSON so the mock's core and the
// browser (MSW) can validate against them with no file system.
import service from '../generated/openapi.json' with { type: 'json' };
import control from '../generated/mock-control.json' with { type: 'json' };

/** The parts of an OpenAPI document that code walks; the rest stays opaque. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly components: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly webhooks?: Readonly<Record<string, unknown>>;
}

export const serviceDocument: OpenApiDocument = service;
export const controlDocument: OpenApiDocument = control;
