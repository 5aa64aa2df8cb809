import type { FileReport } from './checkFile.ts';
import type { Totals } from './totals.ts';

/** The version of the JSON document's shape; it changes only when a field changes meaning. */
export const JSON_REPORT_VERSION = 1;

// JSON escapes the C0 controls; DEL and the C1 controls (U+009B is ESC [ to a terminal) it
// writes as they are, which in a JSON text can only be inside a string, where `\u` means the same.
const UNESCAPED_CONTROL = /[\u007f-\u009f]/g;

/**
 * The report as one JSON document for machines: `{ version, files: [...], totals }`, each file
 * with its format, name, diagnostics and gaps, or `readable: false` and the error. Every control
 * character is escaped (`\u001b`, `\u009b`).
 */
export function formatJson(reports: FileReport[], totals: Totals): string {
  const json = JSON.stringify({ version: JSON_REPORT_VERSION, files: reports, totals }, null, 2);
  return `${json.replace(UNESCAPED_CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;
}
