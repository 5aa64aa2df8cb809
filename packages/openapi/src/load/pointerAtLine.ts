import type { Pointer } from '../source/pointer.ts';

/**
 * The pointers of the values that start on the given lines of `JSON.stringify(value, null, 2)`,
 * found by counting lines as that layout lays them out (one line per member or item of a
 * non-empty object or array, one for its closing bracket), without writing the text.
 */
export function pointerAtLine(value: unknown, lines: ReadonlySet<number>): Map<number, Pointer> {
  const found = new Map<number, Pointer>();
  let line = 1;
  const last = Math.max(...lines);
  const walk = (current: unknown, pointer: (string | number)[], depth: number): void => {
    if (line > last || depth > 10_000) return;
    if (current === null || typeof current !== 'object') return;
    if (typeof (current as { toJSON?: unknown }).toJSON === 'function') return;
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((v, i) => [i, v])
      : Object.entries(current).filter(
          ([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol',
        );
    if (entries.length === 0) return;
    for (const [key, child] of entries) {
      line++;
      const at = [...pointer, key];
      if (lines.has(line)) found.set(line, at);
      walk(child, at, depth + 1);
      if (line > last) return;
    }
    line++;
  };
  walk(value, [], 0);
  return found;
}
