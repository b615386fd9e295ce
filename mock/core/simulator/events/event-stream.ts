// The engine's events as a Server-Sent Events body (`GET /__mock/events`), so a UI sees runs and
// notifications as they happen without polling. Web-standard ReadableStream only: the core returns
// `new Response(stream, { headers: SSE_HEADERS })` and both adapters (Express, MSW) pass it through.
// @see https://html.spec.whatwg.org/multipage/server-sent-events.html

import type { EngineEvent, EngineListener } from './events.ts';
import { globalTimers, type TimerPort } from '../time/wakeup.ts';

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
  /** Events held for a client that reads slower than they happen; past it they are dropped (10,000). */
  maxQueuedEvents?: number;
  /** The same bound in characters of SSE text (4 Mi, about as many bytes: the frames are mostly ASCII). */
  maxQueuedChars?: number;
}

/** The event's account; undefined for a journalled request, which names a key's fingerprint, not an account. */
const accountOf = (event: EngineEvent): string | undefined =>
  event.type === 'request.violations'
    ? undefined
    : event.type === 'notification.created' || event.type === 'notification.delivery'
      ? event.notification.account_id
      : event.account_id;

/** One SSE frame: `id`, `event` (the type) and one `data` line of JSON. */
export function formatEvent(id: number, event: EngineEvent): string {
  const { type, ...data } = event;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The comment that marks where events were dropped for a slow client. */
export const droppedComment = (count: number): string => `: dropped ${count} event${count === 1 ? '' : 's'}\n\n`;

// Backpressure: the stream is pull-based with room for one chunk. While the client keeps up, each event is
// enqueued as it happens; when it falls behind, events wait in a queue bounded by count and size, and the
// next read takes them all as one chunk. Past the bound, new events are dropped — the simulator never
// waits for a client — and counted: the client then reads, after the events it still got, one comment
// `: dropped N events`; event ids go on counting, so the gap shows in them too. A client that never reads
// thus costs the queue plus at most two chunks of its size (one in the stream, one the adapter is writing),
// however many runs happen; it is not disconnected (it may resume reading).
export function createEventStream(
  subscribe: (listener: EngineListener) => () => void,
  options: EventStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const timers = options.timers ?? globalTimers;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const maxEvents = Math.max(1, options.maxQueuedEvents ?? 10_000);
  const maxChars = options.maxQueuedChars ?? 4 * 2 ** 20;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: unknown = null;
  let closed = false;
  let counter = 0;
  let queued: string[] = [];
  let queuedChars = 0;
  let dropped = 0;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  /** Everything kept for the client as one chunk, with the count of what was dropped after it. */
  const flush = (): void => {
    if (queued.length === 0) return;
    const text = queued.join('') + (dropped > 0 ? droppedComment(dropped) : '');
    queued = [];
    queuedChars = 0;
    dropped = 0;
    controller.enqueue(encoder.encode(text));
  };

  const stop = () => {
    closed = true;
    unsubscribe?.();
    if (heartbeat !== null) timers.clear(heartbeat);
    heartbeat = null;
    queued = [];
  };

  /** Hands text to the stream at once when it has room and nothing waits before it; else queues it. */
  const offer = (text: string, event: boolean): void => {
    if (closed) return;
    if (queued.length === 0 && dropped === 0 && (controller.desiredSize ?? 0) > 0) {
      controller.enqueue(encoder.encode(text));
      return;
    }
    // Once one event is dropped, all are until the client catches up, so the comment marks a single gap.
    // An empty queue takes any frame, so a drop always follows something still to be read.
    if (queued.length > 0 && (dropped > 0 || queued.length >= maxEvents || queuedChars + text.length > maxChars)) {
      if (event) dropped++;
      return;
    }
    queued.push(text);
    queuedChars += text.length;
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        // `retry` tells the browser's EventSource how soon to reconnect.
        offer('retry: 1000\n: connected\n\n', false);
        unsubscribe = subscribe((event) => {
          if (options.accountId !== undefined && accountOf(event) !== options.accountId) return;
          if (options.types && !options.types.includes(event.type)) return;
          const id = ++counter;
          // A full queue drops before formatting: a stuck client costs no JSON per event.
          if (dropped > 0 || queued.length >= maxEvents) {
            dropped++;
            return;
          }
          offer(formatEvent(id, event), true);
        });
        const beat = () => {
          // Pending events already keep the connection busy.
          if (queued.length === 0) offer(': keep-alive\n\n', false);
          heartbeat = timers.set(beat, heartbeatMs);
        };
        if (heartbeatMs > 0) heartbeat = timers.set(beat, heartbeatMs);
        options.signal?.addEventListener('abort', () => {
          // What was kept is still readable after the close, as events enqueued before it always were.
          try {
            flush();
          } catch {
            // Already closed by the reader.
          }
          stop();
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        });
      },
      pull: flush,
      cancel: stop,
    },
    { highWaterMark: 1 },
  );
}
