import {
  compareDiagnostics,
  readAndCheckSpec,
  reportGaps,
  type Diagnostic,
  type Severity,
  type SpecFormat,
} from '@specrun/model';
import type { Analysis } from './Analysis.ts';
import { MAX_ANALYSED_CHARS, tooLongAnalysis } from './tooLong.ts';

export type { Analysis } from './Analysis.ts';

export { MAX_ANALYSED_CHARS } from './tooLong.ts';

/** The most diagnostics sent to the page: the first ones in source order; `total` counts all. */
export const MAX_SHOWN_DIAGNOSTICS = 1_000;

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
