import { errorText, type FormStore, type InputValue } from '@specrun/runtime';
import type { Field } from '@specrun/spec';
import { memo, useCallback } from 'react';
import { FIELD_INPUTS } from './fieldInputs.ts';
import { useFormField } from './useFormStore.ts';

/**
 * One field's input, looked up by its kind. It listens to its own field in the form's store,
 * so that typing in it re-renders it alone.
 */
export const FieldInput = memo(function FieldInput({
  store,
  field,
}: {
  store: FormStore;
  field: Field;
}) {
  const { input, errors } = useFormField(store, field.name);
  const onChange = useCallback(
    (next: InputValue) => store.setInput(field.name, next),
    [store, field.name],
  );
  const Input = FIELD_INPUTS[field.type.kind];
  const error =
    errors.length === 0
      ? undefined
      : errors.length === 1
        ? errorText(errors[0]!)
        : errors.map((e) => (
            <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
              {errorText(e)}
            </span>
          ));
  const common = {
    label: field.name,
    required: field.required,
    name: field.name,
    // Mantine's dimmed description and red error are below WCAG AA contrast on white (3.3:1);
    // gray 7 and red 9 are above 4.5:1.
    descriptionProps: { c: 'gray.7' },
    errorProps: { c: 'red.9' },
    ...(field.notes.trim() === '' ? {} : { description: field.notes }),
    ...(error === undefined ? {} : { error }),
  };
  return <Input field={field} input={input} onChange={onChange} common={common} />;
});
