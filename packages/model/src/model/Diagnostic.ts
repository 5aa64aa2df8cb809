import type { Position } from './Spec.ts';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem found in a spec. Problems are data, never exceptions: `code` is stable (see
 * docs/diagnostics.md), `at` points into the source, `path` names the model element
 * (e.g. `['entities', 0, 'fields', 2]`).
 */
export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  at: Position;
  path: (string | number)[];
  hint?: string;
  /**
   * The name the diagnostic is about, as written in the source (`Laon`), when it is about one name
   * in a row or YAML item whose start `at` points at; `locateDiagnostics` moves `at` onto it.
   */
  subject?: string;
}

/** Builds a diagnostic, defaulting the position to the start of the text. */
export function diagnostic(
  code: string,
  severity: Severity,
  message: string,
  at: Position | undefined,
  path: (string | number)[] = [],
  hint?: string,
  subject?: string,
): Diagnostic {
  const d: Diagnostic = { code, severity, message, at: at ?? { line: 1, column: 1 }, path };
  if (hint !== undefined) d.hint = hint;
  if (subject !== undefined && subject !== '') d.subject = subject;
  return d;
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Source order, then severity (errors first): how diagnostics are listed everywhere. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.at.line - b.at.line ||
    a.at.column - b.at.column ||
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]
  );
}
