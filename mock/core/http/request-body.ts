// The body checks in the spec's order (info.description, Request order): content type (415), size
// (413), JSON parse (400). Schema validation (422) follows in the pipeline.
import { mediaTypeEssence } from '../../../contract/media-type.ts';
import { escapePointerToken } from '../../../contract/spec-walker.ts';
import type { IncomingRequest } from './incoming-request.ts';
import { ProblemError } from './problem.ts';

/** Largest accepted body, in bytes (spec: Conventions, Body size). */
export const maxBodyBytes = 65_536;

/** The media type's essence (`application/json` of `application/json; charset=utf-8`), lower-cased. */
export function mediaTypeOf(request: IncomingRequest): string | undefined {
  return mediaTypeEssence(request.headers.get('Content-Type')) || undefined;
}

export function checkContentType(request: IncomingRequest, accepted: Iterable<string>): string {
  const list = [...accepted];
  const mediaType = mediaTypeOf(request);
  if (mediaType && list.includes(mediaType)) return mediaType;
  throw new ProblemError('unsupportedMediaType', `Send the body as ${list.join(' or ')}.`);
}

const tooLarge = () => new ProblemError('tooLarge', `The request body must be at most ${maxBodyBytes} bytes.`);

export async function readBody(request: IncomingRequest): Promise<Uint8Array> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > maxBodyBytes) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBodyBytes) throw tooLarge();
  return bytes;
}

/** Deepest nesting accepted (spec: Conventions, Body size); job bodies are one level deep. */
export const maxJsonDepth = 32;

interface Visit {
  value: unknown;
  depth: number;
  /** Where the value sits: its key and its parent's visit; the pointer is spelled only when needed. */
  key: string;
  parent: Visit | undefined;
}

const pointerOf = (visit: Visit): string =>
  visit.parent ? `${pointerOf(visit.parent)}/${escapePointerToken(visit.key)}` : '';

/** The pointer of the first value nested deeper than the limit, found without recursion. */
function tooDeep(root: unknown): string | undefined {
  const stack: Visit[] = [{ value: root, depth: 0, key: '', parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxJsonDepth) return pointerOf(visit);
    for (const key in value)
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, key, parent: visit });
  }
  return undefined;
}

/** The body's JSON value; `copies` more, parsed again from the text (cheaper than any deep copy). */
// One decoder for every body: without `stream`, decode() keeps no state between calls.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function parseJson(bytes: Uint8Array, copies = 0): unknown[] {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ProblemError('malformedJson', 'The body is not valid UTF-8.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : 'not JSON';
    throw new ProblemError('malformedJson', text.trim() === '' ? 'The body is empty; send a JSON object.' : reason);
  }
  // Later steps (copying, comparing idempotent bodies) recurse; a hostile depth must not reach them.
  const deep = tooDeep(value);
  if (deep !== undefined) {
    // Name the top-level field that holds the nesting: that is what the client can fix.
    const pointer = deep.match(/^\/[^/]*/)?.[0] ?? '';
    const detail = `nests deeper than ${maxJsonDepth} levels`;
    throw new ProblemError('validation', `The request body ${detail}.`, { errors: [{ pointer, detail }] });
  }
  const values = [value];
  for (let i = 0; i < copies; i++) values.push(JSON.parse(text));
  return values;
}
