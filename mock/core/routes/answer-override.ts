// The answer an override gives (spec/mock-control.yaml createAnswerOverride): its `status` with its `body`,
// or the spec's documented answer for that status, or a problem+json naming the override; its `headers`
// on top. A delay is real time, not the mock's clock: it stands for a slow network or server.
import type { AnswerOverride } from '../state/answer-overrides.ts';
import type { Reply } from '../http/respond.ts';
import type { ForcedAnswers } from './forced-answer.ts';

/** Statuses whose answer has no body (RFC 9110 §15.3.5, §15.3.6, §15.4.5). */
export const bodilessStatuses: ReadonlySet<number> = new Set([204, 205, 304]);

export function overrideReply(override: AnswerOverride, forced: ForcedAnswers): Reply | undefined {
  const { status } = override;
  if (status === undefined) return undefined;
  const headers = { ...override.headers };
  const withHeaders = (reply: Reply): Reply => ({ ...reply, headers: { ...reply.headers, ...headers } });
  if (override.body !== undefined)
    return withHeaders({
      status,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(override.body),
    });
  const documented = forced.documented(override.operation_id, status);
  if (documented) return withHeaders(documented);
  if (status < 400 || bodilessStatuses.has(status)) return withHeaders({ status, headers: {}, body: null });
  return withHeaders({
    status,
    headers: { 'Content-Type': 'application/problem+json' },
    body: JSON.stringify({
      type: 'about:blank',
      title: `Answer overridden (${status})`,
      status,
      detail: `The mock's answer override ${override.id} answers ${override.operation_id} with ${status}.`,
    }),
  });
}

/** Waits `ms` of real time (a plain timer: a delayed answer keeps a script alive until it is given). */
export const realDelay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
