// Query, header and path parameters of an operation, validated against the spec's parameter schemas
// (defaults included) — the spec decides what is valid, this module only turns strings into values.
// @see https://spec.openapis.org/oas/v3.1.1#parameter-object
import type { SchemaValidator } from '../../../contract/schema-validator.ts';
import type { Operation, ParameterSpec } from '../../../contract/operation-table.ts';

export interface ParameterError {
  parameter: string;
  detail: string;
}

export interface ParsedParameters {
  values: Record<string, unknown>;
  /** Violations by location: a bad path parameter names no resource (404), the others are 400. */
  errors: { path: ParameterError[]; query: ParameterError[]; header: ParameterError[] };
}

/** Query strings carry text; a numeric schema wants a number, so integer-looking text becomes one. */
function coerce(raw: string, parameter: ParameterSpec): unknown {
  const type = parameter.schema.type;
  if ((type === 'integer' || type === 'number') && /^[+-]?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

function describe(parameter: ParameterSpec, detail: string): ParameterError {
  return { parameter: parameter.name, detail };
}

export function parseParameters(
  operation: Operation,
  url: URL,
  headers: Pick<Headers, 'get'>,
  pathParams: Record<string, string>,
  validator: SchemaValidator,
): ParsedParameters {
  const values: Record<string, unknown> = {};
  const errors: ParsedParameters['errors'] = { path: [], query: [], header: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    let raw: string | undefined;
    if (parameter.in === 'path') raw = pathParams[parameter.name];
    else if (parameter.in === 'header') raw = headers.get(parameter.name) ?? undefined;
    else {
      const all = url.searchParams.getAll(parameter.name);
      if (all.length > 1) {
        errors.query.push(describe(parameter, 'must be given at most once'));
        continue;
      }
      raw = all[0];
    }
    const bucket = errors[parameter.in];
    if (raw === undefined) {
      if (parameter.required) bucket.push(describe(parameter, 'is required'));
      else if ('default' in parameter.schema) values[parameter.name] = parameter.schema.default;
      continue;
    }
    const value = coerce(raw, parameter);
    const violations = validator.validate(parameter.schemaRef, value);
    if (violations.length > 0) bucket.push(...violations.map((v) => describe(parameter, v.detail)));
    else values[parameter.name] = value;
  }
  return { values, errors };
}
