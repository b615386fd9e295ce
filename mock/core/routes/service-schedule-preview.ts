// `POST /v1/schedules/preview`: the next run times of a schedule, without making a job.
import type { components, operations } from '../../../generated/openapi.ts';
import { toTimestamp } from '../primitives/clock.ts';
import { validationProblem } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { nextDue, scheduleOf } from '../simulator/cron/next-times.ts';
import type { ServiceContext, ServiceHandlerDeps } from './service-context.ts';

const reply = typedReply<operations>();

type SchedulePreviewRequest = components['schemas']['SchedulePreviewRequest'];

/** The last instant a Timestamp can show. */
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

export async function previewSchedule({ clock }: ServiceHandlerDeps, context: ServiceContext): Promise<Reply> {
  // The body passed the same schema and meaning checks as a create (defaults applied: count, timezone).
  const request = context.body as SchedulePreviewRequest & { count: number };
  const from = request.from !== undefined ? Date.parse(request.from) : clock.now();
  const schedule = scheduleOf(request);
  let at = from;
  const data: string[] = [];
  for (let i = 0; i < request.count; i++) {
    at = nextDue(schedule, at);
    if (at > LAST_INSTANT)
      throw validationProblem([
        {
          pointer: '/from',
          detail: `the schedule has only ${i} run time${i === 1 ? '' : 's'} after ${request.from ?? 'now'} before the year 10000`,
        },
      ]);
    data.push(toTimestamp(at));
  }
  return reply('previewSchedule', 200, { data });
}
