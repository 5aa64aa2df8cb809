import {
  EditorSelection,
  Prec,
  EditorState,
  StateField,
  Transaction,
  type Extension,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { indentLess, indentMore } from '@codemirror/commands';
import {
  alignTableAt,
  insertRowBelow,
  moveToCell,
  typeOverEmptyRow,
  type TableEdit,
} from '@specrun/model';
import { docWindow, specFormat } from './editorState.ts';

/**
 * Table editing that does not fight the user, in the Markdown form: Tab and Shift-Tab move between
 * cells (Tab past the last cell adds a row), Enter in a row starts a new one below it, a row
 * typed with its pipes over that new empty row replaces it, and a table is re-aligned on Tab and
 * when the cursor leaves one of its rows. The pure logic is
 * @specrun/model's `markdownTable`; here it runs on a window of lines around the cursor.
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
 * The row that Enter or Tab has just added, still empty, while the cursor stays on it: the range of
 * its line, or null. Only this row is ever typed over (`typeOverRow`), never one a person wrote.
 */
export const newEmptyRow = StateField.define<{ from: number; to: number } | null>({
  create: () => null,
  update: (value, tr) => {
    if (tr.isUserEvent('input.table')) {
      if (tr.newDoc.lines <= tr.startState.doc.lines) return null;
      const head = tr.newSelection.main.head;
      const window = docWindow(tr.state, head);
      if (!typeOverEmptyRow(window.text, head - window.base, '|')) return null;
      const line = tr.newDoc.lineAt(head);
      return { from: line.from, to: line.to };
    }
    if (value === null || tr.docChanged) return null;
    const head = tr.newSelection.main.head;
    return head >= value.from && head <= value.to ? value : null;
  },
});

/**
 * The new empty row that Enter or Tab added goes when the cursor leaves it still empty (a click
 * elsewhere, an arrow key): a trailing Enter after a table's last row leaves no empty row behind,
 * which the reader would report as missing cells.
 */
export const dropEmptyRowOnLeave = EditorState.transactionFilter.of((tr) => {
  if (tr.docChanged || !tr.selection) return tr;
  const row = tr.startState.field(newEmptyRow, false);
  if (!row) return tr;
  const head = tr.selection.main.head;
  if (head >= row.from && head <= row.to) return tr;
  const doc = tr.startState.doc;
  const line = doc.lineAt(row.from);
  if (!/^\s*\|(\s*\|)+\s*$/.test(line.text)) return tr;
  // The row and the line break before it.
  const from = Math.max(0, line.from - 1);
  const changes = tr.startState.changes({ from, to: line.to });
  return [
    tr,
    { changes, selection: EditorSelection.cursor(changes.mapPos(head)), sequential: true },
  ];
});

/**
 * A line typed or pasted over the first cell of that new empty row, starting with a pipe (`| librarian
 * | adds books |`), replaces the row rather than landing inside it.
 */
export const typeOverRow = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged || !(tr.isUserEvent('input.type') || tr.isUserEvent('input.paste'))) return tr;
  const row = tr.startState.field(newEmptyRow, false);
  const selection = tr.startState.selection;
  if (!row || selection.ranges.length > 1 || !selection.main.empty) return tr;
  let typed: { at: number; text: string } | undefined;
  let count = 0;
  tr.changes.iterChanges((from, to, _fromB, _toB, inserted) => {
    count += 1;
    if (from === to) typed = { at: from, text: inserted.toString() };
  });
  if (count !== 1 || !typed || typed.at !== selection.main.head) return tr;
  if (typed.at < row.from || typed.at > row.to) return tr;
  const window = docWindow(tr.startState, typed.at);
  const edit = typeOverEmptyRow(window.text, typed.at - window.base, typed.text);
  if (!edit) return tr;
  return {
    changes: edit.changes.map((c) => ({
      from: c.from + window.base,
      to: c.to + window.base,
      insert: c.insert,
    })),
    selection: EditorSelection.cursor(edit.selection.head + window.base),
    userEvent: tr.annotation(Transaction.userEvent) ?? 'input.type',
    scrollIntoView: true,
  };
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
    dropEmptyRowOnLeave,
    alignOnLeave,
    newEmptyRow,
    typeOverRow,
  ];
}
