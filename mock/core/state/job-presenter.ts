// A job as the API shows it: the store's definition joined with the engine's run-time fields
// (next_run_at, last_run, consecutive_failures). A list page serialises the same records over and over,
// so the most recently shown jobs keep their JSON text until their definition (replaced, never mutated,
// on every change: jobs-store StoredJob) or their run-time revision (engine `revisionOf`) changes — a
// bounded FIFO, so memory per job stays what it was however far a client pages.
import { jsonTextOf, type JsonText } from '../http/typed-reply.ts';
import type { Job, JobDefinition, JobsStore } from './jobs-store.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';

/** Jobs whose JSON text is kept: a few pages for every client; the bound, not the store's size, sets its memory. */
const SHOWN_JSON_LIMIT = 4096;

export interface JobPresenter {
  /** The definition with the engine's run-time fields: the spec's Job. */
  present(job: JobDefinition): Job;
  /** The stored job `present`ed as JSON text, kept between changes: what list pages are made of. */
  presentJson(job: JobDefinition): JsonText<Job>;
  /** Drops every kept text (the mock's reset). */
  clear(): void;
}

interface Shown {
  def: JobDefinition;
  revision: number;
  json: JsonText<Job>;
}

export function createJobPresenter(deps: {
  store: Pick<JobsStore, 'get'>;
  engine: Pick<Engine, 'runtimeOf' | 'revisionOf'>;
}): JobPresenter {
  const { store, engine } = deps;
  const shown = new Map<string, Shown>();
  const order: (string | undefined)[] = new Array(SHOWN_JSON_LIMIT);
  let next = 0;

  const present = (job: JobDefinition): Job => ({
    ...job,
    ...(engine.runtimeOf(job.id) ?? { next_run_at: null, last_run: null, consecutive_failures: 0 }),
  });

  return {
    present,
    presentJson(job) {
      // The store's record, not the one passed (a create's answer, say): its identity says whether the
      // definition has changed since the text was kept.
      const def = store.get(job.id)?.job;
      if (!def) return jsonTextOf(present(job));
      const revision = engine.revisionOf(def.id);
      const kept = shown.get(def.id);
      if (kept && kept.def === def && kept.revision === revision) return kept.json;
      const json = jsonTextOf(present(def));
      if (kept) {
        kept.def = def;
        kept.revision = revision;
        kept.json = json;
      } else {
        const evicted = order[next];
        if (evicted !== undefined) shown.delete(evicted);
        order[next] = def.id;
        next = (next + 1) % SHOWN_JSON_LIMIT;
        shown.set(def.id, { def, revision, json });
      }
      return json;
    },
    clear() {
      shown.clear();
      order.fill(undefined);
      next = 0;
    },
  };
}
