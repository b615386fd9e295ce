// What the engine tells subscribers as it happens, so the core can offer a Server-Sent Events stream
// (a UI updates without polling) and tests can watch runs. Listeners are called synchronously; one that
// throws is dropped from that event only, never breaking the run that emitted it.

import type { components } from '../../../../generated/mock-control.ts';
import type { NotificationRecord } from '../../notifications/outbox.ts';
import type { Run } from '../runs/run-record.ts';

export type EngineEvent =
  | { type: 'run.finished'; account_id: string; run: Run; excerpt?: string }
  | { type: 'run.skipped'; account_id: string; job_id: string; scheduled_at: string }
  | { type: 'notification.created'; notification: NotificationRecord }
  | { type: 'notification.delivery'; notification: NotificationRecord; status: number | null; error?: string }
  // Not the engine's: the core's journal tells it about a request that broke the contract (mock-core.ts),
  // so the same stream carries both.
  | { type: 'request.violations'; entry: components['schemas']['JournalEntry'] };

export type EngineListener = (event: EngineEvent) => void;

export interface EventHub {
  subscribe(listener: EngineListener): () => void;
  /** True when someone listens: the engine builds event objects only then. */
  readonly active: boolean;
  emit(event: EngineEvent): void;
}

export function createEventHub(onListenerError?: (error: unknown) => void): EventHub {
  const listeners = new Set<EngineListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get active() {
      return listeners.size > 0;
    },
    emit(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError?.(error);
        }
      }
    },
  };
}
