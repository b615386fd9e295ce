// The lock on the control plane (spec/mock-control.yaml securitySchemes.ControlToken): with a control
// token every /__mock request needs it as a Bearer token; without one the control API stays open.
import { describe, expect, test } from 'vitest';
import { createTestMock } from '../support/clients.ts';

const token = 'c0ntrol-T0ken_x';

describe('control token', () => {
  test.each([
    ['no Authorization header', undefined, 'Bearer realm="cronjobs-mock control"'],
    ['another scheme', `Basic ${btoa(`u:${token}`)}`, 'Bearer realm="cronjobs-mock control"'],
    ['an empty Bearer', 'Bearer ', 'Bearer realm="cronjobs-mock control"'],
    ['Bearer inside another word', `XBearer ${token}`, 'Bearer realm="cronjobs-mock control"'],
    ['the token followed by more words', `Bearer ${token} more`, 'Bearer realm="cronjobs-mock control"'],
    ['a wrong token', 'Bearer wrong', 'Bearer realm="cronjobs-mock control", error="invalid_token"'],
    [
      'the token with a character more',
      `Bearer ${token}x`,
      'Bearer realm="cronjobs-mock control", error="invalid_token"',
    ],
    [
      'a prefix of the token',
      `Bearer ${token.slice(0, -1)}`,
      'Bearer realm="cronjobs-mock control", error="invalid_token"',
    ],
    [
      'the token in another case',
      `Bearer ${token.toUpperCase()}`,
      'Bearer realm="cronjobs-mock control", error="invalid_token"',
    ],
  ])('%s is 401 with a Bearer challenge', async (_name, authorization, challenge) => {
    const { send } = createTestMock({ controlToken: token });
    const answer = await send({
      path: '/__mock/accounts',
      key: null,
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toBe(challenge);
    expect(answer.body).toMatchObject({ title: 'Unauthorized', status: 401 });
    // The detail says which of the two it is: no token sent, or not the right one.
    expect(answer.body.detail).toMatch(
      challenge.includes('invalid_token')
        ? /is not the one this mock was started with/
        : /send it as "Authorization: Bearer TOKEN"/,
    );
    expect(answer.text).not.toContain('key-a');
  });

  test.each([`Bearer ${token}`, `bearer ${token}`, `Bearer  ${token} `])('%j is let in', async (authorization) => {
    const { send } = createTestMock({ controlToken: token });
    const answer = await send({ path: '/__mock/accounts', key: null, headers: { Authorization: authorization } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((a: { api_key: string }) => a.api_key)).toEqual(['key-a', 'key-b']);
  });

  test('every control operation is locked, an unknown control path too; the service API is not', async () => {
    const { send } = createTestMock({ controlToken: token });
    expect((await send({ method: 'POST', path: '/__mock/reset', key: null })).status).toBe(401);
    expect(
      (await send({ method: 'POST', path: '/__mock/clock/advance', key: null, body: { seconds: 60 } })).status,
    ).toBe(401);
    expect((await send({ path: '/__mock/nothing-here', key: null, unchecked: true })).status).toBe(401);
    expect((await send({ path: '/v1/jobs', key: 'key-a' })).status).toBe(200);
  });

  test.each(['', 'two words'])('a control token %j that could never be sent is refused at start', (bad) => {
    expect(() => createTestMock({ controlToken: bad })).toThrow(/control token/);
  });

  test('without a token the control API is open', async () => {
    const { send } = createTestMock();
    expect((await send({ path: '/__mock/accounts', key: null })).status).toBe(200);
  });

  test('a preflight needs no token and allows the Authorization header', async () => {
    const { send } = createTestMock({ controlToken: token });
    const answer = await send({
      method: 'OPTIONS',
      path: '/__mock/accounts',
      key: null,
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
      unchecked: true,
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-headers']?.split(', ')).toContain('Authorization');
  });
});
