import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import type { Field } from '@specrun/model';
import { fieldLabel } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import type { ShortForm } from './useShortForm.ts';

/**
 * The input of one field of a short form (`useShortForm`): a masked input for a password, a
 * growing text area for a long text, an email input for an email, a text input otherwise; its
 * errors beside it, in words (their codes hidden, as a record form's fields say them).
 */
export function ShortFieldInput({ field, form }: { field: Field; form: ShortForm }) {
  const errors = form.errorsOf(field.name);
  const common = {
    label: fieldLabel(field),
    required: field.required,
    value: form.values[field.name] ?? '',
    error:
      errors.length === 0
        ? undefined
        : errors.map((e) => (
            <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
              <ErrorText error={e} quiet />
            </span>
          )),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setValue(field.name, event.currentTarget.value),
  };
  switch (field.type.kind) {
    case 'password':
      return <PasswordInput {...common} autoComplete="current-password" />;
    case 'longtext':
      return <Textarea {...common} autosize minRows={2} />;
    default:
      return (
        <TextInput
          {...common}
          type={field.type.kind === 'email' ? 'email' : 'text'}
          autoComplete="off"
        />
      );
  }
}
