// What the mock says when a test's request was not what it meant (issue 37): a 401 names the header it
// read and what it found there, and — for a mock started with its default account — how keys are given;
// a `Prefer` plainly meant to force an answer but not written `code=NNN` is answered 400 naming the form,
// instead of the real answer the test did not ask for.
import { describe, expect, test } from 'vitest';
import { serviceDocument } from '../../contract/documents.ts';
import { operationTable } from '../../contract/operation-table.ts';
import { createForcedAnswers, misformedPrefer } from '../../mock/core/routes/forced-answer.ts';
import { createMockCore, createVirtualClock } from '../../mock/core/index.ts';
import { createTestMock, sendToCore, startOfTest } from '../support/clients.ts';

const forcedAnswers = createForcedAnswers(serviceDocument, operationTable(serviceDocument).operations);

describe('a 401 says which header it read', () => {
  const withKeys = createTestMock({ apiKeys: ['fe-key'] });
  test.each<[string, Record<string, string>, string]>([
    ['no header', {}, "No X-API-Key header was sent; this API reads the account's key from X-API-Key only."],
    [
      'the key in Authorization',
      { Authorization: 'Bearer fe-key' },
      "No X-API-Key header was sent; this API reads the account's key from X-API-Key only, not from Authorization.",
    ],
    ['an empty header', { 'X-API-Key': ' ' }, 'The X-API-Key header is empty; send the account\u2019s API key in it.'],
    ['a key no account has', { 'X-API-Key': 'dev-key' }, 'No account has the key sent in X-API-Key (fingerprint '],
  ])('%s', async (_, headers, detail) => {
    const answer = await withKeys.send({ path: '/v1/jobs', key: null, headers });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toContain(detail);
    // A mock given its keys says nothing of default keys.
    expect(answer.body.detail).not.toContain('default account');
  });

  test('a mock started with its default account says how keys are given, naming the default key', async () => {
    const mock = createTestMock({ apiKeys: undefined });
    const answer = await mock.send({ path: '/v1/jobs', key: 'fe-key' });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toMatch(
      /^No account has the key sent in X-API-Key \(fingerprint [0-9a-f]{8}\)\. This mock was started with its default account only, key dev-key: give keys with --api-key KEY \(or CRONJOBS_API_KEYS\) on the command line, or apiKeys: \['KEY'\] to createCronJobsHandlers, createInProcessMock or startMockServer\.$/,
    );
    // The journal carries the same detail, so the console's Requests page shows it too.
    const journal = await mock.send({ path: '/__mock/requests' });
    expect(journal.body.data.at(-1).violations[0].detail).toBe(answer.body.detail);
  });

  test('a locked mock (a control token: it may face a network) does not name its default key', async () => {
    const core = createMockCore({ clock: createVirtualClock(startOfTest), controlToken: 'secret-token-of-24-chars!' });
    const answer = await sendToCore(core)({ path: '/v1/jobs', key: 'fe-key' });
    expect(answer.body.detail).toContain('started with its default account only: give keys');
    expect(answer.body.detail).not.toContain('dev-key');
  });
});

describe('a Prefer meant to force an answer but not written code=NNN', () => {
  const mock = createTestMock();
  const documented = forcedAnswers.statuses('listJobs').join(', ');
  test.each([
    ['429', '429 is a status without its name', 'e.g. Prefer: code=429'],
    ['status=503', 'status is not a preference the mock reads', 'e.g. Prefer: code=503'],
    ['code: 429', 'code: 429 is not RFC 7240 syntax', 'e.g. Prefer: code=429'],
    ['code 500', 'code 500 is not RFC 7240 syntax', 'e.g. Prefer: code=500'],
    ['return=minimal, 404', '404 is a status without its name', 'e.g. Prefer: code=404'],
  ])('Prefer: %s answers 400 naming the form (%s)', async (prefer, why, example) => {
    const answer = await mock.send({ path: '/v1/jobs', key: 'key-a', headers: { Prefer: prefer } });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(
      `Prefer: ${prefer} forces nothing (${why}); force an answer with Prefer: code=NNN (RFC 7240), ${example}. listJobs documents ${documented}.`,
    );
    expect(answer.body.errors).toEqual([{ parameter: 'Prefer', detail: `must be code=NNN, one of ${documented}` }]);
  });

  test.each(['return=minimal', 'respond-async, wait=100', 'handling=lenient', 'foo', 'example=x', 'dynamic=true', ''])(
    'a well-formed preference of another name is ignored: Prefer: %s',
    async (prefer) => {
      expect(misformedPrefer(prefer)).toBeUndefined();
      const answer = await mock.send({ path: '/v1/jobs', key: 'key-a', headers: { Prefer: prefer } });
      expect(answer.status).toBe(200);
    },
  );

  test('the key is checked first: a bad key with a malformed Prefer is still a 401', async () => {
    const answer = await mock.send({ path: '/v1/jobs', key: 'nobody', headers: { Prefer: '429' } });
    expect(answer.status).toBe(401);
  });
});
