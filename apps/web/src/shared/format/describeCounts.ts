import type { GapStatus, Severity } from '@specrun/model';

/** The words a status is shown with, next to its colour. */
export const GAP_STATUS_LABEL: Record<GapStatus, string> = {
  shown: 'shown',
  partly: 'partly shown',
  'not shown': 'not shown',
};

/** Counts the diagnostics in words: `No errors or warnings`, `2 errors, 1 warning, 3 info`. */
export function describeDiagnosticCounts(counts: Record<Severity, number>): string {
  const parts: string[] = [];
  if (counts.error > 0) parts.push(plural(counts.error, 'error'));
  if (counts.warning > 0) parts.push(plural(counts.warning, 'warning'));
  if (counts.info > 0) parts.push(`${counts.info} info`);
  if (counts.error === 0 && counts.warning === 0) {
    return parts.length === 0
      ? 'No errors or warnings'
      : `No errors or warnings, ${parts.join(', ')}`;
  }
  return parts.join(', ');
}

/** Sums up the nine points in words: `All nine points shown`, `7 shown, 1 partly shown, 1 not shown`. */
export function describeGapCounts(gaps: readonly { status: GapStatus }[]): string {
  const count = (status: GapStatus): number => gaps.filter((gap) => gap.status === status).length;
  const statuses: GapStatus[] = ['shown', 'partly', 'not shown'];
  const whole = statuses.find((status) => count(status) === gaps.length && gaps.length > 0);
  if (whole !== undefined) {
    return `${gaps.length === 9 ? 'All nine' : `All ${gaps.length}`} points ${GAP_STATUS_LABEL[whole]}`;
  }
  return statuses
    .filter((status) => count(status) > 0)
    .map((status) => `${count(status)} ${GAP_STATUS_LABEL[status]}`)
    .join(', ');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
