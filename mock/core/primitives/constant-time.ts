// Secrets (API keys, the control token) are compared by their hashes without an early exit, so the time
// an answer takes does not tell how much of a guess was right.

/** Byte-wise equality whose time depends on the length of `a` only, not on where the bytes differ. */
export function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}
