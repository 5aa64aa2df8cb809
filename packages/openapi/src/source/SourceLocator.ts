import type { Position } from '@specrun/model';
import type { Pointer } from './pointer.ts';

/** Where a pointer lands in a source text: the deepest node found along it. */
export interface Located {
  at: Position;
  /** How many segments of the pointer were found; fewer than its length when the rest is missing. */
  depth: number;
  /** The `$ref` of the object at that node, when it is a reference, to follow for the rest. */
  ref?: string;
}

/**
 * Finds where the values of a parsed document stand in its text. Positions are asked for in one
 * batch per file (`locateAll`) so that a JSON text is scanned once, however many are asked.
 */
export interface SourceLocator {
  locateAll(pointers: readonly Pointer[]): Located[];
  /** Lets go of what the locator holds to answer fast; a later batch rebuilds it. */
  release(): void;
}
