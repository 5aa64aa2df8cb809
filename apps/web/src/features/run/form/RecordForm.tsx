import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  entityNoun,
  errorText,
  formFields,
  FormStore,
  formatDateTime,
  initialInputs,
  LiveForm,
  pathTo,
  rebaseForm,
  sameInput,
  submitForm,
  type FormTarget,
  userInProse,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { DeleteRecordButton } from '../detail/DeleteRecordButton.tsx';
import { RecordLifecycle } from '../lifecycle/RecordLifecycle.tsx';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormErrors } from './FormErrors.tsx';
import classes from './RecordForm.module.css';
import { draftKey, readDraft } from './formDrafts.ts';
import { useFormDraft } from './useFormDraft.ts';

interface RecordFormProps {
  title: string;
  entity: Entity;
  /** The record the form edits, as it was when the form opened; none for a new record. */
  record?: StoredRecord;
}

/**
 * The form of one record: an input per field, Save and Cancel. Its inputs live in a store of
 * their own, so a keystroke re-renders one input, and a failed save keeps them as typed. When the
 * spec gives the entity no detail screen, the form of a stored record also offers what that
 * screen would: Delete, and the record's state and actions.
 */
export function RecordForm({ title, entity, record }: RecordFormProps) {
  const session = useSession();
  const { app, spec, source } = session;
  const href = useRunHref();
  const [, navigate] = useLocation();
  const draftAt = draftKey(session.opened.place, entity.name, record?.id);
  const [setup] = useState(() => {
    const initialState = spec.lifecycles.find((l) => l.entity === entity.name)?.initial;
    const inputs = initialInputs(entity, record, {
      ...(initialState === undefined ? {} : { initialState }),
      userId: session.user.id,
    });
    const target: FormTarget = record
      ? { mode: 'edit', id: record.id, version: record.version, initial: inputs }
      : { mode: 'create' };
    // What was typed here before and not saved comes back (a field's state never does: only
    // actions change it).
    const draft = readDraft(draftAt);
    const typed = { ...inputs };
    let restored: string | undefined;
    for (const field of entity.fields) {
      const value = draft?.inputs[field.name];
      if (value === undefined || field.type.kind === 'state') continue;
      if (!sameInput(value, inputs[field.name])) restored = draft?.typedAt;
      typed[field.name] = value;
    }
    const store = new FormStore(restored === undefined ? inputs : typed);
    // The rules of point 5 and the constraints of point 3, checked as the user types once
    // they have loaded (see the effect below).
    const live = new LiveForm(entity, store, undefined, spec.errors);
    return { store, target, live, inputs, restored };
  });
  const { store, live } = setup;
  // The version saved against: an action taken from this form moves it on (see `acted`).
  const target = useRef(setup.target);
  const [restored, setRestored] = useState(setup.restored);
  const draft = useFormDraft(draftAt, entity, store, () => {
    const now = target.current;
    return now.mode === 'edit' ? now.initial : setup.inputs;
  });
  const [seen, setSeen] = useState(record);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // A save that lands after the user went elsewhere does not take them back to the record.
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const alertRef = useRef<HTMLDivElement>(null);

  const list = pathTo(app, 'list', entity.name) ?? '/';
  const detail = record && pathTo(app, 'detail', entity.name, record.id);
  const back = detail ?? list;
  // Without a detail screen, this form is the only place a stored record's actions and Delete
  // can be reached.
  const standsIn = seen !== undefined && detail === undefined;
  const lifecycle = standsIn ? session.lifecycles.get(entity.name) : undefined;
  const deletable = standsIn && session.access.canDelete(entity.name, seen);
  // A stored record the acting user may not update (point 6) is shown, not offered for saving:
  // its inputs are disabled, keeping what was typed for a user who may.
  const writable = seen === undefined || session.access.canUpdate(entity.name, seen);
  const refusal = writable ? undefined : session.access.refusal('update');

  // After an action the form keeps what the user typed but saves against the new version, so
  // that Save neither answers CONFLICT nor undoes the action.
  const acted = useCallback(
    (next: StoredRecord) => {
      const before = target.current;
      if (before.mode !== 'edit') return;
      const rebased = rebaseForm(entity, store.snapshot(), before.initial, next);
      live.replaceInputs(rebased.inputs);
      target.current = { ...before, version: next.version, initial: rebased.initial };
      setSeen(next);
    },
    [entity, store, live],
  );

  // The rules load, then check what is typed; rules over other records (the open claims of the
  // user) are shown as soon as their records are in, and again whenever those records change,
  // in this tab or another.
  const { loadRules, store: records } = session;
  const editing = record?.id;
  useEffect(() => {
    let mounted = true;
    let stop = () => {};
    void loadRules().then((rules) => {
      if (!mounted) return;
      live.attach(
        rules.formValidator(
          entity.name,
          editing === undefined ? { mode: 'create' } : { mode: 'edit', id: editing },
        ),
      );
      const refresh = () => void rules.ready(entity.name).then(() => mounted && live.refresh());
      refresh();
      stop = records.subscribe(refresh);
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [loadRules, records, entity.name, editing, live]);

  // The rules read the acting user (their open claims): another one acting checks the form again.
  const actingUser = session.user;
  useEffect(() => {
    live.refresh();
  }, [live, actingUser]);

  // After a failed save, the focus goes to the first field in error, else to the form's errors.
  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const first = invalid ?? alertRef.current;
    // Scrolled to the middle, not the nearest edge: the frame's fixed header would hide the label.
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [failures]);

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving || !writable) return;
    // What the form already knows would be refused is not sent: the answer would only repeat it.
    const known = live.knownRefusal();
    if (known.length > 0) {
      live.revealAll(known);
      setFailures((n) => n + 1);
      return;
    }
    setSaving(true);
    const outcome = await submitForm(source, entity, store.snapshot(), target.current, spec.errors);
    if (outcome.ok) {
      draft.forget();
      const id = outcome.value.id;
      if (shown.current) navigate(href(pathTo(app, 'detail', entity.name, id) ?? list));
      return;
    }
    if (!shown.current) return;
    live.revealAll(outcome.errors);
    setSaving(false);
    setFailures((n) => n + 1);
  }

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        {deletable && <DeleteRecordButton entity={entity} record={seen} afterDelete={href(list)} />}
      </Group>
      {restored !== undefined && (
        <Alert color="blue.9" variant="outline" title="Your unsaved changes are back" role="status">
          <Group gap="sm" justify="space-between">
            <Text size="sm">
              {`What you typed here on ${formatDateTime(restored)} was not saved; it is back in the form.`}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                const now = target.current;
                live.replaceInputs(now.mode === 'edit' ? now.initial : setup.inputs);
                setRestored(undefined);
              }}
            >
              Discard them
            </Button>
          </Group>
        </Alert>
      )}
      {refusal && (
        <Alert color="red.9" variant="outline">
          {userInProse(session.user, true)} may not edit this {entityNoun(entity).one}:{' '}
          {errorText(refusal)}
        </Alert>
      )}
      <form ref={formRef} onSubmit={(event) => void save(event)} noValidate aria-label={title}>
        <fieldset disabled={!writable} className={classes.fields}>
          <Stack gap="md" className={classes.rows}>
            <FormErrors store={store} refused={failures > 0} ref={alertRef} />
            {formFields(entity).map((field) => (
              <FieldInput
                key={field.name}
                store={store}
                live={live}
                field={field}
                {...(lifecycle
                  ? { hint: 'Changes through the actions below, not in this form' }
                  : {})}
              />
            ))}
            <Group gap="sm" mt="sm">
              {writable && (
                <Button type="submit" loading={saving}>
                  Save
                </Button>
              )}
              <Button
                component={Link}
                href={href(back)}
                variant="default"
                onClick={() => draft.forget()}
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
      {lifecycle && seen && (
        <Stack mt="lg">
          <RecordLifecycle lifecycle={lifecycle} record={seen} onActed={acted} />
        </Stack>
      )}
    </Stack>
  );
}
