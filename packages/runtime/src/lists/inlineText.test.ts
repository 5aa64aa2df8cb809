import type { ReadBehaviour } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { addedText, editedText } from './inlineText.ts';

const behaviour = (options: ReadBehaviour['options']): ReadBehaviour => ({
  list: 'Todo',
  behaviour: 'edit',
  does: 'title',
  field: 'title',
  options,
});

describe('addedText', () => {
  it('trims when the behaviour says so, and adds nothing for an empty text', () => {
    expect(addedText(behaviour(['trimmed']), '   buy some cheese  ')).toBe('buy some cheese');
    expect(addedText(behaviour([]), '  buy  ')).toBe('  buy  ');
    expect(addedText(behaviour(['trimmed']), '   ')).toBeUndefined();
    expect(addedText(behaviour([]), '')).toBeUndefined();
  });
});

describe('editedText', () => {
  it('writes the trimmed text, or deletes when it is empty and the behaviour says so', () => {
    const edit = behaviour(['trimmed', 'empty deletes']);
    expect(editedText(edit, '  buy some sausages ', 'feed the cat')).toEqual({
      kind: 'write',
      text: 'buy some sausages',
    });
    expect(editedText(edit, '   ', 'feed the cat')).toEqual({ kind: 'delete' });
    expect(editedText(edit, ' feed the cat ', 'feed the cat')).toEqual({ kind: 'none' });
  });

  it('writes an empty text when empty does not delete, for the rules to judge', () => {
    expect(editedText(behaviour([]), '', 'feed the cat')).toEqual({ kind: 'write', text: '' });
  });
});
