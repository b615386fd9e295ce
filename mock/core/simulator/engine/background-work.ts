// What the engine does on its own rather than in a caller's advance: in real-clock mode one timer wakes
// the global lane for its earliest item (wakeup.ts), and live calls and deliveries started then finish
// later. Each such piece of work is tracked, so `idle()` can wait for it and the mock can persist after it.
import type { Clock } from '../../primitives/clock.ts';
import type { DueQueue } from '../queue/due-queue.ts';
import type { AdvanceResult } from './engine-api.ts';
import { createWakeup, globalTimers, type TimerPort, type Wakeup } from '../time/wakeup.ts';

export interface BackgroundOptions {
  clock: Clock;
  /** The global lane's queue: the timer is armed for its earliest item. */
  queue: DueQueue;
  timers: TimerPort | undefined;
  speed: number | undefined;
  /** Does what is due up to the clock's now (the engine's catchUp). */
  catchUp: () => Promise<AdvanceResult>;
  onError: (error: unknown) => void;
  afterBackgroundWork: (() => void) | undefined;
}

export class BackgroundWork {
  private readonly options: BackgroundOptions;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly wakeup: Wakeup;
  private running = false;

  constructor(options: BackgroundOptions) {
    this.options = options;
    this.wakeup = createWakeup(options.timers ?? globalTimers, options.speed ?? 1, () => {
      options
        .catchUp()
        .then((result) => {
          this.rearm();
          if (result.runs_total > 0) options.afterBackgroundWork?.();
        })
        .catch(options.onError);
    });
  }

  /** Re-arms the timer for the queue's earliest item (real-clock mode, once started). */
  rearm(): void {
    if (this.running) this.wakeup.armFor(this.options.queue.nextDue(), this.options.clock.now());
  }

  /** Keeps `promise` until it settles; its failure goes to onError. */
  track(promise: Promise<unknown>): void {
    const tracked = promise.catch(this.options.onError).finally(() => {
      this.inFlight.delete(tracked);
      this.options.afterBackgroundWork?.();
    });
    this.inFlight.add(tracked);
  }

  /** Real-clock mode: catches up and arms the timer. */
  start(): void {
    if (this.options.clock.mode !== 'real') return;
    this.running = true;
    this.options.catchUp().then(() => this.rearm(), this.options.onError);
  }

  stop(): void {
    this.running = false;
    this.wakeup.disarm();
  }

  /** Resolves once nothing tracked is on its way. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
