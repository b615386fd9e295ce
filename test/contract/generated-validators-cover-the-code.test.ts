import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import * as control from '../../generated/mock-control.validators.js';
import * as service from '../../generated/openapi.validators.js';
import { operationTable } from '../../contract/operation-table.ts';

// The mock asks for a validator by the pointer its operation table names; one the generator did not
// write would throw on the first request that reaches it, so every one must be there beforehand.
describe.each([
  ['spec/openapi.yaml', serviceDocument, service],
  ['spec/mock-control.yaml', controlDocument, control],
])('%s', (_name, document, generated) => {
  const { operations } = operationTable(document);

  test('has a validator for every parameter of every operation', () => {
    const refs = operations.flatMap((op) => op.parameters.map((p) => p.schemaRef));
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => typeof generated.validators[ref] !== 'function')).toEqual([]);
  });

  test('has a defaulting validator for every request body', () => {
    const refs = operations.flatMap((op) => [...(op.body?.mediaTypes.values() ?? [])]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => typeof generated.defaultingValidators[ref] !== 'function')).toEqual([]);
  });
});

test('a defaulting validator fills in the defaults; the plain one leaves the value alone', () => {
  const body = () => ({ name: 'n', url: 'https://hooks.example/x', schedule_type: 'interval', interval_seconds: 60 });
  const plain = body();
  expect(service.validators['#/components/schemas/JobCreate']!(plain)).toBe(true);
  expect(plain).toEqual(body());
  const filled: Record<string, unknown> = body();
  expect(service.defaultingValidators['#/components/schemas/JobCreate']!(filled)).toBe(true);
  expect(filled).toMatchObject({ method: 'GET', notify_on_failure: false, timeout_seconds: 30 });
});
