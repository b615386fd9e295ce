// Forced answers (spec info.description, "Forced answers"): `Prefer: code=NNN` (RFC 7240, Prism's
// syntax) makes the mock answer what the spec documents for the operation and that status — the
// documented example as the body, the response's required headers from their examples — so a frontend
// can show its 429 or 500 state without building the situation. Read from the bundled spec once; nothing
// here is a copy of it.
// @see https://www.rfc-editor.org/rfc/rfc7240
// @see https://docs.stoplight.io/docs/prism/
import type { OpenApiDocument } from '../../../contract/documents.ts';
import type { Operation } from '../../../contract/operation-table.ts';
import {
  createSpecWalker,
  isObject,
  type Json,
  type JsonObject,
  type SpecWalker,
} from '../../../contract/spec-walker.ts';
import type { IncomingRequest } from '../http/incoming-request.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';

/** One documented answer: its status, media type, named examples (in the spec's order) and required headers. */
interface DocumentedAnswer {
  status: number;
  mediaType: string | undefined;
  examples: ReadonlyMap<string, Json>;
  headers: Readonly<Record<string, string>>;
}

export interface ForcedAnswers {
  /** The statuses `operationId` documents (with an example when the answer has a body), ascending. */
  statuses(operationId: string): number[];
  /** The forced answer the request asks for, undefined when it asks for none; a ProblemError (400) when it asks for one the spec lacks. */
  answer(request: IncomingRequest, operation: Operation): Reply | undefined;
  /** The answer the spec documents for `operationId` and `status` (first example, required headers); undefined when it documents none. */
  documented(operationId: string, status: number): Reply | undefined;
}

/** The preferences of a `Prefer` field (RFC 7240 §2): `token [= word] *(; parameter)`, comma-separated; the first of a name counts. */
export function parsePrefer(field: string): Map<string, string> {
  const preferences = new Map<string, string>();
  // Commas inside a quoted value are kept: split only outside quotes.
  for (const item of field.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const [head = ''] = item.split(';');
    const at = head.indexOf('=');
    const name = (at < 0 ? head : head.slice(0, at)).trim().toLowerCase();
    if (!name || preferences.has(name)) continue;
    const raw = at < 0 ? '' : head.slice(at + 1).trim();
    preferences.set(
      name,
      raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw,
    );
  }
  return preferences;
}

/** Preferences RFC 7240 registers (IANA) and Prism's own: never read as a misspelt `code`. */
const knownPreferences = new Set(['code', 'example', 'dynamic', 'respond-async', 'return', 'wait', 'handling']);
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const preferenceHead = new RegExp(`^\\s*${token}\\s*(?:=\\s*(?:${token}|"(?:[^"\\\\]|\\\\.)*")\\s*)?$`);

/**
 * Why a `Prefer` field that names no `code` was still meant to force an answer, or undefined: a preference
 * that is not RFC 7240 syntax (`code: 429`, `code 429`), a bare status (`Prefer: 429`), or a status under
 * another name (`status=429`). Well-formed preferences of other names are ignored, as RFC 7240 §2 says.
 */
