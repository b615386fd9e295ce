// The keys that are not the key (AUTH-015): each one edit away from it, as a loose key check would confuse
// them. Letter case changed (all of it, and one letter), a character dropped at either end, one added at
// either end, one changed in the middle, and a longer key that starts with the real one. Never white space
// around the key (RFC 9110 §5.5: not part of the field value), never a character a header value cannot
// carry, never the key itself.

export interface NearMiss {
  readonly key: string;
  /** How it differs, for the report: "in upper case", "without its last character"… */
  readonly kind: string;
}

/** A visible ASCII character other than `c`, of its class when it has one (letter, digit). */
function other(c: string): string {
  if (/[a-y]/.test(c) || /[A-Y]/.test(c) || /[0-8]/.test(c)) return String.fromCharCode(c.charCodeAt(0) + 1);
  if (c === 'z') return 'a';
  if (c === 'Z') return 'A';
  if (c === '9') return '0';
  return c === 'x' ? 'y' : 'x';
}

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

export function nearMissKeys(key: string): NearMiss[] {
  const misses: NearMiss[] = [];
  const add = (candidate: string, kind: string) => {
    if (
      candidate !== key &&
      candidate !== '' &&
      candidate.trim() === candidate &&
      !misses.some((m) => m.key === candidate)
    )
      misses.push({ key: candidate, kind });
  };
  add(swapCase(key), 'with every letter in the other case');
  const letter = [...key].findIndex((c) => c.toLowerCase() !== c.toUpperCase());
  if (letter >= 0)
    add(key.slice(0, letter) + swapCase(key[letter]!) + key.slice(letter + 1), 'with one letter in the other case');
  if (key.length > 1) {
    add(key.slice(1), 'without its first character');
    add(key.slice(0, -1), 'without its last character');
  }
  add(`${other(key[0] ?? 'x')}${key}`, 'with one character added in front');
  add(`${key}${other(key.at(-1) ?? 'x')}`, 'with one character added at the end');
  if (key.length >= 3) {
    const middle = Math.floor(key.length / 2);
    add(key.slice(0, middle) + other(key[middle]!) + key.slice(middle + 1), 'with its middle character changed');
  }
  add(`${key}-and-more`, 'followed by more characters');
  return misses;
}
