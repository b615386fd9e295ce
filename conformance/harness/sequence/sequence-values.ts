// The values SEQ-001's commands send: harmless on a real service — the run's target URL (with a query at
// most), the safe methods GET and HEAD (run now calls the target), schedules an hour or more apart and
// yearly cron times (so no scheduled run is due while a sequence runs), names under the run's prefix.
import fc from 'fast-check';
import type { JsonObject } from '../transport/record.ts';

const methods = ['GET', 'HEAD'] as const;
const intervals = [86_400, 3_600, 604_800] as const;
// Yearly times, so no scheduled run is due while the sequence runs (the model counts manual runs only).
const cronExpressions = ['0 3 1 1 *', '30 4 1 7 *'] as const;
const timezones = ['Europe/Berlin', 'UTC', 'Pacific/Auckland'] as const;

const scheduleOfCreate = fc.oneof(
  fc.record({ schedule_type: fc.constant('interval'), interval_seconds: fc.constantFrom(...intervals) }),
  fc.record(
    {
      schedule_type: fc.constant('cron'),
      cron_expression: fc.constantFrom(...cronExpressions),
      timezone: fc.constantFrom(...timezones),
    },
    { requiredKeys: ['schedule_type', 'cron_expression'] },
  ),
);
export const createParams = fc.record(
  {
    method: fc.constantFrom(...methods),
    notify_on_failure: fc.boolean(),
    timeout_seconds: fc.constantFrom(5, 120),
    schedule: scheduleOfCreate,
  },
  { requiredKeys: ['method', 'notify_on_failure', 'schedule'] },
);
const scheduleOfPatch = fc.oneof(
  fc.record({ interval_seconds: fc.constantFrom(...intervals) }),
  fc.record(
    {
      schedule_type: fc.constant('cron'),
      cron_expression: fc.constantFrom(...cronExpressions),
      timezone: fc.constantFrom(...timezones),
    },
    { requiredKeys: ['schedule_type', 'cron_expression'] },
  ),
  fc.record({ schedule_type: fc.constant('interval'), interval_seconds: fc.constantFrom(...intervals) }),
);
export const patchParams = fc
  .record(
    {
      rename: fc.integer({ min: 1, max: 9 }),
      retarget: fc.integer({ min: 1, max: 9 }),
      method: fc.constantFrom(...methods),
      notify_on_failure: fc.boolean(),
      timeout_seconds: fc.constantFrom(10, 60, 300),
      schedule: scheduleOfPatch,
    },
    { requiredKeys: [] },
  )
  .filter((p) => Object.keys(p).length > 0);
export type PatchParams = typeof patchParams extends fc.Arbitrary<infer T> ? T : never;

export type CreateParams = typeof createParams extends fc.Arbitrary<infer T> ? T : never;

/** A patch's body: a new name keeps the job's prefixed name, a new URL is the target URL with a query. */
export function patchBody(baseName: string, targetUrl: string, params: PatchParams): JsonObject {
  const { rename, retarget, schedule, ...rest } = params;
  const body: JsonObject = { ...rest, ...schedule };
  if (rename !== undefined) body.name = `${baseName}-v${rename}`;
  if (retarget !== undefined) {
    const url = new URL(targetUrl);
    url.searchParams.set('cjk-v', String(retarget));
    body.url = url.href;
  }
  return body;
}
