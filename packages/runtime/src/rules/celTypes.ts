// The shapes compiled CEL code shares: its marker for deferring to the library, the code
// itself, how it finds names, and frames read by position.

/**
 * What a compiled expression gives when it meets anything it does not model exactly: an error
 * (overflow, division by zero, a missing key, a value of the wrong type) or a value outside the
 * subset. The caller then evaluates the expression with the CEL library, which is the reference:
 * a compiled expression only ever answers what the library would answer, or defers to it.
 */
export const DEFER: unique symbol = Symbol('defer to the CEL library');

/** A compiled expression: the CEL value it gives in a frame, or `DEFER`. */
export type CelCode<F> = (frame: F) => unknown;

/** How a compiled expression finds what its names stand for (decided once, when compiling). */
export interface CelNames<F> {
  /** The code that reads a free name, or undefined when the name is outside the subset. */
  resolve(name: string): CelCode<F> | undefined;
  /** A faster `name.key` and `has(name.key)`, when the name is a record read field by field. */
  member?(name: string, key: string): { get: CelCode<F>; has: CelCode<F> } | undefined;
}

/** A frame whose fields are read by position (`RuleFrame`). */
export interface SlotFrame {
  readonly slots: ArrayLike<unknown>;
}
