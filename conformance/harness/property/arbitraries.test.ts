// The generators are built from the spec; here the spec's own validator judges them, so a generator that
// drifts from the schema fails here, not against a correct server.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { serviceValidator as validator } from '../../../contract/validators.ts';
import { invalidBody, validBody } from './arbitraries.ts';

const options = (profile: 'core' | 'full') => ({
  profile,
  namePrefix: 'cjk-test-',
  targetUrl: 'https://example.com/cronjobs-kit-conformance',
});
const violations = (body: unknown) => validator.validate('#/components/schemas/JobCreate', body);

describe.each(['core', 'full'] as const)('%s profile generators', (profile) => {
  test('valid bodies satisfy JobCreate and carry the prefix', () => {
    fc.assert(
      fc.property(validBody(options(profile)), (body) => {
        expect(violations(body)).toEqual([]);
        expect(String(body.name).startsWith('cjk-test-')).toBe(true);
      }),
      { numRuns: 300, seed: 1 },
    );
  });

  test('invalid bodies break JobCreate where they say', () => {
    fc.assert(
      fc.property(invalidBody(options(profile)), ({ body, field }) => {
        const found = violations(body);
        expect(found.length).toBeGreaterThan(0);
        if (field !== undefined) expect(found.map((v) => v.pointer)).toContain(`/${field}`);
      }),
      { numRuns: 300, seed: 2 },
    );
  });
});

test('core valid bodies use only seed fields', () => {
  fc.assert(
    fc.property(validBody(options('core')), (body) => {
      expect(Object.keys(body).sort()).toEqual([
        'interval_seconds',
        'method',
        'name',
        'notify_on_failure',
        'schedule_type',
        'url',
      ]);
      expect(body.method).toBe('GET');
      expect([3600, 86400]).toContain(body.interval_seconds);
    }),
    { numRuns: 100, seed: 3 },
  );
});
