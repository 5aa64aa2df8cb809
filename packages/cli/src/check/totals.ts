import { EXIT } from '../Command.ts';
import type { FileReport } from './checkFile.ts';

/** Counts over every file of one `specrun check` run. */
export interface Totals {
  files: number;
  unreadable: number;
  errors: number;
  warnings: number;
  infos: number;
  shown: number;
  partly: number;
  notShown: number;
}

/** Adds up the diagnostics and gaps of the reports. */
export function countTotals(reports: FileReport[]): Totals {
  const totals: Totals = {
    files: reports.length,
    unreadable: 0,
    errors: 0,
    warnings: 0,
    infos: 0,
    shown: 0,
    partly: 0,
    notShown: 0,
  };
  for (const report of reports) {
    if (!report.readable) {
      totals.unreadable += 1;
      continue;
    }
    for (const { severity } of report.diagnostics) {
      if (severity === 'error') totals.errors += 1;
      else if (severity === 'warning') totals.warnings += 1;
      else totals.infos += 1;
    }
    for (const { status } of report.gaps) {
      if (status === 'shown') totals.shown += 1;
      else if (status === 'partly') totals.partly += 1;
      else totals.notShown += 1;
    }
  }
  return totals;
}

/** 2 when a file could not be read, else 1 when there are errors, else 0. */
export function exitCodeOf(totals: Totals): number {
  if (totals.unreadable > 0) return EXIT.usage;
  return totals.errors > 0 ? EXIT.failed : EXIT.ok;
}

/** The closing line of the text report, e.g. `2 files: 1 error, 0 warnings, 0 infos; points: …`. */
export function formatTotals(totals: Totals): string {
  const checked = totals.files - totals.unreadable;
  const parts = [
    `${count(checked, 'file')} checked: ${count(totals.errors, 'error')}, ${count(totals.warnings, 'warning')}, ${count(totals.infos, 'info')}`,
    `points: ${totals.shown} shown, ${totals.partly} partly, ${totals.notShown} not shown`,
  ];
  if (totals.unreadable > 0) parts.push(`${count(totals.unreadable, 'file')} could not be read`);
  return parts.join('; ');
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
