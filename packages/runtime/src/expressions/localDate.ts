/**
 * `today` as expressions see it: the date of the clock where the app runs, as ISO text
 * (`2026-11-23`). Not the UTC date: just after midnight in Auckland, UTC still has yesterday, and
 * a rule such as `spentOn <= today` would refuse an expense of today. `now` stays an instant.
 */
export function localDate(now: Date): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
