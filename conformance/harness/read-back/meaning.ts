// Whether a value a service shows keeps the meaning of the value it was sent (seed §2: each field has a
// type; what a record looks like is not shown, §2 rule 5). Core profile: a service may store a value as
// sent, or converted in a way that keeps its meaning; anything else is storing something the client did
// not send. Full profile: the spec echoes every field exactly (Job), so only equal JSON passes.
//
// Kept as meaning, each for a reason a reviewer can check:
// - any field: the same JSON value, when it has the field's type (a value of another type kept as sent is a
//   job whose field is not of the type the seed states: "false" kept as a string is no boolean);
// - integer: the same number as a decimal string ("60" → 60), true/false as 1/0, a one-element array of it;
// - boolean: "true"/"false" in any case, 1/0 and "1"/"0" (Ajv's and most frameworks' coercion), a
//   one-element array of it — never a truthy reading such as "false" → true;
// - string: a number or boolean as its JSON text (3600 → "3600"); Unicode canonical equivalence (NFC:
//   "e\u0301" and "é" are one text, Unicode §3.7); a lone surrogate as U+FFFD (it is no Unicode text, and
//   UTF-8 cannot carry it); white space trimmed at either end of a name (a label
//   keeps its meaning); a URL serialised as the WHATWG URL Standard does (host case, default port,
//   percent-encoding, punycode), its percent-encodings as RFC 3986 §6.2.2 normalises them, without its
//   fragment (a call never sends it): one address; a method or a schedule_type in another letter case (RFC 9110
//   §9.1 makes methods case-sensitive, but upper-casing a method name is what clients and servers commonly
//   do — the Fetch Standard itself sends "post" as POST — and keeps the method meant).
// The value shown must be of the field's type (an integer for interval_seconds), so "https://x" shown as
// ["https://x"] is not kept, nor 3600.5 shown as 3600.5.

export type FieldType = 'string' | 'integer' | 'number' | 'boolean';

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The one element of a one-element array of a scalar, else the value itself. */
const unwrapOne = (value: unknown): unknown =>
  Array.isArray(value) && value.length === 1 && (value[0] === null || typeof value[0] !== 'object') ? value[0] : value;

/** The number a value stands for, when it stands for exactly one. */
function numberOf(value: unknown): number | undefined {
  const v = unwrapOne(value);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v)) return Number(v);
  return undefined;
}

/** The boolean a value stands for, when it stands for exactly one. */
function booleanOf(value: unknown): boolean | undefined {
  const v = unwrapOne(value);
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1') return true;
  if (v === 0 || v === '0') return false;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  return undefined;
}

/** The text a value stands for, when it is a string or a scalar written as one. */
function textOf(value: unknown): string | undefined {
  const v = unwrapOne(value);
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return String(v);
  return undefined;
}

const hasType = (value: unknown, type: FieldType): boolean =>
  type === 'integer' ? Number.isInteger(value) : type === 'number' ? typeof value === 'number' : typeof value === type;

/**
 * One address: the same URL once the WHATWG URL Standard has serialised it (host case, default port, IDN,
 * IPv6 literals), percent-encodings compared as RFC 3986 §6.2.2 normalises them (hex digits in upper case,
 * unreserved characters decoded), and without the fragment, which a call never sends (RFC 9110 §7.1).
 */
function sameAddress(a: string, b: string): boolean {
  const canonical = (text: string) => {
    const url = new URL(text);
    url.hash = '';
    return url.href.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => {
      const c = String.fromCharCode(Number.parseInt(hex, 16));
      return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${hex.toUpperCase()}`;
    });
  };
  return canonical(a) === canonical(b);
}

/** Lone surrogates as U+FFFD: a text that is not Unicode cannot travel as UTF-8 any other way. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function sameText(field: string, sent: string, shown: string): boolean {
  const a = wellFormed(sent).normalize('NFC');
  const b = wellFormed(shown).normalize('NFC');
  if (a === b) return true;
  if (field === 'name') return a.trim() === b.trim();
  if (field === 'url' && URL.canParse(a) && URL.canParse(b)) return sameAddress(a, b);
  if (field === 'method' || field === 'schedule_type') return a.toLowerCase() === b.toLowerCase();
  return false;
}

/**
 * Whether `shown` keeps the meaning of `sent` for a field of `type` (the seed's type). `exact` (the full
 * profile) accepts only the same JSON value.
 */
export function keepsMeaning(field: string, type: FieldType, sent: unknown, shown: unknown, exact = false): boolean {
  if (exact) return sameJson(sent, shown);
  // The seed states each field's type (§2): what a job shows has it, whatever the client sent.
  if (!hasType(shown, type)) return false;
  if (sameJson(sent, shown)) return true;
  if (type === 'integer' || type === 'number') {
    const n = numberOf(sent);
    return n !== undefined && n === shown;
  }
  if (type === 'boolean') {
    const b = booleanOf(sent);
    return b !== undefined && b === shown;
  }
  const text = textOf(sent);
  return text !== undefined && sameText(field, text, shown as string);
}

/** A short name for the kind of value a probe sent, for the report's count of probes by kind. */
export function valueKind(type: FieldType, value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (type === 'integer' || type === 'number') {
    if (typeof value === 'string') return 'numeric text';
    if (typeof value !== 'number') return typeof value;
    if (!Number.isInteger(value)) return 'fraction';
    if (value < 0) return 'negative integer';
    if (value >= 2 ** 31) return 'integer ≥ 2^31';
    return 'integer';
  }
  if (type === 'boolean')
    return typeof value === 'boolean' ? String(value) : `${typeof value} ${JSON.stringify(value)}`;
  if (typeof value !== 'string') return typeof value;
  if (value.normalize('NFC') !== value || /\p{M}/u.test(value)) return 'combining characters';
  if ([...value].length > 255) return 'long text (> 255 characters)';
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'control characters';
  if (/[^\u0020-\u007e]/.test(value)) return 'non-ASCII text';
  return 'ASCII text';
}
