import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignTableAt,
  appendRow,
  findTableAt,
  insertRowBelow,
  moveToCell,
  typeOverEmptyRow,
  type TableEdit,
} from './markdownTable.ts';
import { splitTableRow } from './tableRow.ts';
import { specLines } from '../testing/arbitraryLines.ts';
import { expressionRanges } from './expressionRanges.ts';

function apply(text: string, edit: TableEdit): string {
  let out = text;
  for (const change of [...edit.changes].sort((a, b) => b.from - a.from))
    out = out.slice(0, change.from) + change.insert + out.slice(change.to);
  return out;
}

const TABLE = [
  '| code | status | message |',
  '| --- | --- | --- |',
  '| A | 1 | x |',
  '| LONGER_CODE | 404 | Not here. |',
].join('\n');

describe('findTableAt', () => {
  it('finds the table and its rows from any row', () => {
    const text = `Intro\n\n${TABLE}\n\nAfter`;
    const table = findTableAt(text, text.indexOf('LONGER'));
    expect(table?.rows.length).toBe(4);
    expect(table?.columns).toBe(3);
    expect(findTableAt(text, 2)).toBeUndefined();
    expect(findTableAt(text, text.length)).toBeUndefined();
  });

  it('needs a delimiter row under the header', () => {
    expect(findTableAt('| a | b |\n| c | d |', 1)).toBeUndefined();
    expect(findTableAt('| a | b |\n| --- |', 1)).toBeUndefined();
  });

  it('never throws on odd input and offsets', () => {
    for (const text of ['', '|', '\0\0|\n|-|', 'x'.repeat(100_000), `|${'a|'.repeat(5000)}`]) {
      for (const offset of [-5, 0, 1, NaN, Infinity, text.length + 10]) {
        expect(() => findTableAt(text, offset)).not.toThrow();
        expect(() => moveToCell(text, offset, 1)).not.toThrow();
        expect(() => insertRowBelow(text, offset)).not.toThrow();
      }
    }
  });
});

