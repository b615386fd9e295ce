// A job's most recent finished runs, bounded (spec: "Run history keeps the 100 most recent finished runs
// of a job"). A ring over one Float64Array that grows by doubling up to the bound, so a job that ran
// twice costs two records, and a job that ran a million times costs the bound and no more.

import { RUN_STRIDE, toRun, type Run } from './run-record.ts';

export interface RunHistory {
  /** Appends the six numbers of a finished run; the oldest one goes when the bound is reached. */
  push(scheduled: number, started: number, duration: number, idHi: number, idLo: number, packed: number, message?: string): void;
  readonly size: number;
  /** The run `index` places back from the newest (0 = newest), as a Run; undefined beyond the size. */
  at(jobId: string, index: number): Run | undefined;
  /** Every kept run, newest first. */
  toRuns(jobId: string): Run[];
  /** The runs oldest first, for snapshots (see SavedHistory). */
  export(): SavedHistory;
}

/**
 * A history in a snapshot: the six numbers of each run, oldest first, as little-endian float64 bytes in
 * base64 — a state file of 10,000 full histories stays a few MB instead of 100 MB of JSON numbers —
 * and the rare custom messages by position.
 */
export interface SavedHistory {
  runs: number;
  fields_base64: string;
  /** The numbers themselves, instead of `fields_base64`, for a history that never leaves the process (a state-file restore). */
  fields?: Float64Array;
  messages: [number, string][];
}

function encodeFields(values: Float64Array): string {
  const view = new DataView(new ArrayBuffer(values.length * 8));
  for (let i = 0; i < values.length; i++) view.setFloat64(i * 8, values[i]!, true);
  const bytes = new Uint8Array(view.buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function decodeFields(text: string): Float64Array {
  const binary = atob(text);
  const view = new DataView(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) view.setUint8(i, binary.charCodeAt(i));
  const values = new Float64Array(binary.length / 8);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8, true);
  return values;
}

/**
 * A class rather than a closure: a large advance touches one job's history per run, thousands of jobs
 * apart, so every object on that path is a cache miss — here one instance (fields inline) and the one
 * line of the ring being written.
 */
const noRuns = new Float64Array(0);

class Ring implements RunHistory {
  size = 0;
  private buffer: Float64Array;
  private capacity: number;
  private start = 0; // slot of the oldest run
  // Custom error messages are rare (live calls), so they live beside the numbers, keyed by slot; the
  // count spares the hot path a look at the Map.
  private messageCount = 0;
  // Both made on first use: most jobs never record a message, and a job that never ran needs no buffer.
  private messages: Map<number, string> | undefined;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
    this.buffer = noRuns;
    this.capacity = 0;
  }

  /** Slot of the run `i` places after the oldest. */
  private slotAt(i: number): number {
    const slot = this.start + i;
    return slot >= this.capacity ? slot - this.capacity : slot;
  }

  private grow(): void {
    const next = new Float64Array(RUN_STRIDE * Math.min(this.limit, Math.max(4, this.capacity * 2)));
    const moved = this.messages ? new Map<number, string>() : undefined;
    for (let i = 0; i < this.size; i++) {
      const slot = this.slotAt(i);
      next.set(this.buffer.subarray(slot * RUN_STRIDE, slot * RUN_STRIDE + RUN_STRIDE), i * RUN_STRIDE);
      const message = this.messages?.get(slot);
      if (message !== undefined) moved!.set(i, message);
    }
    this.messages = moved;
    this.buffer = next;
    this.capacity = next.length / RUN_STRIDE;
    this.start = 0;
  }

  push(scheduled: number, started: number, duration: number, idHi: number, idLo: number, packed: number, message?: string): void {
    if (this.size === this.capacity && this.capacity < this.limit) this.grow();
    let slot: number;
    if (this.size < this.capacity) {
      slot = this.slotAt(this.size);
      this.size++;
    } else {
      slot = this.start;
      this.start = slot + 1 === this.capacity ? 0 : slot + 1;
    }
    const buffer = this.buffer;
    const o = slot * RUN_STRIDE;
    buffer[o] = scheduled;
    buffer[o + 1] = started;
    buffer[o + 2] = duration;
    buffer[o + 3] = idHi;
    buffer[o + 4] = idLo;
    buffer[o + 5] = packed;
    if (this.messageCount > 0 && this.messages!.delete(slot)) this.messageCount--;
    if (message !== undefined) {
      (this.messages ??= new Map()).set(slot, message);
      this.messageCount++;
    }
  }

  at(jobId: string, index: number): Run | undefined {
    if (index < 0 || index >= this.size) return undefined;
    const slot = this.slotAt(this.size - 1 - index);
    return toRun(jobId, this.buffer, slot * RUN_STRIDE, this.messages?.get(slot));
  }

  toRuns(jobId: string): Run[] {
    const runs: Run[] = [];
    for (let i = 0; i < this.size; i++) runs.push(this.at(jobId, i)!);
    return runs;
  }

  export(): SavedHistory {
    const fields = new Float64Array(this.size * RUN_STRIDE);
    const out: [number, string][] = [];
    for (let i = 0; i < this.size; i++) {
      const slot = this.slotAt(i);
      fields.set(this.buffer.subarray(slot * RUN_STRIDE, slot * RUN_STRIDE + RUN_STRIDE), i * RUN_STRIDE);
      const message = this.messages?.get(slot);
      if (message !== undefined) out.push([i, message]);
    }
    return { runs: this.size, fields_base64: encodeFields(fields), messages: out };
  }
}

export function createRunHistory(limit: number, saved?: SavedHistory): RunHistory {
  if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError('history limit must be a positive integer');
  const history = new Ring(limit);
  if (saved && saved.runs > 0) {
    const fields = saved.fields ?? decodeFields(saved.fields_base64);
    const count = Math.min(saved.runs, fields.length / RUN_STRIDE);
    const messageAt = new Map(saved.messages);
    for (let i = Math.max(0, count - limit); i < count; i++) {
      const o = i * RUN_STRIDE;
      history.push(fields[o]!, fields[o + 1]!, fields[o + 2]!, fields[o + 3]!, fields[o + 4]!, fields[o + 5]!, messageAt.get(i));
    }
  }
  return history;
}
