import { EditorSelection, EditorState, type Transaction } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { specFormat } from './editorState.ts';
import {
  alignOnLeave,
  newEmptyRow,
  newTableRow,
  nextCell,
  previousCell,
  typeOverRow,
} from './tableKeys.ts';

const TABLE = '| a | b |\n| --- | --- |\n| 1 | 22 |';

function stateOf(
  doc: string,
  anchor: number,
  head = anchor,
  format: 'markdown' | 'yaml' = 'markdown',
) {
  return EditorState.create({
    doc,
    selection: EditorSelection.single(anchor, head),
    extensions: [specFormat.of(format), alignOnLeave, newEmptyRow, typeOverRow],
  });
}

function run(command: typeof nextCell, state: EditorState): EditorState | undefined {
  let next: EditorState | undefined;
  const handled = command({ state, dispatch: (tr: Transaction) => (next = tr.state) });
  return handled ? next : undefined;
}

const selected = (state: EditorState) =>
  state.sliceDoc(state.selection.main.from, state.selection.main.to);

describe('table keys', () => {
  it('Tab aligns the table and selects the next cell', () => {
    const next = run(nextCell, stateOf(TABLE, 2)) as EditorState;
    expect(next.doc.toString()).toBe('| a   | b   |\n| --- | --- |\n| 1   | 22  |');
    expect(selected(next)).toBe('b');
    const third = run(nextCell, next) as EditorState;
    expect(selected(third)).toBe('1');
    expect(selected(run(previousCell, third) as EditorState)).toBe('b');
  });

  it('Tab in the last cell adds a row with the same columns', () => {
    const next = run(nextCell, stateOf(TABLE, TABLE.length - 3)) as EditorState;
    expect(next.doc.line(4).text).toBe('|     |     |');
    expect(next.selection.main.head).toBe(next.doc.line(4).from + 2);
  });

  it('Enter at the end of a row starts a new row; outside a table it is left to the default', () => {
    const next = run(newTableRow, stateOf(TABLE, TABLE.length)) as EditorState;
    expect(next.doc.lines).toBe(4);
    expect(run(newTableRow, stateOf(`${TABLE}\n\nprose`, TABLE.length + 4))).toBeUndefined();
    expect(run(newTableRow, stateOf(TABLE, 0, TABLE.length))).toBeUndefined();
  });

  // Regression: after Tab added a row and both cells were typed, Enter split the padded row into
  // `| Members | borrow books` and a stray `|` line, with a short-row warning.
  it('Enter inside a row, or on a cell selected by Tab, ends the row and starts a new one', () => {
    let state = run(nextCell, stateOf(TABLE, TABLE.length - 3)) as EditorState;
    state = state.update(state.replaceSelection('Members')).state;
    state = run(nextCell, state) as EditorState;
    state = state.update(state.replaceSelection('borrow books')).state;
    state = run(newTableRow, state) as EditorState;
    expect(state.doc.toString().split('\n').slice(3)).toEqual([
      '| Members | borrow books |',
      '|         |              |',
    ]);
    expect(state.selection.main.head).toBe(state.doc.line(5).from + 2);
    const selectedCell = run(nextCell, stateOf(TABLE, 2)) as EditorState;
    const entered = run(newTableRow, selectedCell) as EditorState;
    expect(entered.doc.line(1).text).toBe('| a   | b   |');
    expect(entered.doc.lines).toBe(4);
  });

  it('does nothing outside a table, in YAML, or with several cursors', () => {
    expect(run(nextCell, stateOf('plain', 2))).toBeUndefined();
    expect(run(nextCell, stateOf(TABLE, 2, 2, 'yaml'))).toBeUndefined();
    const multi = EditorState.create({
      doc: TABLE,
      selection: EditorSelection.create([EditorSelection.cursor(2), EditorSelection.cursor(8)]),
      extensions: [specFormat.of('markdown'), EditorState.allowMultipleSelections.of(true)],
    });
    expect(run(nextCell, multi)).toBeUndefined();
  });

  it('aligns a table when the cursor leaves a row, keeping the cursor in its cell', () => {
    const doc = `${TABLE}\n\nafter`;
    const state = stateOf(doc, doc.indexOf('22') + 1);
    const moved = state.update({ selection: { anchor: 3 }, userEvent: 'select' }).state;
    expect(moved.doc.toString()).toBe('| a   | b   |\n| --- | --- |\n| 1   | 22  |\n\nafter');
    expect(moved.selection.main.head).toBe(3);
    const away = stateOf(doc, doc.indexOf('22') + 1).update({
      selection: { anchor: doc.length },
    }).state;
    expect(away.sliceDoc(away.selection.main.head - 5, away.selection.main.head)).toBe('after');
    const sameLine = stateOf(doc, doc.indexOf('22')).update({
      selection: { anchor: doc.indexOf('22') + 2 },
    }).state;
    expect(sameLine.doc.toString()).toBe(doc);
  });

  it('stays quick on a pasted huge line and a huge table', () => {
    const huge = `| a | b |\n| --- | --- |\n| ${'x'.repeat(3_000_000)} |`;
    const started = Date.now();
    expect(run(nextCell, stateOf(huge, huge.length - 2))).toBeUndefined();
    const rows = Array.from({ length: 5000 }, (_, i) => `| ${i} | x |`).join('\n');
    const big = `| a | b |\n| --- | --- |\n${rows}`;
    expect(run(nextCell, stateOf(big, big.length - 2))).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

// Regression: a row typed whole with its pipes after Enter landed inside the new empty row, as
// `| | c | d | |`.
describe('typing a row with its pipes', () => {
  const type = (state: EditorState, text: string, userEvent = 'input.type') => {
    let next = state;
    for (const char of userEvent === 'input.type' ? [...text] : [text])
      next = next.update({ ...next.replaceSelection(char), userEvent }).state;
    return next;
  };

  it('replaces the empty row that Enter or Tab has just added', () => {
    const entered = run(newTableRow, stateOf(TABLE, TABLE.length)) as EditorState;
    expect(type(entered, '| c | d |').doc.line(4).text).toBe('| c | d |');
    const tabbed = run(nextCell, stateOf(TABLE, TABLE.length - 3)) as EditorState;
    const pasted = type(tabbed, '| c | d |', 'input.paste');
    expect(pasted.doc.line(4).text).toBe('| c | d |');
    expect(pasted.selection.main.head).toBe(pasted.doc.length);
  });

  it('keeps what a person wrote: a cell typed first, a row of theirs, a row left and come back to', () => {
    const entered = run(newTableRow, stateOf(TABLE, TABLE.length)) as EditorState;
    expect(type(entered, 'c|').doc.line(4).text).toBe('| c|    |     |');
    const own = `${TABLE}\n|     |     |`;
    expect(type(stateOf(own, own.length - 11), '|').doc.line(4).text).toBe('| |    |     |');
    const away = entered.update({ selection: { anchor: 0 } }).state;
    const back = away.update({ selection: { anchor: away.doc.line(4).from + 2 } }).state;
    expect(type(back, '|').doc.line(4).text).toBe('| |    |     |');
  });
});

describe('on a document with a huge line', () => {
  it('neither slices the whole line nor blocks', () => {
    const doc = `| a | b |\n| --- | --- |\n${'y'.repeat(10_000_000)}`;
    const state = stateOf(doc, doc.length - 5);
    const started = Date.now();
    for (let i = 0; i < 50; i += 1) expect(run(nextCell, state)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
