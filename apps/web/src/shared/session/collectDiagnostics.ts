import { checkReadSpec, type Diagnostic, type Spec } from '@specrun/model';

/**
 * The reader's diagnostics of a spec read from `text` and the checker's, placed on the text and
 * in source order. A module of its own, so that the checker (and the CEL parser it needs) loads
 * only when a spec must be checked here.
 */
export function collectDiagnostics(
  text: string,
  read: { spec: Spec; diagnostics: Diagnostic[] },
): Diagnostic[] {
  return checkReadSpec(text, read);
}
