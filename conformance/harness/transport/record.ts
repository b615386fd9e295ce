// Where the job is in an answer whose shape the seed does not show (§2 rule 5): the record itself, or
// under a common envelope (`{"job": {...}}`, `{"data": {...}}`), and its id — a string or an integer.
// Nothing here dereferences a shape it has not checked.

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const envelopes = ['job', 'data', 'result', 'item', 'resource', 'record'] as const;

/** The job record of a create/get answer: the object, or the one under an envelope field when the top has no id. */
export function unwrapRecord(json: unknown): JsonObject | undefined {
  if (!isJsonObject(json)) return undefined;
  if ('id' in json) return json;
  for (const field of envelopes) {
    const inner = json[field];
    if (isJsonObject(inner) && 'id' in inner) return inner;
  }
  return json;
}

/** An id usable in a path: a non-empty string, or an integer (sent as its decimal text). */
export function usableId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/** The id of the job a create or get answered with, wherever the record sits; undefined when there is none. */
export function idOf(json: unknown): string | undefined {
  return usableId(unwrapRecord(json)?.id);
}

/** A value for a failure message: JSON, or "(absent)" — never the word "undefined". */
export const shown = (value: unknown): string => (value === undefined ? '(absent)' : JSON.stringify(value));
