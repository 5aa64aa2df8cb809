import { describe, expect, it } from 'vitest';
import type { ReadBehaviour } from '@specrun/model';
import { optionalField as f } from '../testing/optionalField.ts';
import { editedValue } from './editedValue.ts';

const edit = (field: string, options: ReadBehaviour['options'] = []): ReadBehaviour => ({
  list: 'Item',
  behaviour: 'edit',
  does: field,
  field,
  options,
});

const amount = f('amount', { kind: 'money', currency: 'EUR' });
const count = f('count', { kind: 'integer' });
const due = f('due', { kind: 'date' });
const size = f('size', { kind: 'enum', values: ['S', 'M', 'L'] });
const done = f('done', { kind: 'boolean' });
const title = f('title', { kind: 'text' });

describe('editedValue', () => {
  it('reads what each kind’s input holds into a value to write', () => {
    expect(editedValue(edit('amount'), amount, '12.5', 10)).toEqual({ kind: 'write', value: 12.5 });
    expect(editedValue(edit('count'), count, '7', 3)).toEqual({ kind: 'write', value: 7 });
    expect(editedValue(edit('due'), due, '2026-03-01', '2026-01-01')).toEqual({
      kind: 'write',
      value: '2026-03-01',
    });
    expect(editedValue(edit('size'), size, 'L', 'S')).toEqual({ kind: 'write', value: 'L' });
    expect(editedValue(edit('done'), done, true, false)).toEqual({ kind: 'write', value: true });
  });

  it('writes nothing for the stored value, and clears a field left empty', () => {
    expect(editedValue(edit('amount'), amount, '10.00', 10)).toEqual({ kind: 'none' });
    expect(editedValue(edit('done'), done, false, false)).toEqual({ kind: 'none' });
    expect(editedValue(edit('size'), size, '', 'M')).toEqual({ kind: 'write', value: null });
    expect(editedValue(edit('size'), size, '', undefined)).toEqual({ kind: 'none' });
    expect(editedValue(edit('count', ['empty deletes']), count, '', 3)).toEqual({
      kind: 'delete',
    });
  });

  it('says what is wrong with an entry that is no value of the type, in the kind’s words', () => {
    const catalogue = [{ code: 'INVALID_VALUE', status: 422, message: '{field} must be {type}.' }];
    const saved = editedValue(edit('count'), count, '4.5', 3, catalogue);
    expect(saved).toMatchObject({
      kind: 'invalid',
      error: { code: 'INVALID_VALUE', field: 'count', message: 'Count must be integer.' },
    });
    expect(editedValue(edit('due'), due, '31/02/2026', undefined).kind).toBe('invalid');
    expect(editedValue(edit('amount'), amount, '12,5,3', undefined).kind).toBe('invalid');
  });

  it('keeps text fields as editedText has them: trimmed, empty deletes', () => {
    const trims = edit('title', ['trimmed', 'empty deletes']);
    expect(editedValue(trims, title, '  Milk ', 'Bread')).toEqual({ kind: 'write', value: 'Milk' });
    expect(editedValue(trims, title, '   ', 'Bread')).toEqual({ kind: 'delete' });
    expect(editedValue(trims, title, 'Bread ', 'Bread')).toEqual({ kind: 'none' });
  });
});
