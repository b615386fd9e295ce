// Idempotency-Key on create (spec: parameters IdempotencyKey; draft-ietf-httpapi-idempotency-key-header).
// Keys are scoped to the account and expire 24 hours after first use, measured on the mock's clock.
// Only a successful create is stored: a rejected request consumes nothing, so the client can fix the
// body and retry with the same key.

export const idempotencyLifetimeMs = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface IdempotencyRecord {
  scope: string;
  key: string;
  fingerprint: string;
  firstUsedAt: number;
  /** Absent while the first request is still being processed. */
  answer?: StoredAnswer;
  /** The answer is known but its create is still being saved: a repeat is still "in flight". */
  saving?: boolean;
}

export type IdempotencyDecision =
  | { kind: 'new' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' };

export interface IdempotencyStore {
  begin(scope: string, key: string, fingerprint: string, now: number): IdempotencyDecision;
  /** The answer, saved with the job it made; a repeat waits (in flight) until `saved`. */
  complete(scope: string, key: string, answer: StoredAnswer): void;
  saved(scope: string, key: string): void;
  /** Forgets the key: the create it was for was not kept (answered or not). */
  abandon(scope: string, key: string): void;
  /** The record of a key, for a persistence port. */
  get(scope: string, key: string): IdempotencyRecord | undefined;
  /** Completed, unexpired records, for the state snapshot. */
  snapshot(now: number): IdempotencyRecord[];
  /** Forgets every key of one scope (an account deleted). */
  removeScope(scope: string): void;
  clear(): void;
}

/** The body as canonical JSON (keys sorted at every level), so key order does not make bodies differ. */
export function bodyFingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(canonical(value));
}

export function createIdempotencyStore(initial: readonly IdempotencyRecord[] = []): IdempotencyStore {
  const records = new Map<string, IdempotencyRecord>();
  const id = (scope: string, key: string) => `${scope}\u0000${key}`;
  for (const record of initial) records.set(id(record.scope, record.key), { ...record });

  return {
    begin(scope, key, fingerprint, now) {
      const existing = records.get(id(scope, key));
      if (existing && now - existing.firstUsedAt < idempotencyLifetimeMs) {
        if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
        return existing.answer && !existing.saving
          ? { kind: 'replay', answer: existing.answer }
          : { kind: 'in-flight' };
      }
      records.set(id(scope, key), { scope, key, fingerprint, firstUsedAt: now });
      return { kind: 'new' };
    },
    complete(scope, key, answer) {
      const record = records.get(id(scope, key));
      if (!record) return;
      record.answer = answer;
      record.saving = true;
    },
    saved(scope, key) {
      const record = records.get(id(scope, key));
      if (record) delete record.saving;
    },
    abandon(scope, key) {
      records.delete(id(scope, key));
    },
    get: (scope, key) => records.get(id(scope, key)),
    snapshot(now) {
      for (const [k, record] of records) if (now - record.firstUsedAt >= idempotencyLifetimeMs) records.delete(k);
      return [...records.values()].filter((r) => r.answer).map(({ saving: _saving, ...r }) => r);
    },
    removeScope(scope) {
      for (const [k, record] of records) if (record.scope === scope) records.delete(k);
    },
    clear: () => records.clear(),
  };
}
