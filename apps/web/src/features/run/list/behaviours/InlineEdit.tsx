import {
  editedValue,
  inputElementOf,
  type AppError,
  type InputValue,
  type ScreenBehaviour,
  type StoredRecord,
} from '@specrun/runtime';
import type { Field } from '@specrun/model';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { ErrorText } from '../../../../shared/ui/ErrorText.tsx';
import { FIELD_INPUTS } from '../../form/fieldInputs.ts';
import type { FieldInputProps } from '../../form/inputs/FieldInputProps.ts';
import { useSession } from '../../SessionContext.ts';
import classes from './InlineEdit.module.css';
import type { ListWrites } from './useListWrites.ts';

/** Which row's field is edited in place, with what to start from when it is not the stored value. */
export interface Editing {
  id: string;
  field: string;
  input?: InputValue;
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
  /** The field it edits. */
  field: Field;
  record: StoredRecord;
  /** What the input holds first: the stored value, or what was entered before a refusal. */
  start: InputValue;
  writes: ListWrites;
  /** Ends the edit; `refocus` when a key ended it. */
  onEnd: (refocus: boolean) => void;
  /** Opens the edit again with what was entered, when the write was refused. */
  onRefused: (input: InputValue) => void;
}

/**
 * The input of an edit in place, the one its field's kind edits it with in a form (a line of
 * text, a number with its currency, a date, a choice, a checkbox): Enter or leaving it saves
 * (`editedValue`: trimmed, or deleting the record when it is empty, as the behaviour says),
 * Escape leaves it unchanged. What is no value of the field's type keeps the input open with
 * the kind's error under it and what was entered in it; a refused save opens it again with what
 * was entered, and the refusal is said above the list.
 */
export function InlineEditInput({
  edit,
  field,
  record,
  start,
  writes,
  onEnd,
  onRefused,
}: InlineEditInputProps) {
  const { spec } = useSession();
  const [input, setInput] = useState<InputValue>(start);
  const [error, setError] = useState<AppError | undefined>();
  const ended = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const element = useMemo(() => inputElementOf(field.type), [field.type]);
  const Input = FIELD_INPUTS[element.control] as ComponentType<FieldInputProps>;

  // The edit starts with the focus in its input, as TodoMVC's does.
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);

  const save = (refocus: boolean) => {
    if (ended.current) return;
    const result = editedValue(
      edit.behaviour,
      field,
      input,
      record.values[field.name],
      spec.errors,
    );
    if (result.kind === 'invalid') {
      setError(result.error);
      return;
    }
    ended.current = true;
    onEnd(refocus);
    const written =
      result.kind === 'write'
        ? writes.update(record, { [field.name]: result.value })
        : result.kind === 'delete'
          ? writes.remove(record)
          : undefined;
    void written?.then((outcome) => {
      if (!outcome.ok) onRefused(input);
    });
  };

  // A choice's list open in the input takes Enter and Escape itself.
  const listOpen = (target: EventTarget) =>
    target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true';

  return (
    <div
      ref={box}
      className={
        element.control === 'checkbox'
          ? classes.inlineEdit
          : `${classes.inlineEdit} ${classes.typed}`
      }
      onBlur={(event) => {
        // Leaving the input for what is still part of it (a choice's list) is no leaving.
        if (!(event.relatedTarget instanceof Node && box.current?.contains(event.relatedTarget)))
          save(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && !listOpen(event.target)) {
          event.preventDefault();
          save(true);
        } else if (event.key === 'Escape' && !listOpen(event.target)) {
          event.preventDefault();
          ended.current = true;
          onEnd(true);
        }
      }}
    >
      <Input
        field={field}
        element={element}
        input={input}
        onChange={(next) => {
          setInput(next);
          setError(undefined);
        }}
        common={{
          label: edit.label,
          required: field.required,
          name: field.name,
          ...(error === undefined ? {} : { error: <ErrorText error={error} quiet /> }),
        }}
      />
    </div>
  );
}
