import type { Diagnostic, Position, Severity } from '@specrun/model';
import type { Pointer } from '../source/pointer.ts';

/**
 * A problem or a gap found while importing an OpenAPI document, at a line and column of the file
 * it is in (`file`, relative to the root document's folder); `path` is the JSON pointer's segments.
 */
export interface ImportDiagnostic extends Diagnostic {
  file: string;
}

/** A diagnostic before its position is known: it names a file and a pointer into it. */
export interface Finding {
  code: string;
  severity: Severity;
  message: string;
  file: string;
  pointer: Pointer;
  hint?: string;
  /** Set when the position is known without the pointer (a syntax error). */
  at?: Position;
}

/** Builds a finding. */
export function finding(
  code: string,
  severity: Severity,
  message: string,
  file: string,
  pointer: Pointer,
  hint?: string,
): Finding {
  return hint === undefined
    ? { code, severity, message, file, pointer }
    : { code, severity, message, file, pointer, hint };
}
