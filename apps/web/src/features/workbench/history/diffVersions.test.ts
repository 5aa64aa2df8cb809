import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countChanges, diffVersions, foldDiff } from './diffVersions.ts';

describe('diffVersions', () => {
  it('marks added and removed lines with their line numbers', () => {
    const lines = diffVersions('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(lines).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'removed', text: 'b', oldLine: 2 },
      { kind: 'added', text: 'B', newLine: 2 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 3 },
      { kind: 'added', text: 'd', newLine: 4 },
    ]);
    expect(countChanges(lines)).toEqual({ added: 2, removed: 1 });
  });

  it('rebuilds both texts from the diff', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', ''), { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c', ''), { maxLength: 12 }),
        (left, right) => {
          const older = left.map((l) => `${l}\n`).join('');
          const newer = right.map((l) => `${l}\n`).join('');
          const lines = diffVersions(older, newer);
          const side = (kind: 'added' | 'removed') =>
            lines
              .filter((l) => l.kind !== kind)
              .map((l) => `${l.text}\n`)
              .join('');
          expect(side('added')).toBe(older);
          expect(side('removed')).toBe(newer);
        },
      ),
    );
  });

  it('folds long unchanged runs, keeping context around changes', () => {
    const older = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const newer = older.replace('line 10', 'line ten');
    const rows = foldDiff(diffVersions(older, newer), 2);
    expect(rows.map((r) => (r.kind === 'skipped' ? `…${r.count}` : r.kind))).toEqual([
      '…8',
      'same',
      'same',
      'removed',
      'added',
      'same',
      'same',
      '…7',
    ]);
  });
});
