// The dates of the deprecation policy (spec info.description, "Deprecation"), which the Spectral rule
// deprecation-is-dated cannot compare: a sunset is at least six months after the deprecation, so
// clients get the notice the policy promises. Run by `npm run lint:spec` (validate-spec.ts).
import { deprecationOf } from '../contract/deprecation.ts';
import { escapePointerToken, isObject, type Json } from '../contract/spec-walker.ts';

const noticeMonths = 6;

/** One line per deprecated element of `document` whose sunset comes too soon, with its pointer. */
export function deprecationDateProblems(document: Json): string[] {
  const problems: string[] = [];
  const walk = (node: Json, pointer: string): void => {
    if (Array.isArray(node)) for (const [i, child] of node.entries()) walk(child, `${pointer}/${i}`);
    if (!isObject(node)) return;
    const deprecation = deprecationOf(node);
    if (deprecation?.sunset !== undefined) {
      const earliest = new Date(Date.parse(deprecation.at));
      earliest.setUTCMonth(earliest.getUTCMonth() + noticeMonths);
      const sunset = Date.parse(deprecation.sunset);
      if (Number.isNaN(earliest.getTime()) || Number.isNaN(sunset))
        problems.push(`${pointer}: x-deprecated-at or x-sunset-at is not a date`);
      else if (sunset < earliest.getTime())
        problems.push(
          `${pointer}: x-sunset-at ${deprecation.sunset} is less than ${noticeMonths} months after x-deprecated-at ${deprecation.at}`,
        );
    }
    for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointerToken(key)}`);
  };
  walk(document, '#');
  return problems;
}
