import { editDistance } from '../check/suggest.ts';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { TextEdit } from './markdownTable.ts';

/**
 * The "did you mean …?" fix: when a diagnostic's hint proposes a name and the diagnostic points
 * at a name close to it, replace that name by the proposed one.
 */

/** The name a diagnostic's hint proposes (`did you mean Category?`), if any. */
export function suggestedName(diagnostic: Diagnostic): string | undefined {
  const hint = typeof diagnostic.hint === 'string' ? diagnostic.hint : '';
  return /^did you mean ([A-Za-z_]\w*)\?$/.exec(hint)?.[1];
}

/** The offset of a 1-based line and column in a text, or undefined when there is no such place. */
export function offsetOfPosition(text: string, line: number, column: number): number | undefined {
  if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1)
    return undefined;
  let start = 0;
  for (let n = 1; n < line; n += 1) {
    const end = text.indexOf('\n', start);
    if (end < 0) return undefined;
    start = end + 1;
  }
  const end = text.indexOf('\n', start);
  const offset = start + column - 1;
  return offset <= (end < 0 ? text.length : end) ? offset : undefined;
}

/** The edit replacing the name at the diagnostic by the hint's, or undefined when that is not plain. */
export function renameEdit(text: string, diagnostic: Diagnostic): TextEdit | undefined {
  const suggestion = suggestedName(diagnostic);
  if (suggestion === undefined || !diagnostic.at) return undefined;
  const from = offsetOfPosition(text, diagnostic.at.line, diagnostic.at.column);
  if (from === undefined) return undefined;
  const word = /^[A-Za-z_]\w*/.exec(text.slice(from, from + 200))?.[0];
  if (word === undefined || word === suggestion || /\w/.test(text.charAt(from - 1)))
    return undefined;
  const limit = Math.max(1, Math.floor(word.length / 3));
  if (editDistance(word.toLowerCase(), suggestion.toLowerCase(), limit) > limit) return undefined;
  return { from, to: from + word.length, insert: suggestion };
}
