// The presenter keeps each shown job's JSON text between changes (list pages are joined from it).
// Whatever happens to a job, the kept text must equal a fresh serialisation of the job as getJob shows it.
import { describe, expect, test } from 'vitest';
import { createJobPresenter } from './job-presenter.ts';
import type { Engine } from '../simulator/engine/engine-api.ts';
import type { JobDefinition } from '../simulator/jobs/job-state.ts';
import { jobDef, virtualEngine } from '../testing/engine.ts';

const fresh = (engine: Engine, id: string) => JSON.stringify(engine.getJob(id));

function presented() {
  const { engine, store } = virtualEngine();
  const presenter = createJobPresenter({ store, engine });
  return { engine, jobJson: (id: string) => presenter.presentJson(store.get(id)!.job), presenter };
}

// [what happens, the change, whether the job's text changes]
const changes: Array<[string, (engine: Engine, job: JobDefinition) => Promise<unknown> | unknown, boolean]> = [
  ['scheduled runs happen (next_run_at, last_run move)', (engine) => engine.advanceBy(3 * 60), true],
  [
    'a run fails (consecutive_failures)',
    (engine, job) => (engine.rules.add({ job_id: job.id, status: 500 }), engine.advanceBy(60)),
    true,
  ],
  [
    'the definition changes',
    (engine, job) => engine.updateJob({ ...job, name: 'renamed', interval_seconds: 120 }),
    true,
  ],
  ['the job is paused', (engine, job) => engine.updateJob({ ...job, status: 'paused' }), true],
  [
    'a long manual run is in progress (next_run_at skips past it)',
    async (engine, job) => (await engine.advanceBy(30), engine.runNow(job.id)),
    true,
  ],
  ['the clock moves without a run', (engine) => engine.advanceBy(10), false],
];

describe('kept job JSON', () => {
  test.each(changes)('stays equal to a fresh serialisation when %s', async (_name, change, changesText) => {
    const { engine, jobJson } = presented();
    const job = jobDef({ url: 'https://example.com/delay/90', timeout_seconds: 120 });
    engine.addJob('acc_1', job);
    const before = jobJson(job.id);
    expect(before).toBe(fresh(engine, job.id));
    await change(engine, job);
    expect(jobJson(job.id)).toBe(fresh(engine, job.id));
    expect(jobJson(job.id) !== before).toBe(changesText);
  });

  test('follows a run that changes only last_run (a second instant manual run at the same time)', () => {
    const { engine, jobJson } = presented();
    const job = jobDef();
    engine.addJob('acc_1', job);
    expect(engine.runNow(job.id).status).toBe('started');
    const after = jobJson(job.id);
    expect(engine.runNow(job.id).status).toBe('started');
    expect(jobJson(job.id)).not.toBe(after);
    expect(jobJson(job.id)).toBe(fresh(engine, job.id));
  });

  test('stays equal when nothing changed, and after its text was evicted by thousands of others', async () => {
    const { engine, jobJson, presenter } = presented();
    const first = jobDef();
    engine.addJob('acc_1', first);
    const kept = jobJson(first.id);
    expect(jobJson(first.id)).toBe(kept);
    for (let i = 0; i < 5000; i++) {
      const other = jobDef();
      engine.addJob('acc_1', other);
      jobJson(other.id);
    }
    await engine.advanceBy(60);
    expect(jobJson(first.id)).toBe(fresh(engine, first.id));
    presenter.clear();
    expect(jobJson(first.id)).toBe(fresh(engine, first.id));
  });

  test('serialises a job once while neither its definition nor its run-time state changes', async () => {
    const { engine, store } = virtualEngine();
    let serialised = 0;
    const presenter = createJobPresenter({
      store,
      engine: { revisionOf: (id) => engine.revisionOf(id), runtimeOf: (id) => (serialised++, engine.runtimeOf(id)) },
    });
    const job = jobDef({ interval_seconds: 3600 });
    engine.addJob('acc_1', job);
    presenter.presentJson(job);
    await engine.advanceBy(60);
    presenter.presentJson(job);
    expect(serialised).toBe(1);
    engine.updateJob({ ...job, name: 'renamed' });
    expect(JSON.parse(presenter.presentJson(job))).toMatchObject({ name: 'renamed' });
    expect(serialised).toBe(2);
  });
});
