import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  entityNoun,
  mayPassOnRetry,
  pathTo,
  readableById,
  recordLabel,
  referencedEntities,
  referencedIds,
  type ReferenceLabels,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Titled } from '../../../shared/ui/Titled.tsx';
import { LabelFailureNotice } from '../LabelFailureNotice.tsx';
import { RunNotFound } from '../RunNotFound.tsx';
import type { ScreenProps } from '../ScreenProps.ts';
import { RecordLifecycle } from '../lifecycle/RecordLifecycle.tsx';
import { useSession } from '../SessionContext.ts';
import { useLabelIndex } from '../useLabelIndex.ts';
import { useRecord } from '../useRecords.ts';
import { useRunHref } from '../useRunHref.ts';
import { useUnansweredFields } from '../calls/useUnansweredFields.ts';
import { AsideValues } from './AsideValues.tsx';
import { BackReferences } from './BackReferences.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { RelationButtons } from './RelationButtons.tsx';
import { RecordFields } from './RecordFields.tsx';

/** A screen of kind `detail`: the record its route's parameter names, every field of it. */
export function DetailScreen({ screen, params }: ScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const entity = screen.entity;
  const param = screen.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []))[0];
  if (!entity || param === undefined) {
    return (
      <Titled title={screen.title}>
        <Text>
          Point 2 gives this detail screen no entity and no record parameter (<q>{screen.route}</q>{' '}
          shows <q>{screen.shows}</q>), so there is no record to show.
        </Text>
      </Titled>
    );
  }
  return (
    <RecordDetail
      key={attempt}
      title={screen.title}
      entity={entity}
      id={params[param] ?? ''}
      param={param}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

interface RecordDetailProps {
  /** The screen's title: its heading until the record is there to name it. */
  title: string;
  entity: Entity;
  id: string;
  /** The route's parameter `id` is the value of (a unique field, or the id). */
  param: string;
  onRetry: () => void;
}

function RecordDetail({ title, entity, id, param, onRetry }: RecordDetailProps) {
  const noun = useMemo(() => entityNoun(entity), [entity]);
  const record = useRecord(entity.name, id, param);
  const targets = useMemo(() => referencedEntities(entity), [entity]);
  // Its references are named by reading the records they point at, once it is read: not every
  // record of their entities.
  const { spec } = useSession();
  const shown = record.status === 'ready' && record.value.ok ? record.value.value : undefined;
  const readable = useMemo(() => readableById(spec), [spec]);
  const ids = useMemo(
    () =>
      shown && new Map([...referencedIds(entity, shown)].filter(([target]) => readable(target))),
    [entity, shown, readable],
  );
  const { read: labels, retry: retryLabels, retrying } = useLabelIndex(ids ? targets : [], ids);
  if (record.status === 'error' || labels.status === 'error') {
    const error =
      record.status === 'error'
        ? record.error
        : labels.status === 'error'
          ? labels.error
          : new Error('');
    return (
      <Titled title={title}>
        <LoadErrorState
          title={`The ${noun.one} could not be loaded`}
          error={error}
          onRetry={mayPassOnRetry(error) ? onRetry : undefined}
        />
      </Titled>
    );
  }
  if (record.status === 'loading' || labels.status === 'loading')
    return (
      <Titled title={title}>
        <LoadingState label={`Loading the ${noun.one}…`} />
      </Titled>
    );
  if (!record.value.ok) {
    const { errors } = record.value;
    const notFound = errors.find((e) => e.code === 'NOT_FOUND');
    if (notFound) return <RunNotFound what={`${noun.one} with the id “${id}”`} error={notFound} />;
    const message = errors.map((e) => `${e.message} (${e.code})`).join(' ');
    return (
      <Titled title={title}>
        <LoadErrorState
          title={`The ${noun.one} could not be loaded`}
          error={new Error(message)}
          onRetry={mayPassOnRetry(errors) ? onRetry : undefined}
        />
      </Titled>
    );
  }
  return (
    <RecordView
      entity={entity}
      record={record.value.value}
      labels={labels.value}
      onRetry={onRetry}
      onRetryLabels={retryLabels}
      retryingLabels={retrying}
    />
  );
}

interface RecordViewProps {
  entity: Entity;
  record: StoredRecord;
  labels: ReferenceLabels;
  onRetry: () => void;
  onRetryLabels: () => void;
  retryingLabels: boolean;
}

function RecordView({
  entity,
  record,
  labels,
  onRetry,
  onRetryLabels,
  retryingLabels,
}: RecordViewProps) {
  const { app, access, lifecycles } = useSession();
  const href = useRunHref();
  const unanswered = useUnansweredFields(entity);
  const lifecycle = lifecycles.get(entity.name);
  // Edit and Delete only where point 6 lets the acting user; the data source refuses the rest.
  const editPath = access.canUpdate(entity.name, record)
    ? pathTo(app, 'edit', entity.name, record.id)
    : undefined;
  const deletable = access.canDelete(entity.name, record);
  const listPath = pathTo(app, 'list', entity.name) ?? '/';
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {entity.name}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {recordLabel(entity, record)}
          </Title>
        </Stack>
        <Group gap="sm">
          {editPath && (
            <Button component={Link} href={href(editPath)}>
              Edit
            </Button>
          )}
          {deletable && (
            <DeleteRecordButton entity={entity} record={record} afterDelete={href(listPath)} />
          )}
        </Group>
      </Group>
      <RelationButtons entity={entity} record={record} />
      <LabelFailureNotice
        failures={labels.failures}
        retrying={retryingLabels}
        onRetry={onRetryLabels}
      />
      <RecordFields
        entity={entity}
        record={record}
        labels={labels.labels}
        unanswered={unanswered}
      />
      {lifecycle && <RecordLifecycle lifecycle={lifecycle} record={record} />}
      <AsideValues record={record} />
      <BackReferences entity={entity} id={record.id} onRetry={onRetry} />
    </Stack>
  );
}
