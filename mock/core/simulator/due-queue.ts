// One priority queue for everything that happens at a time: every job's next run, every run that is
// still in progress, every notification delivery attempt — of all accounts. A binary heap keyed by due
// time, then by a sequence number so equal times keep the order they were scheduled in (deterministic).
// It is indexed: each handle (a small integer the caller owns) sits in the heap at most once, so
// rescheduling moves it and cancelling removes it in O(log n), with no stale entries to skip. Storage is
// typed arrays, so millions of pops allocate nothing.

export interface DueQueue {
  /** Puts `handle` at `dueAtMs`, moving it if it is already queued. */
  schedule(handle: number, dueAtMs: number): void;
  /** Removes `handle`; no-op when it is not queued. */
  cancel(handle: number): void;
  /** When `handle` is due, or NaN when it is not queued. */
  dueAt(handle: number): number;
  /** The earliest due time, or Infinity when the queue is empty. */
  nextDue(): number;
  /** The earliest handle (ties: scheduled first), or -1 when empty. */
  peek(): number;
  /** Moves the earliest handle to `dueAtMs` (the hot path of a repeating job: one sift, no lookups). */
  rescheduleTop(dueAtMs: number): void;
  /** Removes and returns the earliest handle due at or before `untilMs`, or -1 when none is. */
  popDue(untilMs: number): number;
  readonly size: number;
  clear(): void;
}

export function createDueQueue(initialCapacity = 1024): DueQueue {
  let heap = new Int32Array(initialCapacity); // heap position → handle
  let due = new Float64Array(initialCapacity); // heap position → due time
  let seq = new Float64Array(initialCapacity); // heap position → tie-breaking sequence
  let position = new Int32Array(initialCapacity).fill(-1); // handle → heap position, -1 when absent
  let size = 0;
  let counter = 0;

  function growHeap(): void {
    const capacity = heap.length * 2;
    const h = new Int32Array(capacity);
    h.set(heap);
    const d = new Float64Array(capacity);
    d.set(due);
    const s = new Float64Array(capacity);
    s.set(seq);
    heap = h;
    due = d;
    seq = s;
  }

  function ensureHandle(handle: number): void {
    if (!Number.isInteger(handle) || handle < 0) throw new RangeError(`bad queue handle ${handle}`);
    if (handle < position.length) return;
    let capacity = position.length;
    while (capacity <= handle) capacity *= 2;
    const p = new Int32Array(capacity).fill(-1);
    p.set(position);
    position = p;
  }

  const before = (a: number, b: number): boolean => due[a]! < due[b]! || (due[a] === due[b] && seq[a]! < seq[b]!);

  function place(at: number, handle: number, d: number, s: number): void {
    heap[at] = handle;
    due[at] = d;
    seq[at] = s;
    position[handle] = at;
  }

  function siftUp(at: number): void {
    const handle = heap[at]!;
    const d = due[at]!;
    const s = seq[at]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const pd = due[parent]!;
      if (pd < d || (pd === d && seq[parent]! < s)) break;
      place(at, heap[parent]!, pd, seq[parent]!);
      at = parent;
    }
    place(at, handle, d, s);
  }

  function siftDown(at: number): void {
    const handle = heap[at]!;
    const d = due[at]!;
    const s = seq[at]!;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && before(right, left) ? right : left;
      const cd = due[child]!;
      if (d < cd || (d === cd && s < seq[child]!)) break;
      place(at, heap[child]!, cd, seq[child]!);
      at = child;
    }
    place(at, handle, d, s);
  }

  function removeAt(at: number): void {
    const handle = heap[at]!;
    position[handle] = -1;
    size--;
    if (at === size) return;
    place(at, heap[size]!, due[size]!, seq[size]!);
    siftDown(at);
    siftUp(position[heap[at]!] === at ? at : position[heap[at]!]!);
  }

  return {
    schedule(handle, dueAtMs) {
      if (Number.isNaN(dueAtMs)) throw new RangeError('due time is NaN');
      ensureHandle(handle);
      const at = position[handle]!;
      if (at >= 0) {
        due[at] = dueAtMs;
        seq[at] = counter++;
        siftDown(at);
        siftUp(position[handle]!);
        return;
      }
      if (size === heap.length) growHeap();
      place(size, handle, dueAtMs, counter++);
      size++;
      siftUp(size - 1);
    },
    cancel(handle) {
      if (handle >= position.length) return;
      const at = position[handle]!;
      if (at >= 0) removeAt(at);
    },
    dueAt(handle) {
      if (handle >= position.length) return NaN;
      const at = position[handle]!;
      return at >= 0 ? due[at]! : NaN;
    },
    nextDue: () => (size === 0 ? Infinity : due[0]!),
    peek: () => (size === 0 ? -1 : heap[0]!),
    rescheduleTop(dueAtMs) {
      if (size === 0) throw new RangeError('the queue is empty');
      if (!(dueAtMs >= due[0]!)) throw new RangeError('rescheduleTop only moves later');
      due[0] = dueAtMs;
      seq[0] = counter++;
      siftDown(0);
    },
    popDue(untilMs) {
      if (size === 0 || due[0]! > untilMs) return -1;
      const handle = heap[0]!;
      removeAt(0);
      return handle;
    },
    get size() {
      return size;
    },
    clear() {
      for (let i = 0; i < size; i++) position[heap[i]!] = -1;
      size = 0;
    },
  };
}
