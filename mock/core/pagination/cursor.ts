// Opaque cursors: base64url of the last item's sort key and of the filters the page was made with,
// so a cursor replayed with other filters is refused (spec: parameters Cursor) instead of skipping or
// repeating items.
import { ProblemError } from '../http/problem.ts';

interface CursorPayload {
  /** Sort key of the last item served. */
  k: string;
  /** The filters it was issued for. */
  f: string;
}

// A cursor is made for every list page; its text is nearly always ASCII (ULIDs, filter names), which btoa
// takes as it is — the UTF-8 round trip is only for the rest.
const ascii = /^[\x00-\x7f]*$/;

function toBase64Url(text: string): string {
  let binary = text;
  if (!ascii.test(text)) {
    binary = '';
    for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  }
  const base64 = btoa(binary).replaceAll('+', '-').replaceAll('/', '_');
  let end = base64.length;
  while (end > 0 && base64[end - 1] === '=') end--;
  return base64.slice(0, end);
}

function fromBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function encodeCursor(key: string, filters: string): string {
  return toBase64Url(JSON.stringify({ k: key, f: filters } satisfies CursorPayload));
}

const invalid = (detail: string) =>
  new ProblemError('invalidParameter', `The query parameter cursor ${detail}.`, {
    errors: [{ parameter: 'cursor', detail }],
  });

/** The sort key a cursor points after; 400 when it is malformed or was made for other filters. */
export function decodeCursor(cursor: string, filters: string): string {
  let payload: unknown;
  try {
    payload = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw invalid('is not a cursor this service issued');
  }
  const { k, f } = (payload ?? {}) as Partial<CursorPayload>;
  if (typeof k !== 'string' || typeof f !== 'string' || k.length === 0)
    throw invalid('is not a cursor this service issued');
  if (f !== filters) throw invalid('was issued for other filters');
  return k;
}
