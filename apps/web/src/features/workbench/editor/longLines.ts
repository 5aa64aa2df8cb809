import type { EditorState, Transaction } from '@codemirror/state';

/**
 * Line wrapping is turned off while the document holds a very long line (a paste of binary data
 * or of a minified file): the browser would lay the whole line out at once and freeze. Only the
 * lines an edit touches are measured; a full scan runs only to turn wrapping back on.
 */

/** Lines longer than this turn wrapping off. */
export const LONG_LINE = 20_000;

/** True when a transaction's inserted text made a line longer than `LONG_LINE`. */
export function madeLongLine(tr: Transaction): boolean {
  let long = false;
  tr.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    if (long) return;
    const doc = tr.newDoc;
    const first = doc.lineAt(fromB);
    const last = doc.lineAt(toB);
    // A long changed range has a long line or many lines; either way only its lines are visited.
    for (let n = first.number; n <= last.number && !long; n += 1)
      long = doc.line(n).length > LONG_LINE;
  });
  return long;
}

/** True when no line of the document is longer than `LONG_LINE`. */
export function hasNoLongLine(state: EditorState): boolean {
  const doc = state.doc;
  if (doc.length <= LONG_LINE) return true;
  for (let n = 1; n <= doc.lines; n += 1) if (doc.line(n).length > LONG_LINE) return false;
  return true;
}

/** True when a plain text has a line longer than `LONG_LINE`; linear, without splitting it. */
export function hasLongLineText(text: string): boolean {
  if (text.length <= LONG_LINE) return false;
  let start = 0;
  for (let end = text.indexOf('\n'); ; end = text.indexOf('\n', start)) {
    const stop = end < 0 ? text.length : end;
    if (stop - start > LONG_LINE) return true;
    if (end < 0) return false;
    start = end + 1;
  }
}
