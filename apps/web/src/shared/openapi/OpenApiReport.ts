import type { Severity } from '@specrun/model';

/** One thing an OpenAPI import said about the document, at a line and column of one of its files. */
export interface ReportedDiagnostic {
  code: string;
  severity: Severity;
  message: string;
  hint?: string;
  /** The file it is in: the document itself, or a file its `$ref`s name. */
  file: string;
  line: number;
  column: number;
}

/**
 * What an import of an OpenAPI document said: what the nine points cannot hold (`not-mapped`),
 * the validator's findings, renamed names. Kept with the spec made of the document.
 */
export interface OpenApiReport {
  fileName: string;
  /** `2.0`, `3.0` or `3.1`. */
  version: string;
  /** Whether the validator could check the document in this browser. */
  validated: boolean;
  diagnostics: ReportedDiagnostic[];
}

/** How many diagnostics of each severity a report holds, in words: `3 errors, 12 notes`. */
export function describeReportCounts(report: OpenApiReport): string {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of report.diagnostics) counts[d.severity]++;
  const parts = [
    counts.error > 0 ? `${counts.error} error${counts.error === 1 ? '' : 's'}` : '',
    counts.warning > 0 ? `${counts.warning} warning${counts.warning === 1 ? '' : 's'}` : '',
    counts.info > 0 ? `${counts.info} note${counts.info === 1 ? '' : 's'}` : '',
  ].filter((p) => p !== '');
  return parts.length === 0 ? 'nothing to report' : parts.join(', ');
}
