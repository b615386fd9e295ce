// Lints the rule catalogue, as test262 lints its metadata: ids, titles, profiles, sources, coverage of
// every spec operation and of every behavioural statement of the seed.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadCatalogue, ruleFiles } from '../../conformance/runner/catalogue.ts';
import { seedRefs, seedStatements } from '../../conformance/runner/seed-statements.ts';
import { at, operations } from '../../conformance/harness/spec/spec-document.ts';
import {
  everyJobOperation,
  everyOperation,
  everyReadOperation,
} from '../../conformance/harness/rule/operations-in-scope.ts';
import { families, isOperationScope, operationIdsOf, type RuleMeta } from '../../conformance/harness/rule/rule-meta.ts';

const catalogue = await loadCatalogue();
const seedText = readFileSync(new URL('../../spec/seed/cron-job-service-spec.md', import.meta.url), 'utf8');

const refs = seedRefs(seedText);
const namedOperations = ({ operations = [] }: RuleMeta) => (isOperationScope(operations) ? [] : operations);

describe('the rule catalogue', () => {
  test('has one rule per file', () => {
    expect(catalogue.length).toBe(ruleFiles().length);
    expect(new Set(catalogue.map((e) => e.file)).size).toBe(catalogue.length);
  });

  test('has unique, well-formed ids from the closed family list', () => {
    const ids = catalogue.map((e) => e.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(new RegExp(`^(${families.join('|')})-\\d{3}$`));
  });

  test.each(catalogue.map((e) => [e.meta.id, e] as const))(
    '%s has a title that states a behaviour',
    (_, { meta, file }) => {
      expect(meta.title).toMatch(/^[a-z]/);
      expect(meta.title).not.toMatch(/\bshould\b|\btests?\b|\bchecks?\b/i);
      expect(meta.title.length).toBeLessThanOrEqual(100);
      expect(basename(file)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.rule\.ts$/);
    },
  );

  test.each(catalogue.map((e) => [e.meta.id, e] as const))(
    '%s has a valid profile, source and needs',
    (_, { meta }) => {
      expect(['core', 'full']).toContain(meta.profile);
      if ('seed' in meta.source)
        expect(refs, `seed §${meta.source.seed} is not a section of the seed`).toContain(meta.source.seed);
      else
        expect(
          at(meta.source.spec.split(' ')[0]!),
          `${meta.source.spec} does not resolve in spec/openapi.yaml`,
        ).toBeDefined();
      for (const need of meta.needs ?? []) expect(['second-key', 'write', 'job-id', 'list']).toContain(need);
      for (const op of operationIdsOf(meta)) expect(operations.map((o) => o.operationId)).toContain(op);
    },
  );

  // A rule over every operation (AUTH-001) covers an operation the spec gains without a line of its own, so
  // it does not count here: each operation needs a rule that names it, for what that operation does.
  test('covers every operation of the spec with at least one rule that names it', () => {
    const named = new Set<string>(catalogue.flatMap((e) => namedOperations(e.meta)));
    expect(operations.map((o) => o.operationId).filter((id) => !named.has(id))).toEqual([]);
  });

  test('takes a scope of the spec (every operation, every one on a job, every read) by its name, never by a copy', () => {
    const scopes = [everyOperation, everyJobOperation, everyReadOperation].map((s) => s.operationIds.toSorted());
    for (const { meta } of catalogue) expect(scopes, meta.id).not.toContainEqual(namedOperations(meta).toSorted());
  });

  test('covers every behavioural statement of the seed with a core rule', () => {
    const cited = new Set(
      catalogue
        .filter((e) => e.meta.profile === 'core' && 'seed' in e.meta.source)
        .map((e) => (e.meta.source as { seed: string }).seed),
    );
    for (const { ref } of seedStatements) expect(refs, `seed statement ${ref} is not in the seed`).toContain(ref);
    expect(seedStatements.filter(({ ref }) => !cited.has(ref)).map((s) => s.ref)).toEqual([]);
  });

  test('cites the seed only from core rules when the seed states the behaviour, and core rules cite no decided-only element', () => {
    // A core rule may cite the spec only for the any-5xx rule, which holds in every profile.
    for (const { meta } of catalogue.filter((e) => e.meta.profile === 'core' && 'spec' in e.meta.source))
      expect(meta.source).toEqual({ spec: '#/components/responses/InternalError' });
  });
});
