import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { Entity, Field } from '@specrun/model';
import { entityNoun, errorText, fieldLabel, formFields, type AppError } from '@specrun/runtime';
import { useState, type FormEvent } from 'react';
import { useSession } from '../SessionContext.ts';

interface AddChildFormProps {
  /** The entity of the records that belong to the one shown (Comment). */
  child: Entity;
  /** Its reference to the record shown (`article`), filled with the record's id. */
  via: Field;
  parentId: string;
}

/**
 * A form for a new record that belongs to the one shown (a comment, whose `article` is `deleted
 * with its Article`): the fields a person fills but the reference, which is this record. Shown
 * where point 6 lets the acting user create one; what the write refuses is said above it.
 */
export function AddChildForm({ child, via, parentId }: AddChildFormProps) {
  const { access, source } = useSession();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<AppError[]>([]);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  if (!access.canCreate(child.name)) return null;
  const fields = formFields(child).filter((f) => f.name !== via.name && f.type.kind !== 'state');
  const title = `Add ${entityNoun(child).one}`;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setBusy(true);
    const sent = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const outcome = await source.create(child.name, { ...sent, [via.name]: parentId });
    setBusy(false);
    if (!outcome.ok) return setErrors(outcome.errors);
    setErrors([]);
    setValues({});
    setFormKey((n) => n + 1);
  }

  return (
    <form key={formKey} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="xs" maw={640}>
        {errors.length > 0 && (
          <Alert color="red.9" variant="outline" role="alert">
            {errors.map(errorText).join(' ')}
          </Alert>
        )}
        {fields.map((field) => {
          const common = {
            label: fieldLabel(field),
            required: field.required,
            value: values[field.name] ?? '',
            onChange: (event: { currentTarget: { value: string } }) => {
              const text = event.currentTarget.value;
              setValues((before) => ({ ...before, [field.name]: text }));
            },
          };
          return field.type.kind === 'longtext' ? (
            <Textarea key={field.name} {...common} autosize minRows={2} />
          ) : (
            <TextInput key={field.name} {...common} autoComplete="off" />
          );
        })}
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {title}
        </Button>
      </Stack>
    </form>
  );
}
