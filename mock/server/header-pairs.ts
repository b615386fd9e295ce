// Header lines as Node gives them (name, value pairs) folded into one record, a repeated header's
// values joined as HTTP allows.

/** Header pairs as one record; `lower` lower-cases the names. */
export function joined(pairs: ReadonlyArray<readonly [string, string]>, lower = false): Record<string, string> {
  const out: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const [name, value] of pairs) {
    const key = name.toLowerCase();
    const shown = names.get(key) ?? (lower ? key : name);
    names.set(key, shown);
    out[shown] = out[shown] === undefined ? value : `${out[shown]}, ${value}`;
  }
  return out;
}

export const lowerCased = (pairs: ReadonlyArray<readonly [string, string]>) => joined(pairs, true);
