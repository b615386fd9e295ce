// Sorts what Prism 5.16 said about one exchange into what the referee fails on and what it expects.
//
// How Prism reports (read from @stoplight/prism-http-server/dist/server.js and prism-core's factory.js,
// confirmed by experiment):
// - Every violation it finds is a `{location, severity, code, message}` object; `location[0]` is
//   "request" or "response". Violations of a forwarded exchange travel in the `sl-violations` response
//   header (a JSON array, prefixed "Too many violations! " and cut at ~8 KB when long).
// - With `--errors`, a response violation of severity Error replaces the upstream answer with Prism's own
//   problem `type: https://stoplight.io/prism/errors#VIOLATIONS` (status 500) listing them.
// - A request Prism itself refuses (missing security header; with request validation on, a body or
//   parameter that breaks the schema; a path or method the document lacks) is never forwarded: Prism
//   answers with its own problem (`#UNAUTHORIZED`, `#UNPROCESSABLE_ENTITY`, `#NO_PATH_MATCHED_ERROR`, …)
//   and no `sl-violations` header.
//
// The referee's rule: response-side violations are failures — the server answered something the
// contract does not allow. Request-side ones are expected — conformance rules send invalid input on
// purpose — and are only counted.

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

export type Verdict =
  | { kind: 'clean' }
  | { kind: 'response-violation'; violations: Violation[] }
  | { kind: 'request-refused'; prismType: string; violations: Violation[] }
  | { kind: 'request-violation'; violations: Violation[] }
  | { kind: 'prism-error'; prismType: string; detail: string };

const PRISM_TYPE = 'https://stoplight.io/prism/errors#';
/** Prism's own answers to a request it refused; the upstream never saw it. */
const REQUEST_SIDE = new Set([
  'UNAUTHORIZED',
  'UNPROCESSABLE_ENTITY',
  'NO_PATH_MATCHED_ERROR',
  'NO_METHOD_MATCHED_ERROR',
  'PROXY_UNSUPPORTED_REQUEST_BODY',
  'INVALID_CONTENT_TYPE',
  'NOT_ACCEPTABLE',
]);

export function parseViolationsHeader(value: string | null): Violation[] {
  if (value === null || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed as Violation[];
  } catch {
    // "Too many violations! [..." cut mid-way: keep what can be told from the text.
  }
  const side = value.includes('["response"') ? 'response' : 'request';
  return [{ location: [side], severity: 'Error', message: value.slice(0, 500) }];
}

export function classify(input: { slViolations: string | null; contentType: string | null; body: string }): Verdict {
  const headerViolations = parseViolationsHeader(input.slViolations);
  let prismType: string | undefined;
  let problem: { detail?: string; validation?: Violation[] } = {};
  if ((input.contentType ?? '').includes('problem+json') && input.body.includes(PRISM_TYPE)) {
    try {
      const parsed = JSON.parse(input.body) as { type?: string; detail?: string; validation?: Violation[] };
      if (typeof parsed.type === 'string' && parsed.type.startsWith(PRISM_TYPE)) {
        prismType = parsed.type.slice(PRISM_TYPE.length);
        problem = parsed;
      }
    } catch {
      // not Prism's problem after all
    }
  }

  const responseSide = headerViolations.filter((v) => v.location[0] === 'response');
  if (prismType === 'VIOLATIONS') {
    const listed = (problem.validation ?? []).filter((v) => v.location[0] === 'response');
    return { kind: 'response-violation', violations: listed.length > 0 ? listed : responseSide };
  }
  if (responseSide.length > 0) return { kind: 'response-violation', violations: responseSide };
  if (prismType !== undefined && REQUEST_SIDE.has(prismType)) {
    return { kind: 'request-refused', prismType, violations: problem.validation ?? [] };
  }
  if (prismType !== undefined) return { kind: 'prism-error', prismType, detail: problem.detail ?? '' };
  if (headerViolations.length > 0) return { kind: 'request-violation', violations: headerViolations };
  return { kind: 'clean' };
}
