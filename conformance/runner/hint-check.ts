// Hints are checked, not trusted. `--next-page` says how the service pages its list; the walker uses it as
// given (list-walker.ts) and each walk that needed it notes whether it matched — the named field or header
// carried the next page, the named parameter brought a new page — or, when it did not, what the service does
// instead: another field, header or link, page or offset parameters that reach a second page, or the named
// parameter answering the first page again. A hint no walk of the whole run matched, with such evidence
// against it, is the user's mistake, not the service's: a usage error naming what the kit saw (exit 2). A
// hint never needed (every list fitted one page) is no error.
export interface HintSeen {
  readonly rule: string;
  readonly matched: boolean;
  /** What the answer offered instead, in --next-page's grammar. */
  readonly instead?: string | undefined;
}

export function hintProblem(
  given: string,
  seen: readonly HintSeen[],
  /** How many rules of the run failed or were skipped. */
  undecided: { readonly failed: number; readonly skipped: number },
): string | undefined {
  if (seen.length === 0 || seen.some((s) => s.matched)) return undefined;
  const instead = seen.find((s) => s.instead !== undefined)?.instead;
  const walks = seen.length;
  const verdicts = undecided.failed + undecided.skipped > 0;
  return `--next-page ${given} never matched what the service does: ${walks === 0 ? 'no list walk brought a page through it' : `in ${walks} rule${walks === 1 ? '' : 's'} whose walks used it, none brought a page through it`}${instead ? `, and the answers offered their next page as ${instead} instead (give --next-page ${instead}, or leave --next-page out: the kit finds it alone)` : '; give the way the service names its next page, or leave --next-page out (the kit finds the standard ways alone)'}.${verdicts ? ' Failures and skips of rules that walk the list are not to be trusted until then.' : ''}`;
}
