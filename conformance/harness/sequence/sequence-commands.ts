// SEQ-001's commands as fast-check draws them: the commands on one job (sequence-job-commands.ts) and the
// list walks (sequence-list-commands.ts); each step sends through sequence-step.ts.
export { sequenceOperations } from './sequence-step.ts';
import fc from 'fast-check';
import { CreateCommand, get, JobCommand, maxJobs, patch, remove, runNow, transition } from './sequence-job-commands.ts';
import { ListWalkCommand, runs } from './sequence-list-commands.ts';
import type { Model } from './sequence-model.ts';
import type { Real } from './sequence-step.ts';
import { createParams, patchParams } from './sequence-values.ts';

const pick = fc.nat({ max: maxJobs - 1 });

/**
 * The commands of a sequence: create, get, patch, pause, resume, run now, delete, list walk, runs list.
 * fast-check picks among the entries evenly, so the moves of the state machine (and the walk that shows
 * their effect on the list) are listed two or three times.
 */
const create = createParams.map((params) => new CreateCommand(params));
const patchCommand = fc.tuple(pick, patchParams).map(([n, params]) => new JobCommand('patch', n, params, patch));
const pause = pick.map((n) => new JobCommand('pause', n, undefined, (job, r) => transition(job, r, 'paused')));
const resume = pick.map((n) => new JobCommand('resume', n, undefined, (job, r) => transition(job, r, 'active')));
const deleteCommand = pick.map((n) => new JobCommand('delete', n, undefined, (job, r) => remove(job, r)));
const listWalk = fc
  .record({
    limit: fc.constantFrom(undefined, 100, 5),
    status: fc.constantFrom(undefined, 'active' as const, 'paused' as const),
  })
  .map((params) => new ListWalkCommand(params));
export const sequenceCommands: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  create,
  create,
  pick.map((n) => new JobCommand('get', n, undefined, (job, r) => get(job, r))),
  patchCommand,
  patchCommand,
  pause,
  pause,
  pause,
  resume,
  resume,
  resume,
  pick.map((n) => new JobCommand('run', n, undefined, (job, r) => runNow(job, r))),
  deleteCommand,
  deleteCommand,
  listWalk,
  listWalk,
  fc
    .tuple(pick, fc.constantFrom(undefined, 100, 1))
    .map(([n, limit]) => new JobCommand('runs', n, limit, (job, r) => runs(job, r, limit))),
];
