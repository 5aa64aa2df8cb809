import type { Diagnostic, SpecFormat } from '@specrun/model';
import type { Analysis } from './Analysis.ts';

/**
 * The longest text the workbench reads, in characters: four times the generated 200-entity
 * spec. A longer paste is kept in the editor but not read: reading 10 MB takes seconds, and
 * even sending it to the worker would hold the page up.
 */
export const MAX_ANALYSED_CHARS = 2_000_000;

/** The analysis of a text too long to read: one error that says so, and no model. */
export function tooLongAnalysis(text: string, format: SpecFormat, revision: number): Analysis {
  const tooLong: Diagnostic = {
    code: 'text-too-long',
    severity: 'error',
    message: `The text is ${text.length.toLocaleString('en')} characters long; the workbench reads specs of up to ${MAX_ANALYSED_CHARS.toLocaleString('en')}. Remove what was pasted by mistake.`,
    at: { line: 1, column: 1 },
    path: [],
  };
  return {
    revision,
    format,
    spec: undefined,
    diagnostics: [tooLong],
    total: 1,
    counts: { error: 1, warning: 0, info: 0 },
    gaps: [],
    sound: false,
    ms: 0,
  };
}
