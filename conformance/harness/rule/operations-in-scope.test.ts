import { expect, test } from 'vitest';
import { authScope, everyOperation, requestFor, unknownJobId, validBodies } from './operations-in-scope.ts';
import { operations } from '../spec/spec-document.ts';

const scope = (full: boolean, readOnly: boolean) =>
  authScope({ full, config: { readOnly } as never }).map((op) => op.operationId);
const validBody = () => ({ name: 'n' });
const ids = (method?: string) => operations.filter((op) => !method || op.method === method).map((op) => op.operationId);

test.each([
  ['core', false, false, ['listJobs', 'createJob']],
  ['core, read-only', false, true, ['listJobs']],
  ['full', true, false, ids()],
  ['full, read-only', true, true, ids('GET')],
])('"every operation" means, in the %s profile, %j', (_, full, readOnly, expected) => {
  expect(scope(full, readOnly).sort()).toEqual([...expected].sort());
});

// The table is typed by the generated operationIds (contract/service-operations.ts): this holds that
// type against the spec as the suite reads it, so an operation the type misses (or a webhook it takes
// for a served one) shows here.
test('a valid request is known for exactly the operations of the spec', () => {
  expect(Object.keys(validBodies).sort()).toEqual([...everyOperation.operationIds].sort());
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
  const pause = operations.find((o) => o.operationId === 'pauseJob')!;
  expect(requestFor({ validBody }, pause, {})).toEqual({
    method: 'POST',
    path: `/v1/jobs/${unknownJobId}/pause`,
    headers: {},
  });
});
