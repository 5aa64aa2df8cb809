import { checkSpec, type Diagnostic, type Spec } from '@specrun/spec';

/**
 * The reader's diagnostics of a spec and the checker's, in source order. A module of its own, so
 * that the checker (and the CEL parser it needs) loads only when a spec must be checked here.
 */
export function collectDiagnostics(read: { spec: Spec; diagnostics: Diagnostic[] }): Diagnostic[] {
  return [...read.diagnostics, ...checkSpec(read.spec)].sort(
    (a, b) => a.at.line - b.at.line || a.at.column - b.at.column,
  );
}
