import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../read/readSpec.ts';
import { saidInWords } from './saidInWords.ts';

const example = (name: string) =>
  readSpec(readFileSync(new URL(`../../../../examples/${name}`, import.meta.url), 'utf8')).spec;

const said = (text: string) =>
  saidInWords(readSpec(text).spec).map(({ point, of, text }) => ({ point, of, text }));

describe('saidInWords', () => {
  it('lists what the expense claims say only in prose, and nothing of TodoMVC, whose tables say it all', () => {
    const claims = saidInWords(example('expense-claims.md'));
    expect(claims.map(({ point, of }) => [point, of])).toEqual([
      [4, 'the Claim lifecycle'],
      [5, 'point 5'],
      [7, 'point 7'],
    ]);
    expect(claims[0]?.text).toBe('A paid claim can no longer change.');
    expect(claims[0]?.at).toEqual({ line: 78, column: 1 });
    // TodoMVC's footer, bulk actions and editing are list behaviours of point 2 now, and its
    // lead-in to their table says nothing of its own.
    expect(saidInWords(example('todomvc.md'))).toEqual([]);
  });

  it('leaves out point 1, gap statements, placeholders, "none" and lead-ins to a table', () => {
    const text = [
      '# Specification: X',
      '## 1. What the product does and for whom',
      'It keeps notes.',
      '## 2. Screens and routes',
      'Screens: not shown.',
      '## 3. Entities and their fields',
      'TBD',
      '## 4. States and transitions',
      'A note is archived after a year.',
      '',
      'When there are no notes, the list is hidden.',
      '## 6. Roles and permissions',
      'Sample users:',
      '## 7. The calls it makes',
      'None: it makes no calls.',
    ].join('\n');
    expect(said(text)).toEqual([
      { point: 4, of: 'point 4', text: 'A note is archived after a year.' },
      { point: 4, of: 'point 4', text: 'When there are no notes, the list is hidden.' },
    ]);
  });

  it("keeps an entity's and a lifecycle's text, after their point's own", () => {
    const claims = saidInWords(example('expense-claims.md')).map(({ point, of }) => [point, of]);
    expect(claims).toEqual([
      [4, 'the Claim lifecycle'],
      [5, 'point 5'],
      [7, 'point 7'],
    ]);
  });

  it('says nothing for a spec of nine points not shown', () => {
    expect(saidInWords(example('undetermined-product.md'))).toEqual([]);
  });
});
