// V8's memory reducer gives back the heap a busy spell grew once the process goes quiet — when it sees the
// allocation rate fall. Since V8 13 (Node 24) that rate includes the embedder's C++ heap (cppgc), measured
// with no lower bound, and a Node process that never uses `node:vm` allocates nothing there: the rate is
// exactly 0, which V8 reads as the worst case, so the reducer never sees the process idle and waits for its
// 100 s watchdog instead (`--trace-memory-reducer`: "high alloc" on every 8 s tick; with
// `--trace-mutator-utilization`: "Embedder mutator utilization = 0.000 (mutator_speed=0, gc_speed=1)").
// A compiled `vm.Script` is a cppgc object: one now and then keeps that rate positive and negligible, and the
// heap comes back seconds after the load ends (README: Reliability). Harmless where V8 has no such flaw.
import { Script } from 'node:vm';

/** Under the ~100 s in which a decayed rate underflows back to exactly 0; one compile costs microseconds. */
const everyMs = 30_000;

/** Starts the nudges for this process; the timer never keeps it alive. Returns the stop. */
export function nudgeMemoryReducer(): () => void {
  new Script('0');
  const timer = setInterval(() => new Script('0'), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
