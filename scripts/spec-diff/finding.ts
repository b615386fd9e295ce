// What the breaking-change guard reports: one finding per change, breaking or harmless, at the JSON
// pointer where a client meets it. Which way a change breaks depends on who sends the value: a request
// (the client sends, the server must keep accepting all it did) or a response (the server sends, the
// client must keep understanding all of it).

export type Direction = 'request' | 'response';

export interface Finding {
  readonly kind: 'breaking' | 'harmless';
  /** Kebab-case name of the rule, e.g. `request-max-length-narrowed`. */
  readonly rule: string;
  /** Where a client meets the change: a pointer into the head document (into the base one for a removal), through the operation that uses it. */
  readonly pointer: string;
  /** Where the changed value is written when that is elsewhere (a shared schema reached by $ref). */
  readonly defined?: string;
  /** What changed and why it breaks a client, or why it does not. */
  readonly why: string;
}

export type Report = (finding: Finding) => void;

/** How a change moves the set of values a schema allows. */
export interface Movement {
  readonly narrows: boolean;
  readonly widens: boolean;
}

/**
 * A request that allows fewer values breaks senders; a response that allows more breaks readers.
 * A change that moves both ways breaks both.
 */
export function breaks(direction: Direction, movement: Movement): boolean {
  return direction === 'request' ? movement.narrows : movement.widens;
}

export function movementWord(movement: Movement): 'changed' | 'narrowed' | 'widened' {
  return movement.narrows && movement.widens ? 'changed' : movement.narrows ? 'narrowed' : 'widened';
}

const consequence = {
  request: {
    breaking: 'a request the released contract accepted is now refused, so clients that send it break',
    harmless: 'the request accepts at least what it did',
  },
  response: {
    breaking: 'the server may now send what the released contract ruled out, so clients written against it break',
    harmless: 'the response sends no more than it did',
  },
} as const;

/** Reports a change to what a keyword allows, breaking or not by its direction. */
export function reportMovement(
  report: Report,
  direction: Direction,
  movement: Movement,
  subject: string,
  what: string,
  pointer: string,
  defined?: string,
): void {
  if (!movement.narrows && !movement.widens) return;
  const kind = breaks(direction, movement) ? 'breaking' : 'harmless';
  report({
    kind,
    rule: `${direction}-${subject}-${movementWord(movement)}`,
    pointer,
    ...(defined && defined !== pointer ? { defined } : {}),
    why: `${what}; ${consequence[direction][kind]}.`,
  });
}
