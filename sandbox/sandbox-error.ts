/** A sandbox that cannot start: the message says why, in the user's terms. */
export class SandboxError extends Error {
  override name = 'SandboxError';
}
