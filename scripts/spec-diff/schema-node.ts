// What the guard's schema comparison passes around: where a schema is (`Place`: through the operation that
// uses it, and where each document writes it), a schema with its $ref followed, and the context of one
// comparison. A leaf of scripts/spec-diff, so the modules that compare parts of a schema import only it.
import {
  escapePointerToken,
  isObject,
  type Json,
  type JsonObject,
  type SpecWalker,
} from '../../contract/spec-walker.ts';
import type { Direction, Movement, Report } from './finding.ts';

export interface DiffContext {
  readonly base: SpecWalker;
  readonly head: SpecWalker;
  readonly report: Report;
  /** Comparing a version prefix with its successor: what the base deprecated may be left out. */
  readonly successor: boolean;
  /** Pairs of definitions already compared (shared schemas are reported once; $ref cycles end). */
  readonly seen: Set<string>;
  /** Hears of each place compared and found reported elsewhere already (a shared schema met again). */
  readonly covered?: (pointer: string) => void;
}

/** `pointer`, through the operation that uses it (where a client meets a change); `base`/`head`, where each document writes it. */
export interface Place {
  readonly pointer: string;
  readonly base: string;
  readonly head: string;
}

export const step = (place: Place, ...tokens: Array<string | number>): Place => {
  const tail = tokens.map((t) => `/${escapePointerToken(String(t))}`).join('');
  return { pointer: place.pointer + tail, base: place.base + tail, head: place.head + tail };
};

/** Compares two schemas at a place (schema-diff.ts's compareSchemas, passed down so its parts need not import it). */
export type Recurse = (
  ctx: DiffContext,
  direction: Direction,
  base: Json | undefined,
  head: Json | undefined,
  place: Place,
) => void;

/** Reports how a keyword moved what a schema allows. */
export type Move = (subject: string, movement: Movement, what: string, keyword?: string) => void;

export interface Resolved {
  readonly schema: JsonObject;
  /** Where the schema is written (the $ref's target). */
  readonly at: string;
  /** Keywords written beside the $ref instead, and where. */
  readonly siblings: { readonly at: string; readonly keys: readonly string[] };
}

/** A schema with its $ref followed (siblings of the $ref kept over the target's), and where it is written. */
export function resolve(walker: SpecWalker, node: Json | undefined, at: string): Resolved {
  const none = { at, keys: [] };
  if (node === undefined || node === true) return { schema: {}, at, siblings: none };
  if (node === false) return { schema: { enum: [] }, at, siblings: none };
  if (!isObject(node)) return { schema: {}, at, siblings: none };
  if (typeof node.$ref !== 'string') return { schema: node, at, siblings: none };
  const target = walker.resolve(node.$ref);
  const { $ref: _ref, ...siblings } = node;
  return {
    schema: { ...resolve(walker, target.value, target.pointer).schema, ...siblings },
    at: target.pointer,
    siblings: { at, keys: Object.keys(siblings) },
  };
}

export const show = (value: Json | undefined) => (value === undefined ? 'none' : JSON.stringify(value));

export const kebab = (keyword: string) => keyword.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
