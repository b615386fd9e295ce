// A fault is pinned where it happened (issue 35, item 8). A service whose first list after a delete answers
// 500 makes every rule that lists after some rule's clean-up meet it. The report names the fault once — the
// operation and its answer, the rule that first met it, the requests before it on that account (the DELETE
// among them) — and each rule that met it points there; a property rule that met it does not claim its
// input as the cause unless sending that input again fails again. Every request is recorded, clean-ups too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { temporaryFolders } from '../../lab/temporary-dir.ts';
import { runConformance } from '../run.ts';
import { KEYS, startBrokenMock, type Target } from './fault-runner.ts';

const started: Target[] = [];
afterAll(() => Promise.all(started.map((t) => t.close())));
const folder = temporaryFolders('cjk-pinning-');

test('a 500 on the first list after a delete is one fault, with the delete before it; rules point to it', async () => {
  const target = await startBrokenMock('list-500-after-delete');
  started.push(target);
  const record = join(folder(), 'run.har');
  const report = await runConformance({
    baseUrl: target.url,
    apiKey: KEYS[0],
    secondApiKey: KEYS[1],
    profile: 'core',
    seed: 35,
    cases: 10,
    record,
  });
  expect(report.faults.map((f) => f.signature)).toEqual(['GET /v1/jobs → 500']);
  const [fault] = report.faults;
  expect(fault!.before.some((line) => line.method === 'DELETE')).toBe(true);
  const failed = report.rules.filter((r) => r.status === 'failed');
  expect(failed.length).toBeGreaterThan(0);
  for (const rule of failed.filter((r) => r.check === '5xx')) expect(rule.fault, rule.id).toBe('F1');
  expect(fault!.rules.sort()).toEqual(
    failed
      .filter((r) => r.fault === 'F1')
      .map((r) => r.id)
      .sort(),
  );
  const prop = report.rules.find((r) => r.id === 'PROP-003');
  if (prop?.status === 'failed') expect(prop.detail).toMatch(/not shown to be the cause|failed again/);
  // Every request is recorded: the clean-ups' DELETEs as well as the rules' own.
  const har = JSON.parse(readFileSync(record, 'utf8')) as { log: { entries: { request: { method: string } }[] } };
  const deletes = har.log.entries.filter((e) => e.request.method === 'DELETE').length;
  expect(deletes).toBeGreaterThan(20);
});
