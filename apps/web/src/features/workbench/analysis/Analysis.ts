import type { Diagnostic, Gap, Severity, Spec, SpecFormat } from '@specrun/model';

/** What reading and checking one text found. */
export interface Analysis {
  /** Which edit of the text this is, as the page numbered it. */
  revision: number;
  format: SpecFormat;
  /** The model read; `undefined` when the text was too long to read. */
  spec: Spec | undefined;
  /** The reader's and checker's diagnostics in source order, at most `MAX_SHOWN_DIAGNOSTICS` (analyseText.ts). */
  diagnostics: Diagnostic[];
  /** How many diagnostics there are in all. */
  total: number;
  counts: Record<Severity, number>;
  /** The nine points' gaps; empty when the text was not read. */
  gaps: Gap[];
  /**
   * Whether the preview may run this version: it was read and has no diagnostic of severity
   * error. Warnings and infos do not stop it: the running app copes with them.
   */
  sound: boolean;
  /** How long reading, checking and reporting took, in ms. */
  ms: number;
}
