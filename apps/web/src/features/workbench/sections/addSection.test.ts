import { readSpec, reportGaps } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { addSection, positionOf } from './addSection.ts';

const read = (text: string, format: 'markdown' | 'yaml' = 'markdown') =>
  readSpec(text, { format }).spec;

describe('addSection', () => {
  const text = '# Specification: Notes\n\n## 1. Purpose\n\nNotes.\n\n## 8. Errors\n\nNone.\n';

  it('adds a missing section in point order, where it reads as that point', () => {
    const added = addSection(text, 'markdown', 3, read(text));
    if (!added) throw new Error('not added');
    expect(added.text.indexOf('## 3.')).toBeLessThan(added.text.indexOf('## 8.'));
    const gap = reportGaps(read(added.text)).find((g) => g.point === 3);
    expect(gap?.at).toBeDefined();
    expect(added.at.line).toBeGreaterThanOrEqual(gap?.at?.line ?? Infinity);
  });

  it('selects the stand-in entity name of a new point 3, so that typing replaces it', () => {
    const added = addSection(text, 'markdown', 3, read(text));
    if (!added) throw new Error('not added');
    const line = added.text.split('\n')[added.at.line - 1] ?? '';
    const start = added.at.column - 1;
    expect(line.slice(start, start + added.length)).toBe('Entity');
  });

  it('adds nothing when the section is there', () => {
    expect(addSection(text, 'markdown', 1, read(text))).toBeUndefined();
  });

  it('finds the line and column of an offset', () => {
    expect(positionOf('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
    expect(positionOf('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 });
  });
});
