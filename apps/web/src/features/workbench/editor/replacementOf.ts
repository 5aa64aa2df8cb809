/**
 * The smallest single replacement that turns one text into another: the common start and end are
 * kept, so that a restore or a conversion that changes little keeps the cursor and the scroll.
 * Linear in the texts; undefined when they are equal.
 */
export function replacementOf(
  before: string,
  after: string,
): { from: number; to: number; insert: string } | undefined {
  if (before === after) return undefined;
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end += 1;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}
