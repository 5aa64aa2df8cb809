import { TextInput } from '@mantine/core';
import { addedText, type ScreenBehaviour } from '@specrun/runtime';
import { useState } from 'react';
import type { ListWrites } from './useListWrites.ts';

interface AddRowProps {
  add: ScreenBehaviour;
  writes: ListWrites;
}

/**
 * The input at the top of a list that adds a record (an `add` behaviour): Enter creates one with
 * the typed text in the behaviour's field and clears the input for the next. The input is cleared
 * at once, so that the next text can be typed while the record is written; a refused text comes
 * back into an empty input, with the refusal said above the list. It takes the focus when the
 * list opens, as TodoMVC's does.
 */
export function AddRow({ add, writes }: AddRowProps) {
  const [text, setText] = useState('');
  const field = add.behaviour.field ?? '';

  const submit = () => {
    const value = addedText(add.behaviour, text);
    if (value === undefined) return;
    const typed = text;
    setText('');
    void writes.create({ [field]: value }).then((outcome) => {
      if (!outcome.ok) setText((now) => (now === '' ? typed : now));
    });
  };

  return (
    <TextInput
      aria-label={add.label}
      placeholder={add.label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          submit();
        }
      }}
      // Where typing starts when the list opens, as TodoMVC's new-todo input.
      autoFocus
      size="md"
    />
  );
}
