import { MAX_ANALYSED_CHARS } from '../analysis/tooLong.ts';
import { FORM_NAMES } from './formNames.ts';
import {
  readSpec,
  writeMarkdown,
  writeYaml,
  type Diagnostic,
  type SpecFormat,
} from '@specrun/model';

/** A text converted to the other form, or why it was not. */
export type Conversion = { ok: true; text: string } | { ok: false; reason: string };

// The reason ends the sentence itself: a message's own full stop is left out.
const where = (d: Diagnostic) => `line ${d.at.line}: ${d.message.replace(/\.$/, '')}`;

/**
 * Converts a spec's text between its Markdown and YAML forms through the model, which both
 * writers write losslessly. Refuses a text the reader cannot read whole (an error of the reader's
 * own, such as a missing title or a YAML syntax error): what it could not place would be lost.
 * Errors of meaning (a reference to nothing) convert as they are.
 */
export function convertText(text: string, from: SpecFormat, to: SpecFormat): Conversion {
  if (from === to) return { ok: true, text };
  if (text.length > MAX_ANALYSED_CHARS)
    return { ok: false, reason: 'The text is too long to be a spec, so it is not converted.' };
  const read = readSpec(text, { format: from });
  const errors = read.diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  if (first !== undefined) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    return {
      ok: false,
      reason: `The text does not read as ${FORM_NAMES[from]}, so it cannot be converted without losing part of it: ${where(first)}${more}.`,
    };
  }
  return { ok: true, text: to === 'yaml' ? writeYaml(read.spec) : writeMarkdown(read.spec) };
}
