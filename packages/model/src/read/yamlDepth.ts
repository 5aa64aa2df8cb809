import type { CST } from 'yaml';

/** How deeply collections may nest in a YAML spec; the form itself needs seven levels. */
export const MAX_DEPTH = 64;

/**
 * The offset of the first collection nested deeper than `max` in a parsed token stream, or
 * undefined. The walk keeps its own stack, so that any depth is measured without recursion (the
 * `yaml` composer recurses, and would run out of stack at a depth that depends on the machine).
 */
export function findTooDeep(tokens: readonly CST.Token[], max = MAX_DEPTH): number | undefined {
  let first: number | undefined;
  const stack: [CST.Token | null | undefined, number][] = tokens.map((token) => [token, 0]);
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [token, outer] = entry;
    if (!token) continue;
    if (token.type === 'document') {
      stack.push([token.value, outer]);
      continue;
    }
    if (
      token.type !== 'block-map' &&
      token.type !== 'block-seq' &&
      token.type !== 'flow-collection'
    ) {
      continue;
    }
    const depth = outer + 1;
    if (depth > max) {
      first = first === undefined ? token.offset : Math.min(first, token.offset);
      continue;
    }
    for (const item of token.items) {
      stack.push([item.key, depth], [item.value, depth]);
    }
  }
  return first;
}
