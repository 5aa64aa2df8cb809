import { Facet, StateEffect, StateField, type EditorState } from '@codemirror/state';
import type { Spec, SpecFormat } from '@specrun/model';

/**
 * What the editor's extensions share: the spec's form (a facet, set with the language) and the
 * last good model from the workbench (a state field), and a window of the document around a
 * position, so that per-keystroke work stays proportional to the lines near the cursor.
 */

/** The form of the text being edited; Markdown unless configured. */
export const specFormat = Facet.define<SpecFormat, SpecFormat>({
  combine: (values) => values[0] ?? 'markdown',
});

/** Sets the model that completion and quick fixes read. */
export const setSpecModel = StateEffect.define<Spec | undefined>();

/** The last model read from a sound-enough version of the text; undefined before the first read. */
export const specModel = StateField.define<Spec | undefined>({
  create: () => undefined,
  update: (value, tr) => {
    for (const effect of tr.effects) if (effect.is(setSpecModel)) return effect.value;
    return value;
  },
});

/** A stretch of the document as a string, and the offset where it starts. */
export interface DocWindow {
  text: string;
  base: number;
}

/** How many lines a window reaches above and below its position, and how many characters at most. */
const WINDOW_LINES = 2100;
const WINDOW_CHARS = 400_000;
const LONG_CURSOR_LINE = 100_000;

/**
 * The lines around `pos` (whole lines, up to 2,100 either way and 400,000 characters either way),
 * as one string: enough for a table and its header, or a YAML row and its list.
 */
export function docWindow(state: EditorState, pos: number): DocWindow {
  const doc = state.doc;
  const at = Math.max(0, Math.min(doc.length, pos));
  const line = doc.lineAt(at);
  // A line this long is no table row or YAML row (the assist functions would give up on it anyway).
  if (line.length > LONG_CURSOR_LINE) return { text: '', base: at };
  const firstLine = doc.line(Math.max(1, line.number - WINDOW_LINES));
  const lastLine = doc.line(Math.min(doc.lines, line.number + WINDOW_LINES));
  let from = Math.max(firstLine.from, at - WINDOW_CHARS);
  if (from > firstLine.from) from = Math.min(doc.lineAt(from).to + 1, line.from);
  let to = Math.min(lastLine.to, at + WINDOW_CHARS);
  if (to < lastLine.to) to = Math.max(doc.lineAt(to).from - 1, line.to);
  return { text: doc.sliceString(from, to), base: from };
}
