import { readAndCheckFile, type CheckedFile, type FileReport } from '../check/checkFile.ts';
import { formatDiagnostic } from '../check/formatText.ts';
import { countTotals, formatTotals } from '../check/totals.ts';
import type { Io } from '../io.ts';
import { makeStyle, shouldColour } from '../style.ts';

/**
 * Reads and checks a spec as `specrun check` does and prints its diagnostics, as `check` prints
 * them, and the totals line (without the gap report); returns what it read, for the caller to go
 * on with. An unreadable file prints nothing: the caller says what it does about it.
 */
export async function reportSpecFile(file: string, io: Io): Promise<CheckedFile> {
  const checked = await readAndCheckFile(file);
  if (!checked.readable) return checked;
  const { report } = checked;
  const style = makeStyle(shouldColour(io.stdout, io.env));
  for (const d of report.diagnostics) io.stdout.write(`${formatDiagnostic(file, d, style)}\n`);
  io.stdout.write(`${formatTotals(countTotals([report]))}\n`);
  return checked;
}

/** The number of diagnostics of severity `error` in a readable report. */
export function errorCount(report: FileReport): number {
  return report.readable ? report.diagnostics.filter((d) => d.severity === 'error').length : 0;
}
