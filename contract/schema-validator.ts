// Validates values against schemas of an OpenAPI 3.1 document with the validators `npm run generate`
// compiled ahead of time from spec/ (ajv standalone code in generated/), so the mock (requests) and the
// conformance suite (responses) share one reading of spec/, nobody keeps a hand-written copy of a schema,
// and nothing compiles a schema at run time (no `new Function`: the MSW core runs under a strict CSP).
import { escapePointerToken } from './spec-walker.ts';
import { wordingOf, type ErrorObject } from './violation-wording.ts';

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

/** An ajv validate function: true when valid, else its `errors` say why. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: readonly ErrorObject[] | null };

/** Where validators come from: generated/ (see `precompiled`), or a run-time compile in tests. */
export interface CompiledSchemas {
  find(ref: SchemaRef, withDefaults: boolean): CompiledValidator | undefined;
}

/** The shape of a generated `generated/*.validators.js` module. */
export interface GeneratedValidators {
  readonly validators: Readonly<Record<string, CompiledValidator>>;
  readonly defaultingValidators: Readonly<Record<string, CompiledValidator>>;
}

export function precompiled(module: GeneratedValidators): CompiledSchemas {
  return {
    find: (ref, withDefaults) => {
      const table = withDefaults ? module.defaultingValidators : module.validators;
      return Object.hasOwn(table, ref) ? table[ref] : undefined;
    },
  };
}

function pointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  // A discriminator's error is about its tag property (params.tag names it).
  const child = (params.missingProperty ??
    params.additionalProperty ??
    params.unevaluatedProperty ??
    (error.keyword === 'discriminator' ? params.tag : undefined)) as string | undefined;
  const escaped = child === undefined ? '' : `/${escapePointerToken(child)}`;
  return `${error.instancePath}${escaped}`;
}

/** Turns ajv's errors into violations, dropping the summary errors that only repeat a nested one. */
function toViolations(errors: readonly ErrorObject[] | null | undefined): Violation[] {
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const error of errors ?? []) {
    // Summaries of a failure inside a branch, which is reported on its own (a oneOf that several branches matched is not).
    if (
      error.keyword === 'if' ||
      error.keyword === 'anyOf' ||
      (error.keyword === 'oneOf' && !(error.params as { passingSchemas?: unknown }).passingSchemas)
    )
      continue;
    // A missing or unknown tag: the body's own schema for the tag (required, enum) says so in its words,
    // and the discriminator's error is kept only when nothing else does.
    if (
      error.keyword === 'discriminator' &&
      errors!.some((other) => other.keyword !== 'discriminator' && pointerOf(other) === pointerOf(error))
    )
      continue;
    const violation = { pointer: pointerOf(error), detail: wordingOf(error) };
    const key = `${violation.pointer}\u0000${violation.detail}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(violation);
    }
  }
  return out;
}

export function createSchemaValidator(schemas: CompiledSchemas, name = 'the document'): SchemaValidator {
  function run(withDefaults: boolean, ref: SchemaRef, value: unknown): Violation[] {
    const fn = schemas.find(ref, withDefaults);
    // A pointer the generator did not see in the document: a code change asks for a new one.
    if (!fn)
      throw new Error(
        `no ${withDefaults ? 'defaulting ' : ''}validator generated for ${ref} in ${name}: run \`npm run generate\``,
      );
    return fn(value) ? [] : toViolations(fn.errors);
  }
  return {
    validate: (ref, value) => run(false, ref, value),
    validateWithDefaults: (ref, value) => run(true, ref, value),
  };
}
