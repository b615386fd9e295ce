// A field whose value is a list of tokens (Allow, Access-Control-Allow-Methods, Access-Control-Allow-Headers)
// read as its sender must write it: RFC 9110 §5.6.1, elements separated by commas with optional whitespace
// around them, and "a sender MUST NOT generate empty list elements"; each element a token (§5.6.2: a method,
// a field name). A browser reads the two CORS fields the same way (Fetch, "CORS-preflight fetch"): one empty
// element or one that is no token fails the whole preflight, so the list is judged whole, not split on commas.
// @see https://www.rfc-editor.org/rfc/rfc9110#section-5.6.1  @see https://fetch.spec.whatwg.org/#cors-preflight-fetch

const token = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const wellFormed = new RegExp(`^${token}(?:[ \\t]*,[ \\t]*${token})*$`);

/** The elements of a well-formed list of tokens; undefined when the value is absent or not such a list. */
export function tokenList(value: string | undefined): string[] | undefined {
  const trimmed = value?.trim();
  if (trimmed === undefined || !wellFormed.test(trimmed)) return undefined;
  return trimmed.split(',').map((element) => element.trim());
}

/** What a rule says of a field that is not a list of tokens: what breaks, and who refuses it. */
export const notATokenList = (name: string, value: string | undefined): string =>
  `${name} is ${JSON.stringify(value ?? null)}: not a list of tokens (RFC 9110 §5.6.1: no empty element, each one a token)`;
