// The lock on the mock's own surfaces — the control API under /__mock and the console — when the mock is
// started with a control token (`--control-token`, spec/mock-control.yaml securitySchemes.ControlToken):
// every request must carry `Authorization: Bearer TOKEN`. One piece, so each surface checks the same way.
// The token is compared through its SHA-256 digest in constant time, so neither timing nor length tells a
// caller how close a guess was.
// @see https://www.rfc-editor.org/rfc/rfc6750#section-2.1
import { sha256 } from '@noble/hashes/sha2.js';
import { equalInConstantTime } from '../primitives/constant-time.ts';
import { ProblemError } from './problem.ts';

export const controlRealm = 'cronjobs-mock control';

/** Throws the 401 problem unless the request carries the token; a no-op when no token is set. */
export type ControlLock = (request: { readonly headers: Pick<Headers, 'get'> }) => void;

const encoder = new TextEncoder();
// RFC 6750 §2.1: the scheme name is case-insensitive, the token is everything after one or more spaces.
const bearer = /^Bearer +(\S+) *$/i;

/** A Bearer credential is one run of non-space characters; any other token could never be sent. */
export const isControlToken = (token: string): boolean => /^\S+$/.test(token);

export function createControlLock(token: string | undefined): ControlLock {
  if (token === undefined) return () => {};
  if (!isControlToken(token)) throw new Error('the control token must be non-empty and without spaces');
  const expected = sha256(encoder.encode(token));
  return (request) => {
    const header = request.headers.get('Authorization');
    const sent = header === null ? undefined : bearer.exec(header)?.[1];
    if (sent !== undefined && equalInConstantTime(expected, sha256(encoder.encode(sent)))) return;
    const detail =
      sent === undefined
        ? 'This mock is started with a control token: send it as "Authorization: Bearer TOKEN".'
        : 'The control token in the Authorization header is not the one this mock was started with.';
    throw new ProblemError('unauthorized', detail, {
      headers: {
        'WWW-Authenticate': `Bearer realm="${controlRealm}"${sent === undefined ? '' : ', error="invalid_token"'}`,
      },
    });
  };
}
