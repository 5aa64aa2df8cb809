import {
  compareDiagnostics,
  readAndCheckSpec,
  reportGaps,
  type Diagnostic,
  type Gap,
  type Severity,
  type Spec,
  type SpecFormat,
} from '@specrun/model';
import { MAX_ANALYSED_CHARS, tooLongAnalysis } from './tooLong.ts';

export { MAX_ANALYSED_CHARS } from './tooLong.ts';

/** The most diagnostics sent to the page: the first ones in source order; `total` counts all. */
export const MAX_SHOWN_DIAGNOSTICS = 1_000;

/** What reading and checking one text found. */
export interface Analysis {
  /** Which edit of the text this is, as the page numbered it. */
  revision: number;
  format: SpecFormat;
  /** The model read; `undefined` when the text was too long to read. */
  spec: Spec | undefined;
  /** The reader's and checker's diagnostics in source order, at most `MAX_SHOWN_DIAGNOSTICS`. */
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

/** Source order, then severity (errors first), then code: the same order for the same problems. */
function byPositionThenCode(a: Diagnostic, b: Diagnostic): number {
  return compareDiagnostics(a, b) || a.code.localeCompare(b.code);
}

/** Reads, checks and reports the gaps of one text; never throws on what the text holds. */
export function analyseText(
  text: string,
  format: SpecFormat,
  revision: number,
  now: () => number = () => performance.now(),
): Analysis {
  const started = now();
  if (text.length > MAX_ANALYSED_CHARS) return tooLongAnalysis(text, format, revision);
  const read = readAndCheckSpec(text, { format });
  const all = read.diagnostics.sort(byPositionThenCode);
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of all) counts[d.severity] += 1;
  return {
    revision,
    format,
    spec: read.spec,
    diagnostics: all.slice(0, MAX_SHOWN_DIAGNOSTICS),
    total: all.length,
    counts,
    gaps: reportGaps(read.spec),
    sound: counts.error === 0,
    ms: now() - started,
  };
}
