import { describe, expect, test } from 'vitest';
import { controlDocument, serviceDocument } from '../../contract/documents.ts';
import { createSchemaValidator } from '../../contract/schema-validator.ts';
import { compileSchemas } from '../../scripts/schema-compiler.ts';
import { examplesOf } from './document-walk.ts';

// Prism serves these examples and the README quotes them: an invalid one would teach clients a lie.
describe.each([
  ['spec/openapi.yaml', serviceDocument],
  ['spec/mock-control.yaml', controlDocument],
])('%s', (name, document) => {
  // Compiled here: examples sit on property schemas too, which the generated validators do not export.
  const validator = createSchemaValidator(compileSchemas(document, `urn:test:${name}`));
  const cases = [...examplesOf(document)];

  test('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  test.each(cases.map((c) => [c.at, c] as const))('%s matches its schema', (_at, c) => {
    expect(validator.validate(c.schema, c.value)).toEqual([]);
  });
});

describe('the example walk', () => {
  test('finds an invalid example', () => {
    const broken = structuredClone(serviceDocument) as typeof serviceDocument & {
      components: { examples: { JobCreateMinimal: { value: Record<string, unknown> } } };
    };
    broken.components.examples.JobCreateMinimal.value.interval_seconds = 5;
    const validator = createSchemaValidator(compileSchemas(broken, 'urn:test:broken'));
    const failures = [...examplesOf(broken)].filter((c) => validator.validate(c.schema, c.value).length > 0);
    expect(failures.map((f) => f.at)).toContain(
      '#/paths/~1v1~1jobs/post/requestBody/content/application~1json/examples/minimal',
    );
  });
});