describe('the table helpers at every offset of CRLF text', () => {
  /** Checks that an edit stays inside the text, and its selection inside the edited text. */
  function expectWithin(text: string, edit: TableEdit | undefined): void {
    if (!edit) return;
    for (const change of edit.changes) {
      expect(change.from).toBeGreaterThanOrEqual(0);
      expect(change.from).toBeLessThanOrEqual(change.to);
      expect(change.to).toBeLessThanOrEqual(text.length);
    }
    const length = apply(text, edit).length;
    expect(edit.selection.anchor).toBeLessThanOrEqual(length);
    expect(edit.selection.head).toBeLessThanOrEqual(length);
  }

  it('never throw, and edit only inside the text (property)', () => {
    fc.assert(
      fc.property(specLines(12), fc.constantFrom('\r\n', '\r', '\n'), (lines, lineBreak) => {
        const text = lines.replace(/\n/g, lineBreak);
        for (let at = 0; at <= text.length; at += 1) {
          findTableAt(text, at);
          expectWithin(text, alignTableAt(text, at));
          expectWithin(text, moveToCell(text, at, 1));
          expectWithin(text, moveToCell(text, at, -1));
          expectWithin(text, insertRowBelow(text, at));
          expectWithin(text, typeOverEmptyRow(text, at, '| a |'));
          expectWithin(text, appendRow(text, at, ['a', 'b']));
          for (const range of expressionRanges(text, at, at + 8, 'markdown'))
            expect(range.to).toBeLessThanOrEqual(text.length);
          expressionRanges(text, at, at + 8, 'yaml');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('move to the next cell from the end of a CRLF row as from the end of an LF row', () => {
    const crlf = TABLE.replace(/\n/g, '\r\n');
    const end = crlf.indexOf('| x |') + '| x |'.length;
    const edit = moveToCell(crlf, end + 1, 1);
    const moved = edit && apply(crlf, edit);
    expect(moved?.slice(edit?.selection.anchor, edit?.selection.head)).toBe('LONGER_CODE');
    expect(moved?.split('\r\n')).toHaveLength(4);
  });
});

describe('alignTableAt', () => {
  it('pads columns so that pipes line up and keeps the cursor in its cell', () => {
    const cursor = TABLE.indexOf('x |') + 1;
    const edit = alignTableAt(TABLE, 0, cursor);
    const out = apply(TABLE, edit as TableEdit);
    expect(out.split('\n')).toEqual([
      '| code        | status | message   |',
      '| ----------- | ------ | --------- |',
      '| A           | 1      | x         |',
      '| LONGER_CODE | 404    | Not here. |',
    ]);
    expect(out.slice(edit?.selection.head, (edit?.selection.head ?? 0) + 1)).toBe(' ');
    expect(out.slice((edit?.selection.head ?? 0) - 1, edit?.selection.head)).toBe('x');
  });

  it('keeps alignment colons and escaped pipes', () => {
    const text = 'a | b\n:-- | --:\n`x \\| y` | 2';
    const out = apply(text, alignTableAt(text, 0) as TableEdit);
    expect(out).toBe('| a        | b   |\n| :------- | --: |\n| `x \\| y` | 2   |');
  });

  it('gives no changes for an aligned table', () => {
    const once = apply(TABLE, alignTableAt(TABLE, 0) as TableEdit);
    expect(alignTableAt(once, 0)?.changes).toEqual([]);
  });

  it('never changes the cells of a table (property)', () => {
    const cell = fc.stringMatching(/^[a-z0-9 _.:\\|-]{0,8}$/);
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        (body) => {
          const width = body[0]?.length ?? 1;
          const header = Array.from({ length: width }, (_, i) => `h${i}`);
          const lines = [header, header.map(() => '---'), ...body].map(
            (cells) => `| ${cells.join(' | ')} |`,
          );
          const text = lines.join('\n');
          const edit = alignTableAt(text, 0);
          if (!edit) return;
          const out = apply(text, edit);
          const before = text.split('\n').map((l) => splitTableRow(l, 0).cells.map((c) => c.text));
          const after = out.split('\n').map((l) => splitTableRow(l, 0).cells.map((c) => c.text));
          const dashes = (rows: string[][]) => rows.map((r, i) => (i === 1 ? r.map(() => '-') : r));
          expect(dashes(after)).toEqual(dashes(before));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('moveToCell', () => {
  const text = '| a | b |\n| --- | --- |\n| 1 | 2 |';

  it('selects the next cell, skipping the delimiter row', () => {
    const edit = moveToCell(text, text.indexOf('b'), 1) as TableEdit;
    const out = apply(text, edit);
    expect(out.slice(edit.selection.anchor, edit.selection.head)).toBe('1');
  });

  it('goes back with Shift-Tab, and stays at the first cell', () => {
    const back = moveToCell(text, text.indexOf('1'), -1) as TableEdit;
    expect(apply(text, back).slice(back.selection.anchor, back.selection.head)).toBe('b');
    const first = moveToCell(text, 2, -1) as TableEdit;
    expect(apply(text, first).slice(first.selection.anchor, first.selection.head)).toBe('a');
  });

  it('adds a row with the same columns after the last cell of the last row', () => {
    const edit = moveToCell(text, text.length - 2, 1) as TableEdit;
    const out = apply(text, edit);
    expect(out.split('\n')).toEqual([
      '| a   | b   |',
      '| --- | --- |',
      '| 1   | 2   |',
      '|     |     |',
    ]);
    expect(edit.selection.anchor).toBe(out.lastIndexOf('\n') + 3);
  });

  it('does nothing outside a table', () => {
    expect(moveToCell('plain text', 3, 1)).toBeUndefined();
  });
});

describe('insertRowBelow', () => {
  const text = '| a | b |\n| --- | --- |\n| 1 | 2 |';

  it('starts a new row with the columns kept, at the end of a row', () => {
    const edit = insertRowBelow(text, text.length) as TableEdit;
    const out = apply(text, edit);
    expect(out.split('\n')[3]).toBe('|     |     |');
    expect(out.slice(edit.selection.anchor - 2, edit.selection.anchor)).toBe('| ');
  });

  it('puts the row below the delimiter when on the header', () => {
    const edit = insertRowBelow(text, text.indexOf('\n')) as TableEdit;
    expect(apply(text, edit).split('\n')[2]).toBe('|     |     |');
  });

  it('ends the table on an empty last row', () => {
    const withEmpty = `${text}\n|  |  |`;
    const edit = insertRowBelow(withEmpty, withEmpty.length) as TableEdit;
    expect(apply(withEmpty, edit)).toBe(`${text}\n`);
  });

  // Regression: Enter after the text of a padded last cell split the row, leaving `| Members |
  // borrow books` and a stray `|` line.
  it('starts a new row from anywhere in a row, never splitting it', () => {
    const typed = '| a | b |\n| --- | --- |\n| Members | borrow books     |\n\nAfter.';
    const edit = insertRowBelow(typed, typed.indexOf('books') + 5) as TableEdit;
    const lines = apply(typed, edit).split('\n');
    expect(lines.slice(2, 4)).toEqual(['| Members | borrow books |', '|         |              |']);
    expect(lines.slice(4)).toEqual(['', 'After.']);
    expect(edit.selection.anchor).toBe(lines.slice(0, 3).join('\n').length + 3);
    const inFirst = insertRowBelow(text, text.indexOf('1')) as TableEdit;
    expect(apply(text, inFirst).split('\n')).toHaveLength(4);
  });

  it('leaves Enter at the start of the header row to the editor (a line above the table)', () => {
    expect(insertRowBelow(text, 0)).toBeUndefined();
    expect(insertRowBelow(text, 1)).toBeDefined();
  });
});

// Regression: a row typed whole with its pipes after Enter landed inside the new empty row, as
// `| | librarian | adds books | |`.
describe('typeOverEmptyRow', () => {
  const text = '| a | b |\n| --- | --- |\n| 1 | 2 |';

  it('lets a pipe typed in the first cell of a new empty row replace that row', () => {
    const entered = insertRowBelow(text, text.length) as TableEdit;
    const withRow = apply(text, entered);
    const edit = typeOverEmptyRow(withRow, entered.selection.anchor, '|') as TableEdit;
    const out = apply(withRow, edit);
    expect(out.split('\n')[3]).toBe('|');
    expect(edit.selection.anchor).toBe(out.length);
    const pasted = typeOverEmptyRow(withRow, entered.selection.anchor, '| c | d |') as TableEdit;
    expect(apply(withRow, pasted).split('\n')[3]).toBe('| c | d |');
    expect(pasted.selection.head).toBe(withRow.lastIndexOf('\n') + 1 + '| c | d |'.length);
  });

  it('keeps the indentation of the row', () => {
    const indented = '  | a | b |\n  | --- | --- |\n  |   |   |';
    const edit = typeOverEmptyRow(indented, indented.length - 7, '|') as TableEdit;
    expect(apply(indented, edit).split('\n')[2]).toBe('  |');
  });

  it('leaves the typing as it is anywhere else', () => {
    const empty = `${text}\n|     |     |`;
    const lastRow = empty.lastIndexOf('\n') + 1;
    // Not a pipe, more than one line, not the first cell.
    expect(typeOverEmptyRow(empty, lastRow + 2, 'x')).toBeUndefined();
    expect(typeOverEmptyRow(empty, lastRow + 2, '| c |\n| d |')).toBeUndefined();
    expect(typeOverEmptyRow(empty, lastRow + 8, '|')).toBeUndefined();
    // A row with text, the header, the delimiter, a row of fewer cells, outside a table.
    expect(typeOverEmptyRow(text, text.length - 7, '|')).toBeUndefined();
    expect(typeOverEmptyRow(empty, 2, '|')).toBeUndefined();
    expect(typeOverEmptyRow(empty, text.indexOf('---'), '|')).toBeUndefined();
    expect(typeOverEmptyRow(`${text}\n|   |`, text.length + 2, '|')).toBeUndefined();
    expect(typeOverEmptyRow('prose', 2, '|')).toBeUndefined();
  });
});

describe('appendRow', () => {
  it('adds an aligned row and selects the asked cell', () => {
    const edit = appendRow(TABLE, 0, ['NEW', '422', 'a|b'], 2) as TableEdit;
    const out = apply(TABLE, edit);
    expect(out.split('\n')[4]).toBe('| NEW         | 422    | a\\|b      |');
    expect(out.slice(edit.selection.anchor, edit.selection.head)).toBe('a\\|b');
  });
});
