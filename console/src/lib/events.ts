// The live event stream (/__mock/events, Server-Sent Events) read through the control client's fetch
// rather than EventSource: EventSource cannot send the control token's Authorization header, and a token
// in the URL would end up in logs. One connection for the whole page; pages subscribe to the event names
// they show.
import { useEffect, useRef } from 'preact/hooks';
import { ControlError, control } from './api.ts';

export type LiveEvent = { event: string; data: unknown };
type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
let started = false;
let current: AbortController | undefined;

/** Reconnects with the headers of now: the console acts as another account behind a sandbox's balancer. */
export function restartEvents(): void {
  current?.abort();
}

function dispatch(block: string): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.join('\n'));
  } catch {
    return;
  }
  for (const listener of listeners) listener({ event, data: parsed });
}

async function connect(): Promise<void> {
  for (;;) {
    try {
      current = new AbortController();
      // With the token and, behind a sandbox's balancer, the current account's key, as every control call.
      const stream = await control.events({ signal: current.signal });
      const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value.replaceAll('\r\n', '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch (error) {
      // 401: the control client has asked for the token, and the page reloads with it.
      if (error instanceof ControlError && error.status === 401) return;
      // The mock restarted or the network dropped: try again shortly.
    }
    // Aborted to act as another account: at once; the mock gone: shortly.
    if (!current?.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * `load` at most once per `ms`, however many events ask for it: a virtual advance over a day can finish
 * thousands of runs, and each would otherwise reload the page's data.
 */
export function useCoalesced(load: () => unknown, ms = 250): () => void {
  const latest = useRef(load);
  latest.current = load;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    timer.current ??= setTimeout(() => {
      timer.current = undefined;
      void latest.current();
    }, ms);
  };
}

/** Calls `onEvent` for each live event while the component is shown (and `active`). */
export function useLiveEvents(onEvent: Listener, active = true): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!active) return;
    const listener: Listener = (event) => latest.current(event);
    listeners.add(listener);
    if (!started) {
      started = true;
      void connect();
    }
    return () => void listeners.delete(listener);
  }, [active]);
}
