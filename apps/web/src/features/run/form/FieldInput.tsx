import { fieldLabel, type FormStore, type InputValue, type LiveForm } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import type { Field } from '@specrun/model';
import { memo, useCallback } from 'react';
import { FIELD_INPUTS, KEEPS_ITS_TEXT } from './fieldInputs.ts';
import { useFormField } from './useFormStore.ts';
import { useTypedElement } from './useTypedElement.ts';

/**
 * One field's input, looked up by its kind. It listens to its own field in the form's store,
 * so that typing in it re-renders it alone; what is typed goes through the live check.
 */
export const FieldInput = memo(function FieldInput({
  store,
  live,
  field,
  hint,
}: {
  store: FormStore;
  live: LiveForm;
  field: Field;
  /** Passed on to the input (`FieldInputProps.hint`). */
  hint?: string;
}) {
  const keepsText = KEEPS_ITS_TEXT.has(field.type.kind);
  const { input, errors } = useFormField(store, field.name, !keepsText);
  const onChange = useCallback(
    (next: InputValue) => live.input(field.name, next),
    [live, field.name],
  );
  const elementRef = useTypedElement(store, field.name, onChange);
  const Input = FIELD_INPUTS[field.type.kind];
  const error =
    errors.length === 0 ? undefined : errors.length === 1 ? (
      <ErrorText error={errors[0]!} quiet />
    ) : (
      errors.map((e) => (
        <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
          <ErrorText error={e} quiet />
        </span>
      ))
    );
  const common = {
    label: fieldLabel(field),
    required: field.required,
    name: field.name,
    ...(field.notes.trim() === '' ? {} : { description: field.notes }),
    ...(error === undefined ? {} : { error }),
  };
  return (
    <Input
      field={field}
      input={input}
      onChange={onChange}
      common={common}
      {...(hint === undefined ? {} : { hint })}
      {...(keepsText ? { inputRef: elementRef } : {})}
    />
  );
});
