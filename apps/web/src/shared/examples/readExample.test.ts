import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExample, slugOf } from './readExample.ts';

const EXAMPLES = resolve(import.meta.dirname, '../../../../../examples');
const readOnDisk = (fileName: string) =>
  readExample(fileName, readFileSync(resolve(EXAMPLES, fileName), 'utf8'));

describe('slugOf', () => {
  it('keeps a file stem that is already safe for a URL', () => {
    expect(slugOf('../../examples/expense-claims.md')).toBe('expense-claims');
  });

  it('lower-cases and joins the words of any other stem', () => {
    expect(slugOf('My Spec (v2).yaml')).toBe('my-spec-v2');
    expect(slugOf('???.md')).toBe('example');
  });
});

describe('readExample', () => {
  it('shows the nine points of the expense claims example, with no errors or warnings', () => {
    const example = readOnDisk('expense-claims.md');
    expect(example.name).toBe('Expense claims');
    expect(example.slug).toBe('expense-claims');
    expect(example.gaps.map((gap) => gap.status)).toEqual(Array(9).fill('shown'));
    expect(example.counts).toMatchObject({ error: 0, warning: 0 });
  });

  it('reports nine points not shown for the undetermined product, with no errors', () => {
    const example = readOnDisk('undetermined-product.md');
    expect(example.gaps.map((gap) => gap.status)).toEqual(Array(9).fill('not shown'));
    expect(example.purpose).toBe(example.gaps[0]);
    expect(example.counts.error).toBe(0);
  });

  it('never throws on text that is no spec, and names it after its file', () => {
    for (const text of [
      '',
      '\u0000\u0001binary\uffff',
      '## 3. Entities\n| a |\n|---|\n| b | c |',
      '```yaml\nunterminated',
    ]) {
      const example = readExample('notes.md', text);
      expect(example.name).toBe('notes.md');
      expect(example.gaps).toHaveLength(9);
      const total = example.counts.error + example.counts.warning + example.counts.info;
      expect(total).toBe(example.diagnostics.length);
    }
  });

  it('lists the diagnostics in source order', () => {
    const example = readExample(
      'broken.md',
      '# Specification: Broken\n\n## 3. Entities and their fields\n\n### Thing\n\n| field | type | required | notes |\n| --- | --- | --- | --- |\n| a | nonsense | yes | |\n| a | text | maybe | |\n',
    );
    expect(example.diagnostics.length).toBeGreaterThan(1);
    const positions = example.diagnostics.map((d) => d.at.line * 10_000 + d.at.column);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
