import { Alert, Button, Stack } from '@mantine/core';
import type { Entity, Field } from '@specrun/model';
import { entityNoun, formFields } from '@specrun/runtime';
import { useState } from 'react';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { useSession } from '../SessionContext.ts';
import { ShortFieldInput } from '../form/ShortFieldInput.tsx';
import { useShortForm } from '../form/useShortForm.ts';

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
 * where point 6 lets the acting user create one; what the write refuses is said beside the
 * fields, the rest above them.
 */
export function AddChildForm({ child, via, parentId }: AddChildFormProps) {
  const { access, source } = useSession();
  const [formKey, setFormKey] = useState(0);
  const fields = formFields(child).filter((f) => f.name !== via.name && f.type.kind !== 'state');
  const form = useShortForm(
    fields.map((f) => f.name),
    (values) => source.create(child.name, { ...values, [via.name]: parentId }),
    () => setFormKey((n) => n + 1),
  );
  if (!access.canCreate(child.name)) return null;
  const title = `Add ${entityNoun(child).one}`;
  return (
    <form key={formKey} onSubmit={(event) => void form.submit(event)} noValidate aria-label={title}>
      <Stack gap="xs" maw={640}>
        {form.general.length > 0 && (
          <Alert color="red.9" variant="outline" role="alert">
            {form.general.map((e) => (
              <span key={`${e.code}:${e.message}`} style={{ display: 'block' }}>
                <ErrorText error={e} />
              </span>
            ))}
          </Alert>
        )}
        {fields.map((field) => (
          <ShortFieldInput key={field.name} field={field} form={form} />
        ))}
        <Button type="submit" loading={form.busy} style={{ alignSelf: 'flex-start' }}>
          {title}
        </Button>
      </Stack>
    </form>
  );
}
