import { describe, expect, it } from 'vitest';
import type { Entity, Field } from '@specrun/model';
import type { StoredRecord } from '../storage/RecordStore.ts';
import { buildValues, initialInputs } from './formValues.ts';
import { rebaseForm } from './rebaseForm.ts';

const f = (name: string, type: Field['type']): Field => ({
  name,
  type,
  required: true,
  unique: false,
  notes: '',
});

const todo: Entity = {
  name: 'Todo',
  text: '',
  fields: [
    f('title', { kind: 'text' }),
    f('note', { kind: 'text' }),
    f('status', { kind: 'state' }),
  ],
};

const stored = (version: number, values: StoredRecord['values']): StoredRecord => ({
  entity: 'Todo',
  id: 't1',
  aside: {},
  version,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  values,
});

describe('rebaseForm', () => {
  // Regression: an action taken from an edit form (TodoMVC has no detail screen) left the form on
  // the old version, so its next save answered CONFLICT.
  it('keeps what the user typed and takes the rest, the state included, from the newer record', () => {
    const before = stored(1, { title: 'Milk', note: 'two', status: 'active' });
    const initial = initialInputs(todo, before);
    const typed = { ...initial, title: 'Oat milk' };
    const after = stored(2, { title: 'Milk', note: 'three', status: 'completed' });

    const rebased = rebaseForm(todo, typed, initial, after);

    expect(rebased.inputs).toEqual({ title: 'Oat milk', note: 'three', status: 'completed' });
    expect(rebased.initial).toEqual({ title: 'Milk', note: 'three', status: 'completed' });
    // Saving then sends the typed title alone: the action's state is not undone.
    const sent = buildValues(todo, rebased.inputs, { mode: 'edit', initial: rebased.initial });
    expect(sent.values).toEqual({ title: 'Oat milk' });
  });

  it('sends nothing when the user had typed nothing', () => {
    const before = stored(1, { title: 'Milk', note: '', status: 'active' });
    const initial = initialInputs(todo, before);
    const after = stored(2, { title: 'Milk', note: '', status: 'completed' });

    const rebased = rebaseForm(todo, initial, initial, after);

    expect(rebased.inputs.status).toBe('completed');
    expect(
      buildValues(todo, rebased.inputs, { mode: 'edit', initial: rebased.initial }).values,
    ).toEqual({});
  });
});
