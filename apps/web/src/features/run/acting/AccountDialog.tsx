import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { AccountForm, AppError } from '@specrun/runtime';
import { errorText, fieldLabel } from '@specrun/runtime';
import { useState, type FormEvent } from 'react';
import { useSession } from '../SessionContext.ts';

interface AccountDialogProps {
  /** Which of the spec's calls the dialog makes. */
  mode: 'signUp' | 'signIn';
  form: AccountForm;
  onClose: () => void;
  /** Why the dialog opened by itself (a call answered 401), shown above the form. */
  reason?: string;
}

const TITLES = { signUp: 'Sign up', signIn: 'Sign in' } as const;

/**
 * The form of the spec's sign-up or sign-in call, in a dialog: an input per field the call sends
 * (a password masked), its errors beside the fields they are about, and the others above.
 */
export function AccountDialog({ mode, form, onClose, reason }: AccountDialogProps) {
  const { signUp, signIn } = useSession();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<AppError[]>([]);
  const [busy, setBusy] = useState(false);
  const title = TITLES[mode];
  const named = new Set(form.fields.map((f) => f.name));
  const ofField = (name: string) =>
    errors
      .filter((e) => e.field === name)
      .map(errorText)
      .join(' ');
  const general = errors.filter((e) => e.field === undefined || !named.has(e.field));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const outcome = await (mode === 'signUp' ? signUp(sent) : signIn(sent));
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors(outcome.errors);
  }

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="sm">
          {reason !== undefined && <Text size="sm">{reason}</Text>}
          {general.length > 0 && (
            <Alert color="red.9" variant="outline" role="alert">
              {general.map(errorText).join(' ')}
            </Alert>
          )}
          {form.fields.map((field) => {
            const common = {
              label: fieldLabel(field),
              required: field.required,
              value: values[field.name] ?? '',
              error: ofField(field.name) || undefined,
              onChange: (event: { currentTarget: { value: string } }) => {
                const text = event.currentTarget.value;
                setValues((before) => ({ ...before, [field.name]: text }));
              },
            };
            return field.type.kind === 'password' ? (
              <PasswordInput key={field.name} {...common} autoComplete="current-password" />
            ) : (
              <TextInput
                key={field.name}
                {...common}
                type={field.type.kind === 'email' ? 'email' : 'text'}
                autoComplete="off"
              />
            );
          })}
          <Button type="submit" loading={busy}>
            {title}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
