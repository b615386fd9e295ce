// The 401's detail (spec: "Left free" lets the wording vary): which header the mock read and what it found
// there, so a client that sent its key elsewhere, or a key the mock does not have, learns it from the first
// answer; and, for a mock started with its default account, how keys are given — the usual cause is a key
// option that never reached the mock (a misspelt `apiKeys`).
import { keyFingerprint } from '../state/accounts.ts';

export interface UnauthorizedHints {
  /** The key of the default account when the mock was started without keys of its own; undefined otherwise. */
  defaultKey: string | undefined;
  /** Whether the key may be named (not on a mock whose control API is locked: it may face a network). */
  nameDefaultKey: boolean;
}

export function unauthorizedDetail(headers: Pick<Headers, 'get' | 'has'>, hints: UnauthorizedHints): string {
  const key = headers.get('X-API-Key');
  let found: string;
  if (key === null) {
    const elsewhere = headers.has('Authorization') ? ', not from Authorization' : '';
    found = `No X-API-Key header was sent; this API reads the account's key from X-API-Key only${elsewhere}.`;
  } else if (key.trim() === '') found = 'The X-API-Key header is empty; send the account\u2019s API key in it.';
  else found = `No account has the key sent in X-API-Key (fingerprint ${keyFingerprint(key)}).`;
  if (hints.defaultKey === undefined) return found;
  const which = hints.nameDefaultKey ? `, key ${hints.defaultKey}` : '';
  return `${found} This mock was started with its default account only${which}: give keys with --api-key KEY (or CRONJOBS_API_KEYS) on the command line, or apiKeys: ['KEY'] to createCronJobsHandlers, createInProcessMock or startMockServer.`;
}
