import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import type { AccountForm } from '@specrun/runtime';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { useSession } from '../SessionContext.ts';
import { ShortFieldInput } from '../form/ShortFieldInput.tsx';
import { useShortForm } from '../form/useShortForm.ts';

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
  const short = useShortForm(
    form.fields.map((f) => f.name),
    (values) => (mode === 'signUp' ? signUp(values) : signIn(values)),
    onClose,
  );
  const title = TITLES[mode];
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void short.submit(event)} noValidate aria-label={title}>
        <Stack gap="sm">
          {reason !== undefined && <Text size="sm">{reason}</Text>}
          {short.general.length > 0 && (
            <Alert color="red.9" variant="outline" role="alert">
              {short.general.map((e) => (
                <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
                  <ErrorText error={e} />
                </span>
              ))}
            </Alert>
          )}
          {form.fields.map((field) => (
            <ShortFieldInput key={field.name} field={field} form={short} />
          ))}
          <Button type="submit" loading={short.busy}>
            {title}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
