// Issue 5 item 4: the core profile assumes nothing the seed leaves open. An independent implementation
// written from the seed alone (selftest/seed-server), which chooses differently on every open point —
// 200 and `{"job": …}` for a create, integer or UUID ids, `{"items", "total"}` or a bare array, oldest
// first, 403 with text or JSON for auth failures, `{"error"}` bodies, validation before auth — passes core
// with zero failures (selftest/correct-servers.test.ts, a row per way of choosing), while the full
// profile, which holds it to spec/openapi.yaml, fails it (here).
import { expect, test } from 'vitest';
import { startSeedServer } from '../../conformance/selftest/seed-server/index.ts';
import { runConformance } from '../../conformance/run.ts';

test('fails the full profile, which holds it to the decisions of spec/openapi.yaml', async () => {
  const server = await startSeedServer({ keys: ['k1', 'k2'] });
  try {
    const report = await runConformance({
      baseUrl: server.url,
      apiKey: 'k1',
      secondApiKey: 'k2',
      profile: 'full',
      seed: 1,
      only: ['AUTH-001', 'BODY-001', 'SCHEMA-'],
    });
    expect(report.rules.find((r) => r.id === 'AUTH-001')?.detail).toMatch(/expected 401, got 403/);
    expect(report.rules.find((r) => r.id === 'BODY-001')?.status).toBe('failed');
  } finally {
    await server.close();
  }
});
