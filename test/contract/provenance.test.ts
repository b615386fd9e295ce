import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';

// The conformance core profile trusts x-provenance to tell seed statements from our decisions, so
// the marks must be complete, point at real seed sections, and cover every constraint keyword.
interface Provenance {
  seed?: { section: string; rule?: number; keywords?: string[] };
  decided?: { reason: string; keywords?: string[] };
}

const seed = readFileSync(new URL('../../spec/seed/cron-job-service-spec.md', import.meta.url), 'utf8');
const schemas = serviceDocument.components.schemas as Record<string, Record<string, unknown>>;
const provenanceOf = (node: unknown) => (node as { 'x-provenance'?: Provenance })['x-provenance'];

/** The text of a seed section, from its heading to the next heading of the same or higher level. */
function seedSection(section: string): string | undefined {
  const lines = seed.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#{2,3} ${section.replace('.', '\\.')}[. ]`).test(line));
  if (start < 0) return undefined;
  const level = lines[start]!.indexOf(' ');
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const operations = [
  ...Object.entries(serviceDocument.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => ['get', 'post', 'patch', 'delete'].includes(m))
      .map(([m, op]) => [`${m.toUpperCase()} ${path}`, op] as const),
  ),
  ...Object.entries(serviceDocument.webhooks ?? {}).map(
    ([name, item]) => [`webhook ${name}`, (item as { post: unknown }).post] as const,
  ),
];

const marked: Array<[string, Provenance]> = [];
(function collect(node: unknown, at: string) {
  if (node === null || typeof node !== 'object') return;
  const p = provenanceOf(node);
  if (p) marked.push([at, p]);
  for (const [key, child] of Object.entries(node)) if (key !== 'x-provenance') collect(child, `${at}/${key}`);
})(serviceDocument, '#');

describe('provenance', () => {
  test.each(operations)('%s is marked', (_name, operation) => {
    const p = provenanceOf(operation);
    expect(p?.seed ?? p?.decided).toBeDefined();
  });

  test.each(marked)('%s cites a real seed section and gives reasons', (_at, p) => {
    if (p.seed) {
      const text = seedSection(p.seed.section);
      expect(text, `seed §${p.seed.section}`).toBeDefined();
      if (p.seed.rule !== undefined) expect(text).toMatch(new RegExp(`^${p.seed.rule}\\. `, 'm'));
    }
    if (p.decided) expect(p.decided.reason.length).toBeGreaterThan(10);
  });

  // Keywords that constrain a value; a schema's own prose and extensions do not.
  const annotation = /^(description|title|examples|default|\$ref|x-.*)$/;
  const jobCreate = schemas.JobCreate as { properties: Record<string, { $ref: string }> };
  const fieldSchemas = Object.entries(jobCreate.properties).map(
    ([field, prop]) => [field, schemas[prop.$ref.split('/').pop()!]!] as const,
  );

  test.each(fieldSchemas)('every constraint on %s is marked seed or decided', (_field, schema) => {
    const p = provenanceOf(schema)!;
    const covered = new Set([...(p.seed?.keywords ?? []), ...(p.decided?.keywords ?? [])]);
    const constraints = Object.keys(schema).filter((k) => !annotation.test(k));
    expect(constraints.filter((k) => !covered.has(k))).toEqual([]);
  });

  test('the six seed fields of §2 come from the seed, and only they', () => {
    const fromSeed = fieldSchemas
      .filter(([, schema]) => provenanceOf(schema)?.seed?.section === '2')
      .map(([field]) => field);
    expect(fromSeed.sort()).toEqual([
      'interval_seconds',
      'method',
      'name',
      'notify_on_failure',
      'schedule_type',
      'url',
    ]);
    for (const field of fromSeed) expect(seedSection('2')).toContain(`| ${field} |`);
  });

  test('rule 1 is a schema construct marked as seed §2 rule 1', () => {
    // The body is a union on schedule_type; the interval branch carries the seed's rule.
    const schema = schemas.JobCreate as { oneOf: Array<{ $ref: string }> };
    expect(provenanceOf(schema)?.seed).toMatchObject({
      section: '2',
      rule: 1,
      keywords: expect.arrayContaining(['oneOf']),
    });
    expect(schema.oneOf).toContainEqual({ $ref: '#/components/schemas/IntervalSchedule' });
    const interval = schemas.IntervalSchedule as { required: string[]; properties: { schedule_type: unknown } };
    expect(provenanceOf(interval)?.seed).toMatchObject({ section: '2', rule: 1, keywords: ['required'] });
    expect(interval.required).toContain('interval_seconds');
    expect(interval.properties.schedule_type).toEqual({ const: 'interval' });
  });
});
