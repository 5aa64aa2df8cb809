import type { FileReport } from './checkFile.ts';
import type { Totals } from './totals.ts';

/** The version of the JSON document's shape; it changes only when a field changes meaning. */
export const JSON_REPORT_VERSION = 1;

/**
 * The report as one JSON document for machines: `{ version, files: [...], totals }`, each file
 * with its format, name, diagnostics and gaps, or `readable: false` and the error.
 */
export function formatJson(reports: FileReport[], totals: Totals): string {
  return `${JSON.stringify({ version: JSON_REPORT_VERSION, files: reports, totals }, null, 2)}\n`;
}
