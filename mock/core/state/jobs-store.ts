// Job definitions of every account (the API fields, status and timestamps): the only copy — the run
// simulator reads them from here. The run-time side of a job — next_run_at, last_run,
// consecutive_failures and the run history — belongs to the simulator, which the presenter
// (job-presenter.ts) asks when the service answers. Each account has id-sorted indexes (all, active,
// paused) so a page of the list never scans the store.
import type { components } from '../../../generated/openapi.ts';
import { createSortedIds, type SortedIds } from '../pagination/sorted-ids.ts';
import type { JobDefinition } from '../simulator/jobs/job-state.ts';

export type Job = components['schemas']['Job'];
export type Run = components['schemas']['Run'];
export type JobStatus = components['schemas']['JobStatus'];
export type { JobDefinition };

export interface StoredJob {
  readonly accountId: string;
  /** Replaced, never mutated, on every change. */
  job: JobDefinition;
}

export interface JobsStore {
  readonly size: number;
  get(id: string): StoredJob | undefined;
  insert(entry: StoredJob): void;
  /** Replaces the job record, moving it between status indexes when its status changed. */
  update(id: string, job: JobDefinition): void;
  remove(id: string): void;
  page(
    accountId: string,
    status: JobStatus | undefined,
    after: string | undefined,
    limit: number,
  ): { jobs: JobDefinition[]; hasMore: boolean };
  values(): IterableIterator<StoredJob>;
  clear(): void;
}

interface Indexes {
  all: SortedIds;
  active: SortedIds;
  paused: SortedIds;
}

export function createJobsStore(): JobsStore {
  const byId = new Map<string, StoredJob>();
  const indexes = new Map<string, Indexes>();

  const indexesOf = (accountId: string): Indexes => {
    let found = indexes.get(accountId);
    if (!found) {
      found = { all: createSortedIds(), active: createSortedIds(), paused: createSortedIds() };
      indexes.set(accountId, found);
    }
    return found;
  };

  return {
    get size() {
      return byId.size;
    },
    get: (id) => byId.get(id),
    insert(entry) {
      byId.set(entry.job.id, entry);
      const index = indexesOf(entry.accountId);
      index.all.insert(entry.job.id);
      index[entry.job.status].insert(entry.job.id);
    },
    update(id, job) {
      const entry = byId.get(id);
      if (!entry) return;
      if (entry.job.status !== job.status) {
        const index = indexesOf(entry.accountId);
        index[entry.job.status].remove(id);
        index[job.status].insert(id);
      }
      entry.job = job;
    },
    remove(id) {
      const entry = byId.get(id);
      if (!entry) return;
      byId.delete(id);
      const index = indexesOf(entry.accountId);
      index.all.remove(id);
      index[entry.job.status].remove(id);
    },
    page(accountId, status, after, limit) {
      const index = indexesOf(accountId);
      const { ids, hasMore } = index[status ?? 'all'].pageDescending(after, limit);
      return { jobs: ids.map((id) => byId.get(id)!.job), hasMore };
    },
    values: () => byId.values(),
    clear() {
      byId.clear();
      indexes.clear();
    },
  };
}
