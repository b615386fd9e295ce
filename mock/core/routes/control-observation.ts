// What a test watches: the event stream (server-sent events of runs, notifications and violations) and
// the request journal.
import type { operations } from '../../../generated/mock-control.ts';
import { ProblemError } from '../http/problem.ts';
import type { Reply } from '../http/respond.ts';
import { typedReply } from '../http/typed-reply.ts';
import { createEventStream, SSE_HEADERS } from '../simulator/events/event-stream.ts';
import type { EngineEvent } from '../simulator/events/events.ts';
import type { ControlContext, ControlHandler, ControlHandlerDeps } from './control-context.ts';
import { accountFilter } from './control-lookups.ts';

const reply = typedReply<operations>();

const eventTypes: readonly EngineEvent['type'][] = [
  'run.finished',
  'run.skipped',
  'notification.created',
  'notification.delivery',
  'request.violations',
];

/** `?types=a,b`: the event types asked for, or undefined for all; 400 for an unknown name or an empty list. */
function typesOf(url: URL): EngineEvent['type'][] | undefined {
  const typesParam = url.searchParams.get('types');
  if (typesParam === null) return undefined;
  const names = typesParam
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !(eventTypes as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    throw new ProblemError('invalidParameter', `The query parameter types is invalid.`, {
      errors: [{ parameter: 'types', detail: `must be a comma-separated list of ${eventTypes.join(', ')}` }],
    });
  return names as EngineEvent['type'][];
}

type StreamDeps = Pick<ControlHandlerDeps, 'subscribe' | 'timers'>;

async function streamEvents(deps: StreamDeps, { request, url }: ControlContext): Promise<Reply> {
  const accountId = url.searchParams.get('account_id') ?? undefined;
  const types = typesOf(url);
  const stream = createEventStream(deps.subscribe, {
    ...(accountId !== undefined ? { accountId } : {}),
    ...(types ? { types } : {}),
    ...(deps.timers ? { timers: deps.timers } : {}),
    signal: request.signal,
  });
  return { status: 200, headers: { ...SSE_HEADERS }, body: stream };
}

export function observationHandlers(
  deps: StreamDeps & Pick<ControlHandlerDeps, 'accounts' | 'journal'>,
): Record<'streamEvents' | 'listRequests', ControlHandler> {
  const { accounts, journal } = deps;
  return {
    streamEvents: (context) => streamEvents(deps, context),
    async listRequests({ url }) {
      const only = accountFilter(accounts, url);
      return reply('listRequests', 200, {
        data: only === undefined ? journal.list() : journal.list().filter((entry) => entry.account_id === only),
      });
    },
  };
}
