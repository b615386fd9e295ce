import { expect, test } from 'vitest';
import { authScope, requestFor, unknownJobId } from './operations-in-scope.ts';

const scope = (full: boolean, readOnly: boolean) =>
  authScope({ full, config: { readOnly } as never }).map((op) => op.operationId);
const validBody = () => ({ name: 'n' });

test.each([
  ['core', false, false, ['listJobs', 'createJob']],
  ['core, read-only', false, true, ['listJobs']],
  [
    'full',
    true,
    false,
    [
      'listJobs',
      'createJob',
      'getJob',
      'deleteJob',
      'updateJob',
      'pauseJob',
      'resumeJob',
      'runJob',
      'listJobRuns',
      'previewSchedule',
    ],
  ],
  ['full, read-only', true, true, ['listJobs', 'getJob', 'listJobRuns']],
])('"every operation" means, in the %s profile, %j', (_, full, readOnly, expected) => {
  expect(scope(full, readOnly).sort()).toEqual([...expected].sort());
});

test('a request for an operation fills the path and, for bodies, sends JSON', () => {
  const op = authScope({ full: true, config: { readOnly: false } as never }).find(
    (o) => o.operationId === 'updateJob',
  )!;
  expect(requestFor({ validBody }, op, { 'X-API-Key': 'k' })).toEqual({
    method: 'PATCH',
    path: `/v1/jobs/${unknownJobId}`,
    headers: { 'Content-Type': 'application/json', 'X-API-Key': 'k' },
    body: '{"name":"renamed"}',
  });
});
