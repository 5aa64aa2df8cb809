import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../read/withYamlPackage.ts';
import { offsetWithoutCr, specLines } from '../testing/arbitraryLines.ts';
import { writeYaml } from '../write/writeYaml.ts';
import { cellContextAt, type CellContext } from './cellContext.ts';

const examples = import.meta.glob<string>('../../../../examples/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A cell found in a `\r\n` text, with its offsets as they are in the text's `\n` twin. */
function withoutCr(crlf: string, cell: CellContext | undefined): CellContext | undefined {
  return (
    cell && { ...cell, from: offsetWithoutCr(crlf, cell.from), to: offsetWithoutCr(crlf, cell.to) }
  );
}

/**
 * Finds the cell at every offset of a text and of its `\r\n` twin, in both forms: the same cell
 * each time, its offsets inside the text. Offsets inside a `\r\n` count as the line's end.
 */
function expectSameCells(text: string): void {
  const crlf = text.replace(/\n/g, '\r\n');
  for (const format of ['markdown', 'yaml'] as const) {
    for (let at = 0; at <= crlf.length; at += 1) {
      const found = cellContextAt(crlf, at, format);
      if (found) {
        expect(found.from).toBeLessThanOrEqual(found.to);
        expect(found.to).toBeLessThanOrEqual(crlf.length);
      }
      expect(withoutCr(crlf, found)).toEqual(
        cellContextAt(text, offsetWithoutCr(crlf, at), format),
      );
    }
  }
}

describe('cellContextAt', () => {
  it('names the kind, column, row and entity of a Markdown cell', () => {
    const text =
      '## 4. States\n\n### Claim\n\n| From | event | to | if |\n| --- | --- | --- | --- |\n| a | go | b | x > 1 |';
    const cell = cellContextAt(text, text.indexOf('x > 1') + 2, 'markdown');
    expect(cell).toMatchObject({
      kind: 'transitions',
      column: 'when',
      entity: 'Claim',
      header: false,
    });
    expect(cell?.row).toEqual({ from: 'a', action: 'go', to: 'b', when: 'x > 1' });
    expect(text.slice(cell?.from, cell?.to)).toBe('x > 1');
    expect(cellContextAt(text, text.indexOf('From'), 'markdown')?.header).toBe(true);
    expect(cellContextAt(text, 3, 'markdown')).toBeUndefined();
  });

  it('names the kind, column and row of a YAML value, in either list style', () => {
    const nested =
      'validation:\n  rules:\n    - entity: Claim\n      rule: amount > 0\n      error: A\n';
    expect(cellContextAt(nested, nested.indexOf('amount'), 'yaml')).toMatchObject({
      kind: 'rules',
      column: 'rule',
      row: { entity: 'Claim', rule: 'amount > 0', error: 'A' },
    });
    const compact = 'errors:\n  errors:\n  - code: A\n    message: hi\n  - code: B\n';
    expect(cellContextAt(compact, compact.indexOf('B'), 'yaml')).toMatchObject({
      kind: 'errors',
      column: 'code',
    });
    expect(cellContextAt(compact, compact.indexOf('hi'), 'yaml')).toMatchObject({
      kind: 'errors',
      column: 'message',
    });
    expect(cellContextAt('specification: x', 16, 'yaml')).toBeUndefined();
  });

  // Regression: at the end of a table row of a text with \r\n line breaks (between its \r and \n)
  // no row of the table held the offset, and reading that row threw a TypeError.
  it('finds the last cell at the end of a row of a text with CRLF line breaks', () => {
    const text = '### Claim\r\n\r\n| field | type |\r\n| --- | --- |\r\n| title | text |\r\n';
    const end = text.indexOf('text |') + 'text |'.length + 1;
    expect(text.slice(end - 1, end + 1)).toBe('\r\n');
    const cell = cellContextAt(text, end, 'markdown');
    expect(cell).toMatchObject({ kind: 'fields', column: 'type', entity: 'Claim', header: false });
    expect(cell?.row).toEqual({ field: 'title', type: 'text' });
  });

  it('finds the same cell at every offset of a CRLF text as of its LF twin (property)', () => {
    fc.assert(
      fc.property(specLines(), (text) => expectSameCells(text)),
      { numRuns: 200 },
    );
  });

  it('finds the same cell at every offset of the examples with CRLF line breaks', () => {
    for (const text of Object.values(examples)) {
      expectSameCells(text);
      expectSameCells(writeYaml(readSpec(text).spec));
    }
  }, 120_000);

  it('never throws on odd input', () => {
    for (const text of ['', '- : :\n  - - x: y', '\0\0', '|'.repeat(10_000)]) {
      for (const offset of [-1, 0, 3, 1e9, NaN]) {
        expect(() => cellContextAt(text, offset, 'yaml')).not.toThrow();
        expect(() => cellContextAt(text, offset, 'markdown')).not.toThrow();
      }
    }
  });
});
