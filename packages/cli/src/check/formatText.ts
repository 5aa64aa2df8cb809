import type { Diagnostic, Gap } from '@specrun/model';
import { showControls } from '../showControls.ts';
import type { Style } from '../style.ts';
import type { FileReport } from './checkFile.ts';

const SEVERITY_WIDTH = 'warning'.length;
const STATUS_WIDTH = 'not shown'.length;

/**
 * One diagnostic as a compiler prints it: `file:line:col  severity  code  message`, and the hint,
 * if any, on an indented line below; control characters of the text shown as escapes.
 */
export function formatDiagnostic(file: string, d: Diagnostic, style: Style): string {
  const colour =
    d.severity === 'error' ? style.red : d.severity === 'warning' ? style.yellow : style.cyan;
  const where = `${showControls(file)}:${d.at.line}:${d.at.column}`;
  const severity = colour(d.severity) + ' '.repeat(SEVERITY_WIDTH - d.severity.length);
  const code = style.dim(showControls(d.code));
  const line = `${style.bold(where)}  ${severity}  ${code}  ${showControls(d.message)}`;
  return d.hint === undefined ? line : `${line}\n    hint: ${showControls(d.hint)}`;
}

/** The gap summary of one spec: a heading, then one line per point with what is missing. */
export function formatGaps(file: string, name: string, gaps: Gap[], style: Style): string {
  const width = Math.max(...gaps.map((g) => g.title.length));
  const shownName = name === '' ? '' : ` (${showControls(name)})`;
  const heading = `${style.bold(showControls(file))}${shownName}: gap report`;
  const lines = gaps.map((gap) => {
    const colour =
      gap.status === 'shown' ? style.green : gap.status === 'partly' ? style.yellow : style.red;
    const status = colour(gap.status);
    if (gap.missing.length === 0) return `  ${gap.point}  ${gap.title.padEnd(width)}  ${status}`;
    const padding = ' '.repeat(STATUS_WIDTH - gap.status.length);
    const missing = showControls(gap.missing.join('; '));
    return `  ${gap.point}  ${gap.title.padEnd(width)}  ${status}${padding}  ${missing}`;
  });
  return [heading, ...lines].join('\n');
}

/** The text report of one file: its diagnostics, a blank line, its gap summary. */
export function formatFileReport(report: FileReport, style: Style): string {
  if (!report.readable)
    return `${style.bold(showControls(report.file))}: ${style.red('cannot read')}: ${showControls(report.error)}`;
  const parts = report.diagnostics.map((d) => formatDiagnostic(report.file, d, style));
  if (parts.length > 0) parts.push('');
  parts.push(formatGaps(report.file, report.name, report.gaps, style));
  return parts.join('\n');
}
