// When the core writes to its persistence port: after each acknowledged write (`commit`, awaited before
// the answer), after the control API's (`commitAll`: secrets, URLs and deliveries too), and once per
// burst of work the engine did on its own (`soon`). Without a port all three cost nothing.
import type { ChangeTracker } from './change-tracker.ts';
import type { StatePort } from './state-port.ts';

export interface Persister {
  commit(): Promise<void>;
  commitAll(): Promise<void>;
  soon(): void;
}

export function createPersister(
  port: StatePort | undefined,
  tracker: ChangeTracker | undefined,
  onError: (error: unknown) => void,
): Persister {
  // The changes are taken when the write is acknowledged; the port keeps their order.
  function commit(): Promise<void> {
    if (!port || !tracker) return Promise.resolve();
    const changes = tracker.take();
    const failed = (error: unknown) => {
      tracker.failed();
      throw error;
    };
    try {
      return Promise.resolve(port.write(changes)).catch(failed);
    } catch (error) {
      return Promise.reject(error).catch(failed);
    }
  }
  function commitAll(): Promise<void> {
    tracker?.notifications();
    return commit();
  }
  let queued = false;
  return {
    commit,
    commitAll,
    soon() {
      if (queued || !port) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        commitAll().catch(onError);
      });
    },
  };
}
