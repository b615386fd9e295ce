// The global clock: read it, set it, advance it; a move runs what falls due on the way (the engine).
import type { components, operations } from '../../../generated/mock-control.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { parseRfc3339 } from '../primitives/rfc3339.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import type { ControlHandler, ControlHandlerDeps } from './control-context.ts';

const reply = typedReply<operations>();

type ClockAdvance = components['schemas']['ClockAdvance'];
type ClockSet = components['schemas']['ClockSet'];
type ClockDeps = Pick<ControlHandlerDeps, 'clock' | 'engine' | 'commit'>;

const clockBody = ({ clock }: ClockDeps) => ({
  now: toTimestamp(clock.now()),
  mode: clock.mode,
  ...(clock.mode === 'real' ? { speed: clock.speed ?? 1 } : {}),
});

async function moveTo(deps: ClockDeps, ms: number): Promise<Reply> {
  const { runs, runs_total } = await deps.engine.advanceTo(ms);
  await deps.commit();
  return reply('advanceClock', 200, { ...clockBody(deps), runs, runs_total });
}

export function clockHandlers(deps: ClockDeps): Record<'getClock' | 'setClock' | 'advanceClock', ControlHandler> {
  const { clock } = deps;
  return {
    getClock: async () => reply('getClock', 200, clockBody(deps)),
    async setClock({ body }) {
      if (clock.mode === 'real')
        throw new ProblemError('conflict', 'A real clock cannot be set; use POST /__mock/clock/advance to jump ahead.');
      const target = parseRfc3339((body as ClockSet).now);
      if (target < clock.now())
        throw new ProblemError('validation', 'The clock never moves backwards.', {
          errors: [{ pointer: '/now', detail: 'must not be before the current time' }],
        });
      return moveTo(deps, target);
    },
    advanceClock: async ({ body }) => moveTo(deps, clock.now() + Math.round((body as ClockAdvance).seconds * 1000)),
  };
}