export function misformedPrefer(field: string): string | undefined {
  for (const item of field.match(/(?:[^,"]|"(?:[^"\\]|\\.)*")+/g) ?? []) {
    const [head = ''] = item.split(';');
    if (head.trim() === '') continue;
    if (!preferenceHead.test(head)) return `${head.trim()} is not RFC 7240 syntax`;
    const [name = '', value = ''] = head.split('=').map((part) => part.trim().toLowerCase());
    if (knownPreferences.has(name)) continue;
    if (/^\d{3}$/.test(name)) return `${name} is a status without its name`;
    if (/^\d{3}$/.test(value)) return `${name} is not a preference the mock reads`;
  }
  return undefined;
}

function valueOf(walker: SpecWalker, node: Json | undefined): JsonObject {
  if (isObject(node) && typeof node.$ref === 'string') {
    const resolved = walker.resolve(node.$ref).value;
    return isObject(resolved) ? resolved : {};
  }
  return isObject(node) ? node : {};
}

function readAnswer(walker: SpecWalker, status: number, response: JsonObject): DocumentedAnswer {
  const content = valueOf(walker, response.content);
  const mediaType = Object.keys(content)[0];
  const examples = new Map<string, Json>();
  if (mediaType !== undefined) {
    const media = valueOf(walker, content[mediaType]);
    for (const [name, example] of Object.entries(valueOf(walker, media.examples)))
      examples.set(name, valueOf(walker, example).value ?? null);
    if (examples.size === 0 && media.example !== undefined) examples.set('example', media.example);
  }
  // Required headers only: an optional one (Idempotency-Replayed, RateLimit) would claim something that did not happen.
  const headers: Record<string, string> = {};
  for (const [name, node] of Object.entries(valueOf(walker, response.headers))) {
    const header = valueOf(walker, node);
    if (header.required !== true) continue;
    const schema = valueOf(walker, header.schema);
    const value = header.example ?? schema.const ?? schema.example;
    if (value === undefined || value === null)
      throw new Error(`the required header ${name} of a ${status} answer has no example to force it with`);
    headers[name] = String(value);
  }
  return { status, mediaType, examples, headers };
}

/** Every documented answer of every operation of `document` (numeric statuses; `default` and ranges name no one status). */
export function createForcedAnswers(document: OpenApiDocument, operations: readonly Operation[]): ForcedAnswers {
  const walker = createSpecWalker(document);
  const table = new Map<string, Map<number, DocumentedAnswer>>();
  for (const operation of operations) {
    const answers = new Map<number, DocumentedAnswer>();
    for (const [status, node] of Object.entries(valueOf(walker, walker.at(`${operation.pointer}/responses`)))) {
      if (!/^[1-5]\d\d$/.test(status)) continue;
      const answer = readAnswer(walker, Number(status), valueOf(walker, node));
      // A body with no example cannot be given without inventing one; such a status is not offered.
      if (answer.mediaType === undefined || answer.examples.size > 0) answers.set(answer.status, answer);
    }
    table.set(operation.operationId, answers);
  }

  const statuses = (operationId: string): number[] => [...(table.get(operationId)?.keys() ?? [])].sort((a, b) => a - b);

  function refuse(detail: string, errorDetail: string): never {
    throw new ProblemError('badRequest', detail, { errors: [{ parameter: 'Prefer', detail: errorDetail }] });
  }

  function replyOf(found: DocumentedAnswer, example: string | undefined, extra: Record<string, string>): Reply {
    const body =
      found.mediaType === undefined ? undefined : found.examples.get(example ?? [...found.examples.keys()][0]!);
    const headers: Record<string, string> = { ...found.headers, ...extra };
    if (found.mediaType !== undefined) headers['Content-Type'] = found.mediaType;
    return { status: found.status, headers, body: body === undefined ? null : JSON.stringify(body) };
  }

  return {
    statuses,
    documented(operationId, status) {
      const found = table.get(operationId)?.get(status);
      return found ? replyOf(found, undefined, {}) : undefined;
    },
    answer(request, operation) {
      const field = request.headers.get('Prefer');
      if (field === null) return undefined;
      const preferences = parsePrefer(field);
      const code = preferences.get('code');
      const documented = statuses(operation.operationId);
      const list = documented.join(', ');
      if (code === undefined) {
        // Other preferences (respond-async, return=minimal, …) are ignored, as RFC 7240 §2 says of ones a
        // server does not honour; one that was plainly meant to force an answer is not, or the test would
        // silently get the real answer.
        const why = misformedPrefer(field);
        if (why === undefined) return undefined;
        const status = /\b(\d{3})\b/.exec(field)?.[1] ?? documented.at(-1) ?? 500;
        refuse(
          `Prefer: ${field.trim()} forces nothing (${why}); force an answer with Prefer: code=NNN (RFC 7240), e.g. Prefer: code=${status}. ${operation.operationId} documents ${list}.`,
          `must be code=NNN, one of ${list}`,
        );
      }
      if (!/^\d{3}$/.test(code))
        refuse(
          `Prefer: code=${code} is not a status code; ${operation.operationId} documents ${list}.`,
          `code must be one of ${list}`,
        );
      const found = table.get(operation.operationId)?.get(Number(code));
      if (!found)
        refuse(
          `${operation.operationId} documents no ${code} answer to force; it documents ${list}.`,
          `code must be one of ${list}`,
        );
      const applied = [`code=${code}`];
      const wanted = found.mediaType === undefined ? undefined : preferences.get('example');
      if (wanted !== undefined) {
        const names = [...found.examples.keys()];
        if (!found.examples.has(wanted))
          refuse(
            `The ${code} answer of ${operation.operationId} has no example ${JSON.stringify(wanted)}; it has ${names.join(', ')}.`,
            `example must be one of ${names.join(', ')}`,
          );
        applied.push(`example=${wanted}`);
      }
      return replyOf(found, wanted, { 'Preference-Applied': applied.join(', ') });
    },
  };
}
