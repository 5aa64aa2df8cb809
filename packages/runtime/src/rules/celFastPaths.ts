import { DEFER, type CelCode, type SlotFrame } from './celTypes.ts';
import { sizedSlotOf, slotOf } from './celCode.ts';
import { codePoints, comparable } from './celValueModel.ts';

// Comparisons with a constant, compiled to skip what the general comparison checks: a field
// read straight from its slot, the size of a text counted once, a number against a number.

type Code<F> = CelCode<F>;

export const MIRRORED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/**
 * `x < c` (and `<=`, `>`, `>=`) where `c` is a number or an integer known when compiling: a
 * double is compared with `c` as a double, which is exact for an integer of at most 53 bits,
 * and so gives what comparing it with the integer gives, without JavaScript's slower
 * comparison of a number with a `BigInt`. Anything else is compared as `binary` does.
 */
export function compareWithConstant<F>(op: string, x: Code<F>, c: unknown): Code<F> | undefined {
  let n: number;
  if (typeof c === 'number') n = c;
  else if (typeof c === 'bigint' && c <= 2n ** 53n && c >= -(2n ** 53n)) n = Number(c);
  else return undefined;
  const plain = compareValue(op, x, n, c as number);
  if (plain === undefined) return undefined;
  const slot = slotOf(x);
  if (slot !== undefined) return compareSlot(op, slot, n, plain);
  const sized = sizedSlotOf(x);
  if (sized !== undefined) return compareSize(op, sized, n, plain);
  return plain;
}

/**
 * `field < c` read straight from the frame: a number is compared here, anything else by
 * `plain` (the same comparison through the field's code).
 */
function compareSlot<F>(op: string, slot: number, n: number, plain: Code<F>): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a < n : plain(f);
      };
    case '<=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a <= n : plain(f);
      };
    case '>':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a > n : plain(f);
      };
    case '>=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'number' ? a >= n : plain(f);
      };
    default:
      return undefined;
  }
}

/**
 * `size(field) < c` read straight from the frame: the code points of a text are compared with
 * `c` as numbers (exact, both being whole numbers of at most 53 bits), anything else by `plain`.
 */
function compareSize<F>(op: string, slot: number, n: number, plain: Code<F>): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) < n : plain(f);
      };
    case '<=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) <= n : plain(f);
      };
    case '>':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) > n : plain(f);
      };
    case '>=':
      return (f) => {
        const a = (f as SlotFrame).slots[slot];
        return typeof a === 'string' ? codePoints(a) >= n : plain(f);
      };
    default:
      return undefined;
  }
}

/** `x < k` where `k` is a constant number or integer and `n` its value as a double. */
function compareValue<F>(op: string, x: Code<F>, n: number, k: number): Code<F> | undefined {
  switch (op) {
    case '<':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a < n;
        return typeof a === 'bigint' ? a < k : comparable(a, k) ? (a as number) < k : DEFER;
      };
    case '<=':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a <= n;
        return typeof a === 'bigint' ? a <= k : comparable(a, k) ? (a as number) <= k : DEFER;
      };
    case '>':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a > n;
        return typeof a === 'bigint' ? a > k : comparable(a, k) ? (a as number) > k : DEFER;
      };
    case '>=':
      return (f) => {
        const a = x(f);
        if (typeof a === 'number') return a >= n;
        return typeof a === 'bigint' ? a >= k : comparable(a, k) ? (a as number) >= k : DEFER;
      };
    default:
      return undefined;
  }
}
