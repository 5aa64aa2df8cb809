import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { hasLongLineText, hasNoLongLine, LONG_LINE, madeLongLine } from './longLines.ts';

describe('long lines', () => {
  it('tells a text with a very long line', () => {
    expect(hasLongLineText('short\nlines')).toBe(false);
    expect(hasLongLineText(`a\n${'x'.repeat(LONG_LINE + 1)}\nb`)).toBe(true);
    expect(hasNoLongLine(EditorState.create({ doc: 'x'.repeat(LONG_LINE + 1) }))).toBe(false);
  });

  it('sees a paste that makes a long line, by the changed lines only', () => {
    const state = EditorState.create({ doc: 'a\nb' });
    expect(
      madeLongLine(state.update({ changes: { from: 1, insert: 'x'.repeat(LONG_LINE) } })),
    ).toBe(true);
    expect(madeLongLine(state.update({ changes: { from: 1, insert: 'hello' } }))).toBe(false);
  });
});
