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
  return new HeapDueQueue(initialCapacity);
}

/** The indexed binary heap: four parallel typed arrays, grown by doubling. */
class HeapDueQueue implements DueQueue {
  private heap: Int32Array; // heap position → handle
  private due: Float64Array; // heap position → due time
  private seq: Float64Array; // heap position → tie-breaking sequence
  private position: Int32Array; // handle → heap position, -1 when absent
  private count = 0;
  private counter = 0;

  constructor(initialCapacity: number) {
    this.heap = new Int32Array(initialCapacity);
    this.due = new Float64Array(initialCapacity);
    this.seq = new Float64Array(initialCapacity);
    this.position = new Int32Array(initialCapacity).fill(-1);
  }

  get size(): number {
    return this.count;
  }

  schedule(handle: number, dueAtMs: number): void {
    if (Number.isNaN(dueAtMs)) throw new RangeError('due time is NaN');
    this.ensureHandle(handle);
    const at = this.position[handle]!;
    if (at >= 0) {
      this.due[at] = dueAtMs;
      this.seq[at] = this.counter++;
      this.siftDown(at);
      this.siftUp(this.position[handle]!);
      return;
    }
    if (this.count === this.heap.length) this.growHeap();
    this.place(this.count, handle, dueAtMs, this.counter++);
    this.count++;
    this.siftUp(this.count - 1);
  }

  cancel(handle: number): void {
    if (handle >= this.position.length) return;
    const at = this.position[handle]!;
    if (at >= 0) this.removeAt(at);
  }

  dueAt(handle: number): number {
    if (handle >= this.position.length) return NaN;
    const at = this.position[handle]!;
    return at >= 0 ? this.due[at]! : NaN;
  }

  nextDue(): number {
    return this.count === 0 ? Infinity : this.due[0]!;
  }

  peek(): number {
    return this.count === 0 ? -1 : this.heap[0]!;
  }

  rescheduleTop(dueAtMs: number): void {
    if (this.count === 0) throw new RangeError('the queue is empty');
    if (!(dueAtMs >= this.due[0]!)) throw new RangeError('rescheduleTop only moves later');
    this.due[0] = dueAtMs;
    this.seq[0] = this.counter++;
    this.siftDown(0);
  }

  popDue(untilMs: number): number {
    if (this.count === 0 || this.due[0]! > untilMs) return -1;
    const handle = this.heap[0]!;
    this.removeAt(0);
    return handle;
  }

  clear(): void {
    for (let i = 0; i < this.count; i++) this.position[this.heap[i]!] = -1;
    this.count = 0;
  }

  private growHeap(): void {
    const capacity = this.heap.length * 2;
    const heap = new Int32Array(capacity);
    heap.set(this.heap);
    const due = new Float64Array(capacity);
    due.set(this.due);
    const seq = new Float64Array(capacity);
    seq.set(this.seq);
    this.heap = heap;
    this.due = due;
    this.seq = seq;
  }

  private ensureHandle(handle: number): void {
    if (!Number.isInteger(handle) || handle < 0) throw new RangeError(`bad queue handle ${handle}`);
    if (handle < this.position.length) return;
    let capacity = this.position.length;
    while (capacity <= handle) capacity *= 2;
    const position = new Int32Array(capacity).fill(-1);
    position.set(this.position);
    this.position = position;
  }

  private before(a: number, b: number): boolean {
    const { due, seq } = this;
    return due[a]! < due[b]! || (due[a] === due[b] && seq[a]! < seq[b]!);
  }

  private place(at: number, handle: number, d: number, s: number): void {
    this.heap[at] = handle;
    this.due[at] = d;
    this.seq[at] = s;
    this.position[handle] = at;
  }

  private siftUp(at: number): void {
    const { heap, due, seq } = this;
    const handle = heap[at]!;
    const d = due[at]!;
    const s = seq[at]!;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      const pd = due[parent]!;
      if (pd < d || (pd === d && seq[parent]! < s)) break;
      this.place(at, heap[parent]!, pd, seq[parent]!);
      at = parent;
    }
    this.place(at, handle, d, s);
  }

  private siftDown(at: number): void {
    const { heap, due, seq } = this;
    const handle = heap[at]!;
    const d = due[at]!;
    const s = seq[at]!;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.count) break;
      const right = left + 1;
      const child = right < this.count && this.before(right, left) ? right : left;
      const cd = due[child]!;
      if (d < cd || (d === cd && s < seq[child]!)) break;
      this.place(at, heap[child]!, cd, seq[child]!);
      at = child;
    }
    this.place(at, handle, d, s);
  }

  private removeAt(at: number): void {
    const { heap, position } = this;
    const handle = heap[at]!;
    position[handle] = -1;
    this.count--;
    const last = this.count;
    if (at === last) return;
    this.place(at, heap[last]!, this.due[last]!, this.seq[last]!);
    this.siftDown(at);
    // `position` is not reallocated between here and the sift: only ensureHandle grows it.
    this.siftUp(position[heap[at]!] === at ? at : position[heap[at]!]!);
  }
}
