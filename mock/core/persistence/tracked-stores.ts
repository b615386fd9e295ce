// The jobs and idempotency stores as the core's handlers see them when a persistence port is plugged in:
// the same stores, telling the change tracker what each write touched.
import type { IdempotencyStore } from '../state/idempotency.ts';
import type { JobsStore } from '../state/jobs-store.ts';
import type { ChangeTracker } from './change-tracker.ts';

export function trackedJobsStore(store: JobsStore, tracker: ChangeTracker): JobsStore {
  return {
    get size() {
      return store.size;
    },
    get: (id) => store.get(id),
    insert(entry) {
      store.insert(entry);
      tracker.job(entry.job.id);
    },
    update(id, job) {
      store.update(id, job);
      tracker.job(id);
    },
    remove(id) {
      store.remove(id);
      tracker.job(id);
    },
    page: (...args) => store.page(...args),
    values: () => store.values(),
    clear() {
      store.clear();
      tracker.reset();
    },
  };
}

export function trackedIdempotency(store: IdempotencyStore, tracker: ChangeTracker): IdempotencyStore {
  return {
    ...store,
    complete(scope, key, answer) {
      store.complete(scope, key, answer);
      tracker.idempotencyKey(scope, key);
    },
    removeScope(scope) {
      store.removeScope(scope);
      // Rare (an account deleted), and the tracker writes keys only as they complete: rewrite everything.
      tracker.reset();
    },
  };
}
