import { DEFER, type CelCode, type SlotFrame } from './celTypes.ts';
import { isCelValue, size } from './celValueModel.ts';

// Code that the compiler knows more of than its closure says: a constant's value, the slot a
// field read takes, the slot whose size a `size()` reads. The fast paths look these up.

const constantValues = new WeakMap<object, unknown>();

/** The code of a value that never changes (a literal, a constant), known as such when compiling. */
export function constantCode<F>(value: unknown): CelCode<F> {
  const code: CelCode<F> = () => value;
  constantValues.set(code, value);
  return code;
}

/** The value of code made by `constantCode`, or `undefined` for any other code. */
export function constantOf(code: object): { value: unknown } | undefined {
  return constantValues.has(code) ? { value: constantValues.get(code) } : undefined;
}

const slotReads = new WeakMap<object, number>();
const slotSizes = new WeakMap<object, number>();

/** The code of a field read by position, known as such when compiling (`size(title) <= 80`). */
export function slotCode<F extends SlotFrame>(slot: number): CelCode<F> {
  const code: CelCode<F> = (f) => {
    const value = f.slots[slot];
    return isCelValue(value) ? value : DEFER;
  };
  slotReads.set(code, slot);
  return code;
}

/** The slot that code made by `slotCode` reads, or `undefined`. */
export function slotOf(code: object): number | undefined {
  return slotReads.get(code);
}

/** The slot whose size code made by `sizeCode` reads, or `undefined`. */
export function sizedSlotOf(code: object): number | undefined {
  return slotSizes.get(code);
}

/** The code of `size(operand)`, known as a size of a slot when the operand reads one. */
export function sizeCode<F>(operand: CelCode<F>): CelCode<F> {
  const code: CelCode<F> = (f) => size(operand(f));
  const slot = slotReads.get(operand);
  if (slot !== undefined) slotSizes.set(code, slot);
  return code;
}
