/**
 * "Did you mean …?" hints: the known name nearest to an unknown one by edit distance, compared
 * without regard to case, when it is near enough to be a likely typo.
 */

/**
 * The edit distance between two strings, counting a swap of two neighbours as one edit (optimal
 * string alignment), or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The candidate nearest to `name` (at most a third of its length away, at least 1), if any. */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const distance = editDistance(lower, candidate.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** A hint naming the nearest candidate (`did you mean Category?`), or undefined. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const nearest = nearestName(name, candidates);
  return nearest === undefined ? undefined : `did you mean ${nearest}?`;
}
