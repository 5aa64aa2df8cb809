import type { ASTNode } from '@marcbachmann/cel-js';

/** How deep an expression's operations may nest: as deep as the CEL library lets brackets nest. */
export const MAX_EXPRESSION_DEPTH = 250;

/**
 * Whether a parsed CEL expression nests its operations more than `max` deep. The library reads a
 * chain such as `a > 0 && a > 0 && …` in a loop, however long, into a tree as deep as the chain is
 * long, while every walk over a tree (checking names, inferring types, compiling, evaluating)
 * recurses: a chain of a few thousand terms would overflow the stack. This walk keeps its own.
 */
export function nestsTooDeep(ast: ASTNode, max = MAX_EXPRESSION_DEPTH): boolean {
  const values: unknown[] = [ast];
  const depths: number[] = [1];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop() as number;
    if (Array.isArray(value)) {
      // The arguments of a call, the entries of a map: children at the node's own depth.
      for (const item of value) {
        values.push(item);
        depths.push(depth);
      }
    } else if (isNode(value)) {
      if (depth > max) return true;
      values.push(value.args);
      depths.push(depth + 1);
    }
  }
  return false;
}

/** What is wrong with an expression that nests too deep (`nestsTooDeep`), or undefined. */
export function nestingProblem(ast: ASTNode): string | undefined {
  return nestsTooDeep(ast)
    ? `it nests more than ${MAX_EXPRESSION_DEPTH} operations deep`
    : undefined;
}

function isNode(value: unknown): value is ASTNode {
  return typeof value === 'object' && value !== null && 'op' in value && 'args' in value;
}
