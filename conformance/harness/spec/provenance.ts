// Reads the spec's `x-provenance` marks so the core profile knows what the seed states and what the spec
// decided. `seed: {section, keywords?, values?, rule?}` — stated by the seed; `decided: {reason, keywords?}`
// — ours. A schema keyword counts as seed-stated only when the seed mark lists it (or the seed mark has no
// keyword list and there is no decided mark).
import { at, isObject, operation, operations, resolve, type Json } from './spec-document.ts';

export interface SeedMark {
  readonly section: string;
  readonly keywords?: readonly string[];
  readonly values?: readonly Json[];
  readonly rule?: number;
}
export interface DecidedMark {
  readonly reason: string;
  readonly keywords?: readonly string[];
}
export interface Provenance {
  readonly seed?: SeedMark;
  readonly decided?: DecidedMark;
}

/** The `x-provenance` of the element at `pointer` (after following its `$ref`). */
export function provenance(pointer: string): Provenance {
  const { value } = resolve(pointer);
  const mark = isObject(value) ? value['x-provenance'] : undefined;
  return isObject(mark) ? (mark as unknown as Provenance) : {};
}

export function isSeedOperation(operationId: string): boolean {
  return provenance(operation(operationId).pointer).seed !== undefined;
}

/** operationIds the seed itself describes (createJob, listJobs). */
export function seedOperationIds(): string[] {
  return operations.filter((op) => isSeedOperation(op.operationId)).map((op) => op.operationId);
}

export type KeywordSource = 'seed' | 'decided' | 'absent';

/** Whether `keyword` of the schema at `schemaPointer` is stated by the seed or decided by us. */
export function keywordSource(schemaPointer: string, keyword: string): KeywordSource {
  const { value } = resolve(schemaPointer);
  if (!isObject(value) || !(keyword in value)) return 'absent';
  const mark = provenance(schemaPointer);
  if (mark.seed?.keywords?.includes(keyword)) return 'seed';
  if (mark.decided?.keywords?.includes(keyword)) return 'decided';
  if (mark.seed && !mark.seed.keywords && !mark.decided) return 'seed';
  return 'decided';
}

export function isSeedKeyword(schemaPointer: string, keyword: string): boolean {
  return keywordSource(schemaPointer, keyword) === 'seed';
}

/** The enum values the seed names for a schema (e.g. `GET` for the method), empty when none. */
export function seedValues(schemaPointer: string): readonly Json[] {
  return provenance(schemaPointer).seed?.values ?? [];
}

export interface CreateField {
  readonly name: string;
  /** Pointer of the field's schema, after `$ref`s: `#/components/schemas/JobName`. */
  readonly schema: string;
  readonly seed: boolean;
}

const createBody = '#/components/schemas/JobCreate';

/** Every field of the create body, marked with whether the seed names it (seed §2 table). */
export function createFields(): CreateField[] {
  const properties = at(`${createBody}/properties`);
  if (!isObject(properties)) return [];
  return Object.keys(properties).map((name) => {
    const schema = resolve(`${createBody}/properties/${name}`).pointer;
    return { name, schema, seed: provenance(schema).seed !== undefined };
  });
}

/** The JSON type of a field as the spec states it (`string`, `integer`, `boolean`). */
export function fieldType(field: CreateField): string {
  const value = at(field.schema);
  return isObject(value) && typeof value.type === 'string' ? value.type : 'unknown';
}

/** A numeric or length bound of a field's schema, or undefined. */
export function bound(
  field: CreateField,
  keyword: 'minimum' | 'maximum' | 'minLength' | 'maxLength',
): number | undefined {
  const value = at(field.schema);
  return isObject(value) && typeof value[keyword] === 'number' ? value[keyword] : undefined;
}

export function enumValues(field: CreateField): readonly Json[] | undefined {
  const value = at(field.schema);
  return isObject(value) && Array.isArray(value.enum) ? value.enum : undefined;
}

/** The create body's required fields as the spec decides them (seed §2 rule 2 leaves them open). */
export function requiredCreateFields(): string[] {
  const required = at(`${createBody}/required`);
  return Array.isArray(required) ? required.map(String) : [];
}

export function createDefaults(): Record<string, Json> {
  const out: Record<string, Json> = {};
  const properties = at(`${createBody}/properties`);
  if (!isObject(properties)) return out;
  for (const [name, schema] of Object.entries(properties))
    if (isObject(schema) && 'default' in schema) out[name] = schema.default as Json;
  return out;
}
