import { describe, expect, it } from 'vitest';
import { cellContextAt } from './cellContext.ts';

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

  it('never throws on odd input', () => {
    for (const text of ['', '- : :\n  - - x: y', '\0\0', '|'.repeat(10_000)]) {
      for (const offset of [-1, 0, 3, 1e9, NaN]) {
        expect(() => cellContextAt(text, offset, 'yaml')).not.toThrow();
        expect(() => cellContextAt(text, offset, 'markdown')).not.toThrow();
      }
    }
  });
});
