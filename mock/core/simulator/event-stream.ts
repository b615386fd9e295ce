// The engine's events as a Server-Sent Events body (`GET /__mock/events`), so a UI sees runs and
// notifications as they happen without polling. Web-standard ReadableStream only: the core returns
// `new Response(stream, { headers: SSE_HEADERS })` and both adapters (Express, MSW) pass it through.
// @see https://html.spec.whatwg.org/multipage/server-sent-events.html

import type { EngineEvent, EngineListener } from './events.ts';
import { globalTimers, type TimerPort } from './wakeup.ts';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
} as const;

export interface EventStreamOptions {
  /** Only events of this account (notifications carry it as account_id). */
  accountId?: string;
  /** Only these event types. */
  types?: readonly EngineEvent['type'][];
  /** A comment line this often keeps proxies from closing an idle stream; 0 turns it off. */
  heartbeatMs?: number;
  timers?: TimerPort;
  /** Closes the stream (the request's signal). */
  signal?: AbortSignal;
}

const accountOf = (event: EngineEvent): string =>
  event.type === 'notification.created' || event.type === 'notification.delivery' ? event.notification.account_id : event.account_id;

/** One SSE frame: `id`, `event` (the type) and one `data` line of JSON. */
export function formatEvent(id: number, event: EngineEvent): string {
  const { type, ...data } = event;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function createEventStream(subscribe: (listener: EngineListener) => () => void, options: EventStreamOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const timers = options.timers ?? globalTimers;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: unknown = null;
  let closed = false;
  let counter = 0;

  const stop = () => {
    closed = true;
    unsubscribe?.();
    if (heartbeat !== null) timers.clear(heartbeat);
    heartbeat = null;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      // `retry` tells the browser's EventSource how soon to reconnect.
      send('retry: 1000\n: connected\n\n');
      unsubscribe = subscribe((event) => {
        if (options.accountId !== undefined && accountOf(event) !== options.accountId) return;
        if (options.types && !options.types.includes(event.type)) return;
        send(formatEvent(++counter, event));
      });
      const beat = () => {
        send(': keep-alive\n\n');
        heartbeat = timers.set(beat, heartbeatMs);
      };
      if (heartbeatMs > 0) heartbeat = timers.set(beat, heartbeatMs);
      options.signal?.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      });
    },
    cancel: stop,
  });
}
