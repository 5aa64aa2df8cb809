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

/**
 * The candidates the current check may still compare with unknown names (`withSuggestionBudget`):
 * each comparison costs up to the product of two names' lengths, and a spec with as many misspelt
 * names as declared ones would otherwise take time that grows with their product. Outside a
 * budgeted check, comparisons are not counted.
 */
let comparisonsLeft = Number.POSITIVE_INFINITY;

/**
 * Runs `work` with at most `comparisons` candidate comparisons for its name suggestions; once they
 * are spent, `nearestName` finds nothing (a diagnostic then has no "did you mean"), so that the
 * suggestions of one check take time linear in the budget.
 */
export function withSuggestionBudget<T>(comparisons: number, work: () => T): T {
  const outer = comparisonsLeft;
  comparisonsLeft = comparisons;
  try {
    return work();
  } finally {
    comparisonsLeft = outer;
  }
}

/**
 * The candidate nearest to `name` (at most a third of its length away, at least 1), if any; none
 * when the check's suggestion budget runs out before every candidate was compared.
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const lower = name.toLowerCase();
  const limit = Math.max(1, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    if (comparisonsLeft <= 0) return undefined;
    comparisonsLeft -= 1;
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
