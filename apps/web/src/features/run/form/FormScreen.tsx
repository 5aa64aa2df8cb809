import { Text } from '@mantine/core';
import {
  entityNoun,
  errorText,
  mayPassOnRetry,
  type AppScreen,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo, useState } from 'react';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Titled } from '../../../shared/ui/Titled.tsx';
import { RunNotFound } from '../RunNotFound.tsx';
import { useRecord } from '../useRecords.ts';
import { RecordForm } from './RecordForm.tsx';

interface FormScreenProps {
  screen: AppScreen;
  params: Record<string, string>;
}

/**
 * A screen of kind `form`: a new record when its route has no parameter, else the record the
 * parameter names, loaded first (a record that does not exist gets a "not found" message).
 */
export function FormScreen({ screen, params }: FormScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const entity = screen.entity;
  const param = screen.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []))[0];
  if (!entity) return <NoEntity title={screen.title} />;
  // Keyed by route and record: a form never carries what was typed over to another one.
  if (param === undefined)
    return <RecordForm key={screen.route} title={screen.title} entity={entity} />;
  const id = params[param] ?? '';
  return (
    <EditForm
      key={`${screen.route}:${id}:${attempt}`}
      title={screen.title}
      entity={entity}
      id={id}
      param={param}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

interface EditFormProps {
  title: string;
  entity: Entity;
  id: string;
  /** The route's parameter `id` is the value of (a unique field, or the id). */
  param: string;
  onRetry: () => void;
}

function EditForm({ title, entity, id, param, onRetry }: EditFormProps) {
  const noun = useMemo(() => entityNoun(entity), [entity]);
  const loaded = useRecord(entity.name, id, param);
  // The form keeps the record as it was when it opened: a later change or a deletion (in
  // another tab) does not replace what the user types; saving then answers CONFLICT or NOT_FOUND.
  const [opened, setOpened] = useState<StoredRecord>();
  const current = loaded.status === 'ready' && loaded.value.ok ? loaded.value.value : undefined;
  if (!opened && current) setOpened(current);
  const record = opened ?? current;
  if (record) return <RecordForm title={title} entity={entity} record={record} />;
  if (loaded.status === 'loading')
    return (
      <Titled title={title}>
        <LoadingState label={`Loading the ${noun.one}…`} />
      </Titled>
    );
  const errors = loaded.status === 'ready' && !loaded.value.ok ? loaded.value.errors : [];
  const notFound = errors.find((e) => e.code === 'NOT_FOUND');
  if (notFound) return <RunNotFound what={`${noun.one} with the id “${id}”`} error={notFound} />;
  const failed = loaded.status === 'error';
  return (
    <Titled title={title}>
      <LoadErrorState
        title={`The ${noun.one} could not be loaded`}
        error={failed ? loaded.error : new Error(errors.map(errorText).join(' '))}
        onRetry={mayPassOnRetry(failed ? loaded.error : errors) ? onRetry : undefined}
      />
    </Titled>
  );
}

function NoEntity({ title }: { title: string }) {
  return (
    <Titled title={title}>
      <Text>This form names no entity of the spec, so it has no fields to show.</Text>
    </Titled>
  );
}
