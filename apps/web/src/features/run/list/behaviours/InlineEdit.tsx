import { TextInput } from '@mantine/core';
import { editedText, type ScreenBehaviour, type StoredRecord } from '@specrun/runtime';
import { useRef, useState } from 'react';
import type { ListWrites } from './useListWrites.ts';

/** Which row's field is edited in place, with the text to start from when it is not the stored one. */
export interface Editing {
  id: string;
  field: string;
  text?: string;
}

interface InlineEditTextProps {
  edit: ScreenBehaviour;
  text: string;
  onEdit: () => void;
  /** Takes the focus as it shows (after an edit ended by a key), then says so. */
  focus: boolean;
  onFocused: () => void;
}

/**
 * A cell's text that a double-click, or Enter or F2 once it has the focus, turns into an input
 * (an `edit` behaviour). It is a button to assistive technology, named for what it edits.
 */
export function InlineEditText({ edit, text, onEdit, focus, onFocused }: InlineEditTextProps) {
  return (
    <span
      role="button"
      tabIndex={0}
      aria-label={`${edit.label}: ${text}`}
      title="Double-click to edit"
      ref={(node) => {
        if (node && focus) {
          node.focus();
          onFocused();
        }
      }}
      onDoubleClick={onEdit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'F2') {
          event.preventDefault();
          onEdit();
        }
      }}
      style={{ cursor: 'text', display: 'block', minHeight: '1.5em' }}
    >
      {text}
    </span>
  );
}

interface InlineEditInputProps {
  edit: ScreenBehaviour;
  record: StoredRecord;
  start: string;
  writes: ListWrites;
  /** Ends the edit; `refocus` when a key ended it. */
  onEnd: (refocus: boolean) => void;
  /** Opens the edit again with what was typed, when the write was refused. */
  onRefused: (text: string) => void;
}

/**
 * The input of an edit in place: Enter or leaving it saves (trimmed, or deleting the record when
 * it is empty, as the behaviour says), Escape leaves it unchanged. A refused save opens it again
 * with the text typed, and the refusal is said above the list.
 */
export function InlineEditInput({
  edit,
  record,
  start,
  writes,
  onEnd,
  onRefused,
}: InlineEditInputProps) {
  const [text, setText] = useState(start);
  const ended = useRef(false);
  const field = edit.behaviour.field ?? '';

  const save = (refocus: boolean) => {
    if (ended.current) return;
    ended.current = true;
    const result = editedText(edit.behaviour, text, record.values[field]);
    onEnd(refocus);
    const written =
      result.kind === 'write'
        ? writes.update(record, { [field]: result.text })
        : result.kind === 'delete'
          ? writes.remove(record)
          : undefined;
    void written?.then((outcome) => {
      if (!outcome.ok) onRefused(text);
    });
  };

  return (
    <TextInput
      aria-label={edit.label}
      value={text}
      size="xs"
      // The edit starts with the focus in the input, as TodoMVC's does.
      autoFocus
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={() => save(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
          event.preventDefault();
          save(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          ended.current = true;
          onEnd(true);
        }
      }}
    />
  );
}
