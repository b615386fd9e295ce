// One side of an operation compared by operation-diff.ts, and the small readers the comparisons share.
import {
  escapePointerToken,
  isObject,
  type Json,
  type JsonObject,
  type SpecWalker,
} from '../../contract/spec-walker.ts';

export interface OperationSide {
  /** The path template, `/v1/jobs/{job_id}`. */
  readonly path: string;
  readonly item: JsonObject;
  readonly operation: JsonObject;
  /** `#/paths/~1v1~1jobs/post` (or `#/webhooks/…/post`). */
  readonly pointer: string;
  /** The path item's pointer, where path-level parameters live. */
  readonly itemPointer: string;
}

export const esc = escapePointerToken;
export const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

export function resolved(walker: SpecWalker, node: Json | undefined, at: string): { value: JsonObject; at: string } {
  if (isObject(node) && typeof node.$ref === 'string') {
    const target = walker.resolve(node.$ref);
    return { value: objectAt(target.value), at: target.pointer };
  }
  return { value: objectAt(node), at };
}
