// The 404's wording for a path that almost names a resource: a trailing slash, an empty segment, the
// wrong case, a missing or other version prefix, a misspelt word. The guess is made from the spec's path
// templates (the router's), so it names only paths that exist; the status stays 404 — only the detail
// helps. A path that is near nothing keeps the plain answer.
//   GET /v1/jobs/  →  "No resource at /v1/jobs/; did you mean /v1/jobs? Paths take no trailing slash."
import { editDistance } from '../../../contract/near-names.ts';

interface Guess {
  path: string;
  reasons: string[];
}

/** How far a sent word is from a template's literal: 0 equal, 1 case only, 2+ a spelling; undefined: too far. */
function wordCost(sent: string, literal: string): number | undefined {
  if (sent === literal) return 0;
  if (sent.toLowerCase() === literal.toLowerCase()) return 1;
  const edits = editDistance(sent.toLowerCase(), literal);
  return edits <= (literal.length > 4 ? 2 : 1) ? 1 + edits : undefined;
}

/** The closest template path with these segments' parameter values, and what differed. */
function closest(
  segments: readonly string[],
  templates: ReadonlyArray<readonly string[]>,
): { path: string; cost: number; words: string[] } | undefined {
  let best: { path: string; cost: number; words: string[] } | undefined;
  for (const template of templates) {
    if (template.length !== segments.length) continue;
    let cost = 0;
    const words: string[] = [];
    const parts: string[] = [];
    for (let i = 0; i < template.length && cost !== Infinity; i++) {
      const literal = template[i]!;
      const sent = segments[i]!;
      if (/^\{.+\}$/.test(literal)) {
        parts.push(sent);
        continue;
      }
      const step = wordCost(sent, literal);
      if (step === undefined) cost = Infinity;
      else {
        cost += step;
        parts.push(literal);
        if (step > 0 && i > 0)
          words.push(step === 1 ? 'Paths are case-sensitive.' : `The path word is ${literal}, not ${sent}.`);
      }
    }
    if (cost !== Infinity && (!best || cost < best.cost)) best = { path: `/${parts.join('/')}`, cost, words };
  }
  return best;
}

/** A path of the spec that `pathname` (decoded segments as sent) nearly names, and why it missed. */
export function guessPath(pathname: string, templatePaths: readonly string[]): Guess | undefined {
  const templates = templatePaths.map((t) => t.split('/').slice(1));
  const prefix = templates[0]?.[0];
  if (!prefix) return undefined;
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
  const reasons: string[] = [];
  if (pathname.length > 1 && pathname.endsWith('/')) reasons.push('Paths take no trailing slash.');
  if (/\/\/./.test(pathname)) reasons.push('Paths have no empty segments (//).');
  const first = segments[0] ?? '';
  const versionLike = /^v\d+$/i.test(first);
  // The prefix as sent (perhaps mistyped or another version), missing, or in place of another word (/api/jobs).
  const candidates =
    first.toLowerCase() === prefix.toLowerCase() || versionLike
      ? [[prefix, ...segments.slice(1)]]
      : [[prefix, ...segments], [prefix, ...segments.slice(1)], ...(segments[1] === prefix ? [segments.slice(1)] : [])];
  const withPrefix = candidates
    .map((candidate) => closest(candidate, templates))
    .filter((found) => found !== undefined)
    .sort((a, b) => a.cost - b.cost)[0];
  if (!withPrefix) return undefined;
  if (first !== prefix) {
    if (first.toLowerCase() === prefix.toLowerCase()) reasons.push('Paths are case-sensitive.');
    else if (versionLike) reasons.push(`This service serves /${prefix} only.`);
    else reasons.push(`The API lives under /${prefix}.`);
  }
  for (const word of withPrefix.words) if (!reasons.includes(word)) reasons.push(word);
  if (withPrefix.path === pathname || reasons.length === 0) return undefined;
  return { path: withPrefix.path, reasons };
}

/** The 404 detail for a path no route matched; `otherwise` ends it when the path is outside the prefix and near nothing. */
export function notFoundDetail(pathname: string, templatePaths: readonly string[], otherwise: string): string {
  const guess = guessPath(pathname, templatePaths);
  if (guess) return `No resource at ${pathname}; did you mean ${guess.path}? ${guess.reasons.join(' ')}`;
  const prefix = templatePaths[0]?.split('/')[1];
  if (prefix && pathname.startsWith(`/${prefix}/`)) {
    const starts = [...new Set(templatePaths.map((t) => t.split('/').slice(0, 3).join('/')))];
    return `No resource at ${pathname}; the paths under /${prefix} start with ${starts.length > 1 ? `${starts.slice(0, -1).join(', ')} or ${starts.at(-1)}` : starts[0]}.`;
  }
  return `No resource at ${pathname}${otherwise}`;
}
