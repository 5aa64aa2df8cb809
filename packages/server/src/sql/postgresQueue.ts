/**
 * The queue postgres.js keeps its connections and queries in (its `src/queue.js`), written again
 * so that it does not grow: the CLI's bundle puts it in place of postgres.js's own
 * (packages/cli/postgresQueuePlugin.mjs).
 *
 * postgres.js 3.4's queue frees a slot on `shift` by writing `undefined` into it and empties its
 * array only when the last entry is taken. Its pool takes a connection with `shift` and then moves
 * it with `remove`, which searches the whole array for it, freed slots included. Under steady
 * load some connection is always waiting, so the array never empties: it grows by a slot a query
 * and every query searches it (9 µs a query after 25,000 queries, 68 µs after 100,000, in a test
 * of the queue alone). Here a `remove` searches the live entries only, and the freed slots are
 * dropped once they are half the array.
 */
export default function postgresQueue<T>(initial: readonly T[] = []): PostgresQueue<T> {
  let slots: (T | undefined)[] = initial.slice();
  // Slots before `head` are freed.
  let head = 0;
  return {
    get length() {
      return slots.length - head;
    },
    get held() {
      return slots.length;
    },
    push(entry) {
      slots.push(entry);
      return entry;
    },
    shift() {
      if (head === slots.length) return undefined;
      const entry = slots[head];
      slots[head] = undefined;
      head += 1;
      if (head === slots.length) {
        slots = [];
        head = 0;
      } else if (head >= COMPACT_AFTER && head * 2 >= slots.length) {
        slots = slots.slice(head);
        head = 0;
      }
      return entry;
    },
    remove(entry) {
      const at = slots.indexOf(entry, head);
      if (at === -1) return null;
      slots.splice(at, 1);
      return entry;
    },
  };
}

/** Freed slots are dropped once there are at least this many and they are half the array. */
const COMPACT_AFTER = 64;

/** What postgres.js asks of its queue, and how many slots it holds. */
export interface PostgresQueue<T> {
  readonly length: number;
  /** The slots the array holds, the freed ones not yet dropped included. */
  readonly held: number;
  push(entry: T): T;
  /** The first entry, taken out; undefined when there is none. */
  shift(): T | undefined;
  /** Takes the entry out wherever it is; null when it is not in the queue. */
  remove(entry: T): T | null;
}
