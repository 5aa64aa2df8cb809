import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import postgresQueue from './postgresQueue.ts';

describe('postgresQueue', () => {
  it('is first in, first out, and removes an entry from anywhere', () => {
    const queue = postgresQueue(['a', 'b']);
    queue.push('c');
    expect(queue.length).toBe(3);
    expect(queue.remove('b')).toBe('b');
    expect(queue.remove('b')).toBeNull();
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['a', 'c', undefined]);
    expect(queue.length).toBe(0);
  });

  it('does not find an entry once shifted', () => {
    const queue = postgresQueue(['a', 'b', 'c']);
    expect(queue.shift()).toBe('a');
    expect(queue.remove('a')).toBeNull();
    expect(queue.length).toBe(2);
  });

  it('stays small while a pool takes, moves and returns its connections', () => {
    const busy = postgresQueue<number>();
    for (let c = 0; c < 10; c++) busy.push(c);
    // postgres.js's pool under steady load: a connection is taken with shift, moved with remove
    // (which finds nothing, as it was shifted), and pushed back.
    for (let n = 0; n < 100_000; n++) {
      const c = busy.shift()!;
      busy.remove(c);
      busy.push(c);
    }
    expect(busy.length).toBe(10);
    expect(busy.held).toBeLessThanOrEqual(2 * 64 + 10);
  });

  it('answers as a plain array would, for any sequence of pushes, shifts and removes', () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('push' as const), value: fc.integer({ min: 0, max: 20 }) }),
      fc.record({ op: fc.constant('shift' as const) }),
      fc.record({ op: fc.constant('remove' as const), value: fc.integer({ min: 0, max: 20 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 })),
        fc.array(step, { maxLength: 400 }),
        (initial, steps) => {
          const queue = postgresQueue(initial);
          const model = [...initial];
          for (const s of steps) {
            if (s.op === 'push') expect(queue.push(s.value)).toBe(model[model.push(s.value) - 1]);
            else if (s.op === 'shift') expect(queue.shift()).toBe(model.shift());
            else {
              const at = model.indexOf(s.value);
              if (at >= 0) model.splice(at, 1);
              expect(queue.remove(s.value)).toBe(at >= 0 ? s.value : null);
            }
            expect(queue.length).toBe(model.length);
          }
          expect(Array.from({ length: model.length }, () => queue.shift())).toEqual(model);
        },
      ),
    );
  });
});
