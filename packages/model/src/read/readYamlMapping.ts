import { isScalar, type Node, type YAMLMap } from 'yaml';
import { diagnostic } from '../model/Diagnostic.ts';
import { nodeAt, resolve, wrongShape, type YamlContext } from './yamlNodes.ts';

/** One key of a mapping as written, with its value node. */
export interface MappingEntry {
  key: Node;
  name: string;
  value: Node | undefined;
}

/**
 * The entries of a mapping by canonical key, in source order. Keys that `canonical` does not know
 * are reported (`yaml-unknown-key`, with the nearest known key as a hint); a key given twice under
 * two spellings (an alias and its column) is reported as a duplicate, and only its first value is
 * kept. The `yaml` parser itself reports a key repeated as the same text.
 */
export function readMapping(
  ctx: YamlContext,
  map: YAMLMap,
  canonical: (name: string) => string | undefined,
  where: string,
  path: (string | number)[],
  known: readonly string[],
): Map<string, MappingEntry> {
  const entries = new Map<string, MappingEntry>();
  for (const pair of map.items) {
    const key = resolve(ctx, pair.key as Node, path);
    if (!isScalar(key) || typeof key.value !== 'string') {
      wrongShape(ctx, key, 'a name', `A key of ${where.toLowerCase()}`, path);
      continue;
    }
    const name = key.value;
    const column = canonical(name);
    if (column === undefined) {
      const message = `"${name}" is not a key of ${where.toLowerCase()}; it may hold ${known.join(', ')}.`;
      const near = nearest(name, known);
      const hint =
        name === '<<'
          ? 'Merge keys (<<) are not read: write the keys out in each mapping.'
          : near === undefined
            ? undefined
            : `Did you mean "${near}"?`;
      ctx.diagnostics.push(
        diagnostic('yaml-unknown-key', 'error', message, nodeAt(ctx, key), path, hint),
      );
      continue;
    }
    const previous = entries.get(column);
    if (previous !== undefined) {
      if (previous.name !== name) {
        const message = `"${name}" repeats "${previous.name}" in ${where.toLowerCase()}; the first is kept.`;
        ctx.diagnostics.push(
          diagnostic('yaml-duplicate-key', 'error', message, nodeAt(ctx, key), path),
        );
      }
      continue;
    }
    entries.set(column, { key, name, value: (pair.value as Node | null) ?? undefined });
  }
  return entries;
}

/** The known key closest to a misspelt one, when it is within two edits. */
function nearest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
