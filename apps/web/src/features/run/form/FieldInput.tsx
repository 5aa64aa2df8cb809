import {
  fieldLabel,
  inputElementOf,
  type FormStore,
  type InputValue,
  type LiveForm,
} from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { notesProse, type Field } from '@specrun/model';
import { memo, useCallback, useMemo, type ComponentType } from 'react';
import { FIELD_INPUTS } from './fieldInputs.ts';
import type { FieldInputProps } from './inputs/FieldInputProps.ts';
import { useFormField } from './useFormStore.ts';
import { useTypedElement } from './useTypedElement.ts';

/**
 * One field's input: the element its kind edits it with (`inputElementOf`). It listens to its
 * own field in the form's store, so that typing in it re-renders it alone; what is typed goes
 * through the live check.
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
  const element = useMemo(() => inputElementOf(field.type), [field.type]);
  // The notes' prose helps; what the format reads in them (`unique`, `default`) is the spec's.
  const help = useMemo(() => notesProse(field.notes), [field.notes]);
  const keepsText = element.control === 'line' && element.keepsText;
  const { input, errors } = useFormField(store, field.name, !keepsText);
  const onChange = useCallback(
    (next: InputValue) => live.input(field.name, next),
    [live, field.name],
  );
  const elementRef = useTypedElement(store, field.name, onChange);
  // FIELD_INPUTS pairs each control with the component of its element.
  const Input = FIELD_INPUTS[element.control] as ComponentType<FieldInputProps>;
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
    ...(help === '' ? {} : { description: help }),
    ...(error === undefined ? {} : { error }),
  };
  return (
    <Input
      field={field}
      element={element}
      input={input}
      onChange={onChange}
      common={common}
      {...(hint === undefined ? {} : { hint })}
      {...(keepsText ? { inputRef: elementRef } : {})}
    />
  );
});
