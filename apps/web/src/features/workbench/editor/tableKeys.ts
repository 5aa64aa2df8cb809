import {
  EditorSelection,
  Prec,
  EditorState,
  type Extension,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { indentLess, indentMore } from '@codemirror/commands';
import { alignTableAt, insertRowBelow, moveToCell, type TableEdit } from '@specrun/spec';
import { docWindow, specFormat } from './editorState.ts';

/**
 * Table editing that does not fight the user, in the Markdown form: Tab and Shift-Tab move between
 * cells (Tab past the last cell adds a row), Enter in a row starts a new one below it, and a
 * table is re-aligned on Tab and when the cursor leaves one of its rows. The pure logic is
 * @specrun/spec's `markdownTable`; here it runs on a window of lines around the cursor.
 */

/** The transaction of a table edit computed on the window around `pos`. */
function tableTransaction(
  state: EditorState,
  pos: number,
  edit: (text: string, at: number) => TableEdit | undefined,
): TransactionSpec | undefined {
  if (state.facet(specFormat) !== 'markdown') return undefined;
  const window = docWindow(state, pos);
  const result = edit(window.text, pos - window.base);
  if (!result) return undefined;
  const changes = result.changes.map((c) => ({
    from: c.from + window.base,
    to: c.to + window.base,
    insert: c.insert,
  }));
  const selection = EditorSelection.single(
    result.selection.anchor + window.base,
    result.selection.head + window.base,
  );
  return { changes, selection, scrollIntoView: true };
}

function tableCommand(
  edit: (text: string, at: number) => TableEdit | undefined,
  userEvent: string,
): StateCommand {
  return ({ state, dispatch }) => {
    if (state.selection.ranges.length > 1) return false;
    const spec = tableTransaction(state, state.selection.main.head, edit);
    if (!spec) return false;
    dispatch(state.update({ ...spec, userEvent }));
    return true;
  };
}

/** Tab in a table: align it and select the next cell (a new row after the last cell). */
export const nextCell = tableCommand((text, at) => moveToCell(text, at, 1), 'input.table');

/** Shift-Tab in a table: align it and select the previous cell. */
export const previousCell = tableCommand((text, at) => moveToCell(text, at, -1), 'input.table');

/**
 * Enter in a table row: the row ends where it is and a new one starts below, with the table's
 * columns; a selection within the row is kept as it is, not replaced by a line break.
 */
export const newTableRow: StateCommand = (target) => {
  const { doc, selection } = target.state;
  const { from, to } = selection.main;
  if (doc.lineAt(from).number !== doc.lineAt(to).number) return false;
  return tableCommand((text, at) => insertRowBelow(text, at), 'input.table')(target);
};

/**
 * Re-aligns the table the cursor just left: when a selection change (not an edit) moves the cursor
 * from a table row to another line, the alignment rides along in the same transaction, and the
 * cursor keeps its place in the (possibly shifted) cell it moved to.
 */
export const alignOnLeave = EditorState.transactionFilter.of((tr) => {
  if (tr.docChanged || !tr.selection || tr.startState.facet(specFormat) !== 'markdown') return tr;
  const before = tr.startState.selection.main;
  const after = tr.selection.main;
  if (!before.empty || !after.empty || tr.selection.ranges.length > 1) return tr;
  const doc = tr.startState.doc;
  if (doc.lineAt(before.head).number === doc.lineAt(after.head).number) return tr;
  const window = docWindow(tr.startState, before.head);
  const aligned = alignTableAt(window.text, before.head - window.base, after.head - window.base);
  if (!aligned || aligned.changes.length === 0) return tr;
  const inWindow = after.head >= window.base && after.head <= window.base + window.text.length;
  const changes = aligned.changes.map((c) => ({
    from: c.from + window.base,
    to: c.to + window.base,
    insert: c.insert,
  }));
  const changeSet = tr.startState.changes(changes);
  const head = inWindow ? aligned.selection.head + window.base : changeSet.mapPos(after.head);
  return [tr, { changes: changeSet, selection: EditorSelection.cursor(head), sequential: true }];
});

/**
 * The table keys and alignment. Tab outside a table indents (Escape then Tab leaves the editor,
 * as CodeMirror does for keyboard users).
 */
export function tableKeys(): Extension {
  return [
    Prec.highest(
      keymap.of([
        { key: 'Tab', run: nextCell, shift: previousCell },
        { key: 'Enter', run: newTableRow },
      ]),
    ),
    keymap.of([{ key: 'Tab', run: indentMore, shift: indentLess }]),
    alignOnLeave,
  ];
}
