// The engine against a deliberately naive model: per job, the next due time, stepped one occurrence at
// a time. Random sequences of create, pause, resume, interval change, delete, manual run and advance
// must produce exactly the model's scheduled runs — same jobs, same times, none repeated or lost.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { serviceValidator as validator } from '../../../../contract/validators.ts';
import { toTimestamp } from '../../primitives/clock.ts';
import { jobDef, virtualEngine } from '../../testing/engine.ts';

const INTERVALS = [60, 90, 120, 3600] as const;

type Op =
  | { op: 'add'; interval: number }
  | { op: 'pause' | 'resume' | 'delete' | 'manual'; index: number }
  | { op: 'patch'; index: number; interval: number }
  | { op: 'advance'; seconds: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('add' as const), interval: fc.constantFrom(...INTERVALS) }),
  fc.record({
    op: fc.constantFrom('pause' as const, 'resume' as const, 'delete' as const, 'manual' as const),
    index: fc.nat(7),
  }),
  fc.record({ op: fc.constant('patch' as const), index: fc.nat(7), interval: fc.constantFrom(...INTERVALS) }),
  fc.record({ op: fc.constant('advance' as const), seconds: fc.integer({ min: 1, max: 7200 }) }),
);

interface ModelJob {
  id: string;
  interval: number;
  status: 'active' | 'paused';
  next: number | null;
  deleted: boolean;
}

test('random operations make exactly the runs of a naive model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 40 }), async (ops) => {
      const { engine, clock } = virtualEngine({ advanceRunsLimit: 1_000_000 });
      const model: ModelJob[] = [];
      const definitions = new Map<string, ReturnType<typeof jobDef>>();
      for (const o of ops) {
        const now = clock.now();
        const job = 'index' in o ? model[o.index % Math.max(1, model.length)] : undefined;
        if (o.op === 'add') {
          const def = jobDef({ interval_seconds: o.interval }, now);
          definitions.set(def.id, def);
          engine.addJob('acc_1', def);
          model.push({
            id: def.id,
            interval: o.interval * 1000,
            status: 'active',
            next: now + o.interval * 1000,
            deleted: false,
          });
        } else if (o.op === 'advance') {
          const target = now + o.seconds * 1000;
          const expected: string[] = [];
          for (const m of model) {
            while (!m.deleted && m.next !== null && m.next <= target) {
              expected.push(`${toTimestamp(m.next)} ${m.id}`);
              m.next += m.interval;
            }
          }
          const result = await engine.advanceTo(target);
          expect(result.runs.map((run) => `${run.scheduled_at} ${run.job_id}`).sort()).toEqual(expected.sort());
          expect(result.runs.map((run) => run.scheduled_at)).toEqual(result.runs.map((run) => run.scheduled_at).sort());
          for (const run of result.runs.slice(0, 3))
            expect(validator.validate('#/components/schemas/Run', run)).toEqual([]);
        } else if (job && !job.deleted) {
          const def = definitions.get(job.id)!;
          if (o.op === 'delete') {
            engine.removeJob(job.id);
            job.deleted = true;
          } else if (o.op === 'manual') {
            expect(engine.runNow(job.id).status).toBe('started');
          } else if (o.op === 'pause' && job.status === 'active') {
            definitions.set(job.id, { ...def, status: 'paused' });
            engine.updateJob(definitions.get(job.id)!);
            job.status = 'paused';
            job.next = null;
          } else if (o.op === 'resume' && job.status === 'paused') {
            definitions.set(job.id, { ...def, status: 'active' });
            engine.updateJob(definitions.get(job.id)!);
            job.status = 'active';
            job.next = now + job.interval;
          } else if (o.op === 'patch') {
            definitions.set(job.id, { ...def, interval_seconds: o.interval });
            engine.updateJob(definitions.get(job.id)!);
            if (job.status === 'active' && o.interval * 1000 !== job.interval) job.next = now + o.interval * 1000;
            job.interval = o.interval * 1000;
          }
        }
        for (const m of model) {
          if (m.deleted) continue;
          const view = engine.getJob(m.id)!;
          expect(view.next_run_at).toBe(m.next === null ? null : toTimestamp(m.next));
          expect(validator.validate('#/components/schemas/Job', view)).toEqual([]);
        }
      }
    }),
    { numRuns: 100 },
  );
});
