import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createDueQueue } from './due-queue.ts';

describe('due queue', () => {
  test('pops in due order, equal times in the order they were scheduled', () => {
    const queue = createDueQueue(2);
    queue.schedule(5, 300);
    queue.schedule(1, 100);
    queue.schedule(9, 100);
    queue.schedule(3, 200);
    const order: number[] = [];
    for (let h = queue.popDue(1000); h >= 0; h = queue.popDue(1000)) order.push(h);
    expect(order).toEqual([1, 9, 3, 5]);
  });

  test('popDue leaves what is due later than the bound', () => {
    const queue = createDueQueue();
    queue.schedule(0, 10);
    queue.schedule(1, 20);
    expect(queue.popDue(15)).toBe(0);
    expect(queue.popDue(15)).toBe(-1);
    expect(queue.nextDue()).toBe(20);
  });

  test('schedule moves a queued handle instead of adding a second entry', () => {
    const queue = createDueQueue();
    queue.schedule(7, 100);
    queue.schedule(7, 50);
    expect(queue.size).toBe(1);
    expect(queue.dueAt(7)).toBe(50);
  });

  test('cancel removes a handle; dueAt answers NaN for it', () => {
    const queue = createDueQueue();
    queue.schedule(1, 10);
    queue.schedule(2, 20);
    queue.cancel(1);
    queue.cancel(99);
    expect(queue.dueAt(1)).toBeNaN();
    expect(queue.peek()).toBe(2);
  });

  test('rescheduleTop moves the earliest handle later', () => {
    const queue = createDueQueue();
    queue.schedule(1, 10);
    queue.schedule(2, 20);
    queue.rescheduleTop(30);
    expect(queue.peek()).toBe(2);
    expect(queue.dueAt(1)).toBe(30);
  });

  test('matches a sorted model under random schedule, cancel and pop', () => {
    type Op =
      | { op: 'schedule'; handle: number; due: number }
      | { op: 'cancel'; handle: number }
      | { op: 'pop'; until: number };
    const op = fc.oneof(
      fc.record({ op: fc.constant('schedule' as const), handle: fc.nat(40), due: fc.nat(1000) }),
      fc.record({ op: fc.constant('cancel' as const), handle: fc.nat(40) }),
      fc.record({ op: fc.constant('pop' as const), until: fc.nat(1000) }),
    );
    fc.assert(
      fc.property(fc.array(op as fc.Arbitrary<Op>, { maxLength: 300 }), (ops) => {
        const queue = createDueQueue(4);
        const model = new Map<number, { due: number; seq: number }>();
        let seq = 0;
        for (const o of ops) {
          if (o.op === 'schedule') {
            queue.schedule(o.handle, o.due);
            model.set(o.handle, { due: o.due, seq: seq++ });
          } else if (o.op === 'cancel') {
            queue.cancel(o.handle);
            model.delete(o.handle);
          } else {
            const best = [...model].sort((a, b) => a[1].due - b[1].due || a[1].seq - b[1].seq)[0];
            const expected = best && best[1].due <= o.until ? best[0] : -1;
            expect(queue.popDue(o.until)).toBe(expected);
            if (expected >= 0) model.delete(expected);
          }
          expect(queue.size).toBe(model.size);
        }
      }),
    );
  });
});
