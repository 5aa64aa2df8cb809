import { formatPointer } from '../source/pointer.ts';
import { refOf, type RefResolver } from './RefResolver.ts';

/**
 * A copy of the root document in which every `$ref` to another file (and every `$ref` inside such
 * a file) is replaced by what it names, so that a validator that reads one document sees all of
 * it. Each target is copied once and shared; a reference back into a target being copied (a
 * cycle) and one that names nothing become `{}`. `$ref`s within the root stay as they are.
 */
export function inlineExternalRefs(root: unknown, rootName: string, refs: RefResolver): unknown {
  const done = new Map<string, unknown>();
  const open = new Set<string>();
  const copy = (value: unknown, file: string, depth: number): unknown => {
    if (value === null || typeof value !== 'object' || depth > 512) return value;
    if (Array.isArray(value)) return value.map((item) => copy(item, file, depth + 1));
    const ref = refOf(value);
    if (ref !== undefined && (file !== rootName || !ref.startsWith('#'))) {
      const target = refs.resolve(ref, file);
      if ('problem' in target) return {};
      const key = `${target.file}#${formatPointer(target.pointer)}`;
      if (open.has(key)) return {};
      if (!done.has(key)) {
        open.add(key);
        done.set(key, copy(target.value, target.file, depth + 1));
        open.delete(key);
      }
      return done.get(key);
    }
    const result: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) result[key] = copy(member, file, depth + 1);
    return result;
  };
  return copy(root, rootName, 0);
}

/**
 * How many values a document holds when each shared value is counted every time it appears (as
 * a validator that walks it sees them), up to `cap`: past it the count stops at `cap`.
 */
export function expandedSize(root: unknown, cap: number): number {
  const sizes = new Map<object, number>();
  const size = (value: unknown, depth: number): number => {
    if (value === null || typeof value !== 'object' || depth > 512) return 1;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    sizes.set(value, 1); // a value inside itself counts once
    let total = 1;
    for (const member of Array.isArray(value) ? value : Object.values(value)) {
      total += size(member, depth + 1);
      if (total >= cap) break;
    }
    const counted = Math.min(total, cap);
    sizes.set(value, counted);
    return counted;
  };
  return size(root, 0);
}
