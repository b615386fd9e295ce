// "Did you mean …": the one edit-distance helper every face of the kit uses — the options of the MSW
// handlers, the in-process mock, the server and the clients (an unknown key), the 404's path guess
// (mock/core/routes/near-miss.ts), a misspelt operation in an answer override. Web-standard, no imports.

/** Levenshtein distance: the fewest one-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The known name `name` most likely meant, or undefined when none is near: the same letters in another
 * case (`apikeys` → `apiKeys`), a known name that starts or ends like it (`latency` → `latencyMs`,
 * `apiKey` → `apiKeys`), or one within a third of its length in edits (at least one, at most three).
 * Ties go to the name listed first.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  let best: { name: string; cost: number } | undefined;
  for (const candidate of known) {
    if (candidate === name) return candidate;
    const other = candidate.toLowerCase();
    let cost: number;
    if (other === lower) cost = 0;
    else if (lower.length >= 3 && (other.startsWith(lower) || lower.startsWith(other) || other.endsWith(lower)))
      cost = 1;
    else {
      const edits = editDistance(lower, other);
      cost =
        edits <= Math.min(3, Math.max(1, Math.floor(Math.max(lower.length, other.length) / 3))) ? 1 + edits : Infinity;
    }
    if (cost !== Infinity && (!best || cost < best.cost)) best = { name: candidate, cost };
  }
  return best?.name;
}

/** `; did you mean apiKeys?`, or nothing when no known name is near. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const near = nearestName(name, known);
  return near === undefined ? '' : `; did you mean ${near}?`;
}
