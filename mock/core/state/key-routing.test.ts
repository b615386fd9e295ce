import { expect, test } from 'vitest';
import { keyOnSameRoute, routingPartOf } from './key-routing.ts';

// HAProxy 2.6 `balance hdr(X-API-Key) use_domain_only` (backend.c, get_server_hh): the first value of the
// header; no dot past the first character hashes it whole, otherwise the part before the last dot, after
// the dot before that. The sandbox test checks the same table against the real balancer.
test.each([
  ['dev-key', 'dev-key'],
  ['ck_0f3a', 'ck_0f3a'],
  ['team-a.ck_1', 'team-a'],
  ['team-a.', 'team-a'],
  ['x.team-a.ck_1', 'team-a'],
  ['.team-a.ck_1', 'team-a'],
  ['.team-a', '.team-a'],
  ['team-a,team-b.x', 'team-a'],
  [' padded , other', 'padded'],
])('%j routes by %j', (key, part) => {
  expect(routingPartOf(key)).toBe(part);
});

test('a key made on the same route routes where the old one does, rotated once or many times', () => {
  let key = 'dev-key';
  for (let i = 0; i < 3; i++) {
    key = keyOnSameRoute(key, `ck_${i}`);
    expect(routingPartOf(key)).toBe('dev-key');
  }
  expect(key).toBe('dev-key.ck_2');
});
